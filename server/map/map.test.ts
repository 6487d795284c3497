import { describe, expect, it } from "vitest";
import { mapSettings } from "../../shared/api";
import { cspDirectives } from "../test/csp";
import { useTestApp } from "../test/test-app";
import { mapFiles } from "./map-paths";

const context = useTestApp();

/** Every string anywhere in a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Every position of a GeoJSON geometry's coordinates, however deeply nested. */
function positionsOf(coordinates: unknown): number[][] {
  if (Array.isArray(coordinates) && typeof coordinates[0] === "number") return [coordinates as number[]];
  return Array.isArray(coordinates) ? coordinates.flatMap(positionsOf) : [];
}

interface Collection {
  type: string;
  features: { type: string; properties: { kind: string }; geometry: { type: string; coordinates: unknown } }[];
}

describe("the built-in map (neither MAP_TILES nor MAP_STYLE_URL)", () => {
  it("when the client asks which style to load, then it is ours, cacheable for a while", async () => {
    const res = await context.request.get("/api/map").expect(200);
    expect(mapSettings.parse(res.body)).toEqual({ styleUrl: mapFiles.style });
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("when the style is loaded, then it is MapLibre's version 8 and names nothing outside this origin", async () => {
    const style = (await context.request.get(mapFiles.style).expect(200)).body as Record<string, unknown>;
    expect(style).toMatchObject({
      version: 8,
      sources: { "us-states": { type: "geojson", data: mapFiles.usStates }, "us-counties": { type: "geojson", data: mapFiles.usCounties } },
    });
    expect(style).not.toHaveProperty("glyphs");
    expect(style).not.toHaveProperty("sprite");
    expect(stringsOf(style).filter((text) => /^[a-z]+:\/\//i.test(text) || text.startsWith("//"))).toEqual([]);
    const layers = style.layers as { id: string; source?: string }[];
    expect(layers.map((layer) => layer.id)).toEqual(["background", "land", "county-borders", "state-borders"]);
  });

  it("when the outlines are loaded, then each is a FeatureCollection of lon/lat shapes: land, state and county borders", async () => {
    const kinds: Record<string, string> = {};
    for (const url of [mapFiles.usStates, mapFiles.usCounties]) {
      const res = await context.request.get(url).expect(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      const collection = res.body as Collection;
      expect(collection.type).toBe("FeatureCollection");
      for (const { type, properties, geometry } of collection.features) {
        expect(type).toBe("Feature");
        kinds[properties.kind] = geometry.type;
        const positions = positionsOf(geometry.coordinates);
        expect(positions.length).toBeGreaterThan(100);
        expect(positions.every(([x = NaN, y = NaN]) => x >= -180 && x <= 180 && y >= -15 && y <= 72)).toBe(true);
      }
    }
    expect(kinds).toEqual({ land: "MultiPolygon", "state-border": "MultiLineString", "county-border": "MultiLineString" });
  });

  it("when the outlines are asked with gzip and again with their ETag, then they come compressed, then as 304", async () => {
    // supertest unzips the body; Content-Length is what travelled.
    const res = await context.request.get(mapFiles.usCounties).set("Accept-Encoding", "gzip").expect(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe("public, max-age=604800");
    expect(res.body).toMatchObject({ type: "FeatureCollection" });
    expect(Number(res.headers["content-length"])).toBeLessThan(JSON.stringify(res.body).length / 2);
    await context.request.get(mapFiles.usCounties).set("If-None-Match", String(res.headers.etag)).expect(304);
  });

  it("when the archive is asked for, then there is none to serve", async () => {
    await context.request.get(mapFiles.tiles).set("Range", "bytes=0-16383").expect(404);
  });

  it("when a page is served, then its policy lets MapLibre's workers run from blob: and connects to this origin alone", async () => {
    const csp = cspDirectives((await context.request.get("/robots.txt").expect(200)).headers["content-security-policy"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(csp["child-src"]).toEqual(["'self'", "blob:"]);
    expect(csp["img-src"]).toEqual(expect.arrayContaining(["data:", "blob:"]));
  });
});
