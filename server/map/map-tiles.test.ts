import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { PMTiles } from "pmtiles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapSettings } from "../../shared/api";
import { cspDirectives } from "../test/csp";
import { pmtilesArchive } from "../test/pmtiles-archive";
import { useTestApp } from "../test/test-app";
import { mapFiles } from "./map-paths";
import type { MapStyle } from "./map-style";

// The archive exists before the app's configuration is read (useTestApp's beforeAll), as on a server.
const folder = mkdtempSync(path.join(tmpdir(), "map-tiles-"));
const file = path.join(folder, "region.pmtiles");
const tiles = [
  { z: 0, x: 0, y: 0, data: Buffer.from("the world at zoom 0") },
  { z: 1, x: 1, y: 0, data: Buffer.from("the north-east quarter at zoom 1") },
  { z: 2, x: 1, y: 1, data: Buffer.from("a tile at zoom 2") },
];
const archive = pmtilesArchive(tiles, { name: "test region" });
writeFileSync(file, archive);

const context = useTestApp({ MAP_TILES: file });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The archive's bytes as supertest hands them over: raw, whatever the content type. */
const bytes = (url: string, headers: Record<string, string> = {}) =>
  context.request
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });

describe("GET /map/tiles.pmtiles", () => {
  it("when one range is asked, then 206 with exactly those bytes and their Content-Range", async () => {
    const res = await bytes(mapFiles.tiles, { Range: "bytes=7-20", "Accept-Encoding": "gzip" }).expect(206);
    expect(res.body).toEqual(archive.subarray(7, 21));
    expect(res.headers["content-range"]).toBe(`bytes 7-20/${archive.length}`);
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("public, max-age=86400, no-transform");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  });

  it("when an open or a suffix range is asked, then 206 with the tail of the file", async () => {
    const open = await bytes(mapFiles.tiles, { Range: "bytes=100-" }).expect(206);
    expect(open.body).toEqual(archive.subarray(100));
    const suffix = await bytes(mapFiles.tiles, { Range: "bytes=-10" }).expect(206);
    expect(suffix.body).toEqual(archive.subarray(archive.length - 10));
    expect(suffix.headers["content-range"]).toBe(`bytes ${archive.length - 10}-${archive.length - 1}/${archive.length}`);
  });

  it("when the range starts past the end, then 416 with the file's length, not cached", async () => {
    const res = await context.request.get(mapFiles.tiles).set("Range", `bytes=${archive.length}-`).expect(416);
    expect(res.headers["content-range"]).toBe(`bytes */${archive.length}`);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("when no range is asked, or several, then 200 with the whole file; HEAD gives its length alone", async () => {
    expect((await bytes(mapFiles.tiles).expect(200)).body).toEqual(archive);
    expect((await bytes(mapFiles.tiles, { Range: "bytes=0-1,50-60" }).expect(200)).body).toEqual(archive);
    const head = await context.request.head(mapFiles.tiles).expect(200);
    expect(head.headers["content-length"]).toBe(String(archive.length));
  });

  it("when the client holds the current ETag, then 304; If-Range with it gives the range, with another the whole file", async () => {
    const { etag } = (await context.request.head(mapFiles.tiles).expect(200)).headers;
    await context.request.get(mapFiles.tiles).set("If-None-Match", String(etag)).expect(304);
    await bytes(mapFiles.tiles, { Range: "bytes=0-6", "If-Range": String(etag) }).expect(206);
    expect((await bytes(mapFiles.tiles, { Range: "bytes=0-6", "If-Range": '"old-archive"' }).expect(200)).body).toEqual(archive);
  });
});

describe("the archive read through the route by the pmtiles library", () => {
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    server = createServer(context.app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("when the browser's reader (its fetch source) asks for the header, the metadata and tiles, then it gets each tile's bytes", async () => {
    const reader = new PMTiles(`${origin}${mapFiles.tiles}`);
    const header = await reader.getHeader();
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 2, numAddressedTiles: 3 });
    expect(await reader.getMetadata()).toEqual({ name: "test region" });
    for (const tile of tiles) {
      const found = await reader.getZxy(tile.z, tile.x, tile.y);
      expect(Buffer.from(found?.data ?? new ArrayBuffer(0))).toEqual(tile.data);
    }
    expect(await reader.getZxy(2, 3, 3)).toBeUndefined();
  });
});

describe("the map with MAP_TILES", () => {
  it("when the client asks, then it loads our style, which draws the archive through the pmtiles protocol without labels", async () => {
    const settings = mapSettings.parse((await context.request.get("/api/map").expect(200)).body);
    expect(settings).toEqual({ styleUrl: "/map/style.json" });
    const style = (await context.request.get(settings.styleUrl).expect(200)).body as MapStyle;
    expect(style).toMatchObject({ version: 8, sources: { protomaps: { type: "vector", url: "pmtiles:///map/tiles.pmtiles" } } });
    expect(style.sources.protomaps?.attribution).toContain("OpenStreetMap");
    expect(style).not.toHaveProperty("glyphs");
    expect(style).not.toHaveProperty("sprite");
    expect(style.layers.length).toBeGreaterThan(10);
    expect(style.layers.filter((layer) => layer.type === "symbol")).toEqual([]);
  });

  it("when the built-in outlines are asked, then there are none: the archive is the map", async () => {
    await context.request.get(mapFiles.usStates).expect(404);
  });

  it("when a page is served, then its policy lets the map's workers run and connects to this origin alone", async () => {
    const csp = cspDirectives((await context.request.get("/robots.txt").expect(200)).headers["content-security-policy"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["worker-src"]).toEqual(["'self'", "blob:"]);
  });
});
