import { layers, namedFlavor } from "@protomaps/basemaps";
import type { Config } from "../config";
import { mapFiles } from "./map-paths";

type Layer = ReturnType<typeof layers>[number] | { id: string; type: "background"; paint: Record<string, unknown> };

/** The parts of a MapLibre style (https://maplibre.org/maplibre-style-spec/) the server writes. */
export interface MapStyle {
  version: 8;
  name: string;
  center: [number, number];
  zoom: number;
  sources: Record<string, { type: "vector" | "geojson"; attribution?: string } & Record<string, unknown>>;
  layers: Layer[];
}

/** The contiguous states in view until the client fits the map to its businesses. */
const usView = { center: [-98.5, 39.5] as [number, number], zoom: 3 };

const osmAttribution = '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap contributors</a>';

/**
 * The operator's PMTiles archive drawn with the Protomaps basemap's light flavour. Without `lang` the
 * package leaves out its label layers, and so the style names no glyphs or sprite: those live on
 * Protomaps' servers, and the pages load nothing from other hosts by default (decision 043).
 * `pmtiles://` + a root-relative URL: the client's pmtiles Protocol fetches "/map/tiles.pmtiles" from the
 * page's origin (it takes everything after "pmtiles://" as the archive's URL).
 */
function protomapsStyle(): MapStyle {
  return {
    version: 8,
    name: "Main Street (Protomaps light)",
    ...usView,
    sources: { protomaps: { type: "vector", url: `pmtiles://${mapFiles.tiles}`, attribution: osmAttribution } },
    layers: layers("protomaps", namedFlavor("light")),
  };
}

const usColours = { water: "#d5e3ec", land: "#f6f4ef", stateBorder: "#a9a6a0", countyBorder: "#dedad2" };

const kindIs = (kind: string) => ["==", ["get", "kind"], kind];

/**
 * The built-in map: us-atlas's land, state and county outlines served from this origin as GeoJSON, on a
 * background the colour of water. No request leaves the site; no labels (they would need glyphs).
 */
function usOutlineStyle(): MapStyle {
  return {
    version: 8,
    name: "Main Street (United States outlines)",
    ...usView,
    sources: {
      "us-states": { type: "geojson", data: mapFiles.usStates, attribution: "US Census Bureau (us-atlas)" },
      "us-counties": { type: "geojson", data: mapFiles.usCounties },
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": usColours.water } },
      { id: "land", type: "fill", source: "us-states", filter: kindIs("land"), paint: { "fill-color": usColours.land } },
      {
        id: "county-borders",
        type: "line",
        source: "us-counties",
        minzoom: 5,
        paint: { "line-color": usColours.countyBorder, "line-width": 0.6 },
      },
      {
        id: "state-borders",
        type: "line",
        source: "us-states",
        filter: kindIs("state-border"),
        paint: { "line-color": usColours.stateBorder, "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.7, 8, 1.6] },
      },
    ] as Layer[],
  };
}

/** The style served at /map/style.json: the archive's when MAP_TILES is set, else the built-in outlines. */
export function mapStyle(config: Pick<Config, "mapTiles">): MapStyle {
  return config.mapTiles ? protomapsStyle() : usOutlineStyle();
}
