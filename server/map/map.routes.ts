import { Router, type RequestHandler } from "express";
import type { MapSettings } from "../../shared/api";
import { apiPaths } from "../../shared/api-paths";
import type { Config } from "../config";
import { ReadyAnswer, sendReadyAnswer } from "../http/ready-answer";
import { mapFiles } from "./map-paths";
import { mapStyle } from "./map-style";
import { tilesArchive } from "./tiles-archive";
import { usOutlines } from "./us-outlines";

/** The outlines change only with the us-atlas package: a week, and the ETag after that. */
const outlinesCache = "public, max-age=604800";

const ready =
  (answer: () => ReadyAnswer, cacheControl: string): RequestHandler =>
  (req, res) => {
    res.set("Cache-Control", cacheControl);
    sendReadyAnswer(req, res, answer());
  };

/**
 * The map (decision 043): GET /api/map names the style the client loads: MAP_STYLE_URL's, or ours at
 * /map/style.json, which draws the PMTiles archive served at /map/tiles.pmtiles (MAP_TILES) or, with
 * neither set, the built-in US outlines served beside it. A hosted style needs none of /map/*.
 */
export function mapRoutes(config: Config): Router {
  const router = Router();
  const settings: MapSettings = { styleUrl: config.mapStyleUrl ?? mapFiles.style };
  router.get(apiPaths.map, (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(settings);
  });
  if (config.mapStyleUrl) return router;
  const style = new ReadyAnswer(mapStyle(config));
  router.get(
    mapFiles.style,
    ready(() => style, "public, max-age=300"),
  );
  if (config.mapTiles) {
    router.get(mapFiles.tiles, tilesArchive(config.mapTiles));
  } else {
    router.get(
      mapFiles.usStates,
      ready(() => usOutlines().states, outlinesCache),
    );
    router.get(
      mapFiles.usCounties,
      ready(() => usOutlines().counties, outlinesCache),
    );
  }
  return router;
}
