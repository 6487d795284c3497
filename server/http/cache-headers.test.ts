import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createTestDatabase } from "../test/test-database";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { testOrigin, useTestApp } from "../test/test-app";
import { createLogger } from "./logger";

/**
 * Decision 045's table of what each kind of answer tells a CDN in front of the servers. Written out here
 * rather than taken from http/cache-control.ts, so a changed header fails this file.
 */
const publicRead = "public, max-age=0, s-maxage=60";
const noStore = "no-store";

// The page shell as the build ships it (the source index.html), a root file and a hashed asset.
const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(clientDir, "index.html"));
writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets", "index-Ab12Cd34.js"), "export {};\n");

const context = useTestApp(testAdmin, { clientDir });

/** A town of its own with a pizza place and a dentist, so each page and read below has rows. */
async function town() {
  const city = `Cachetown ${uniqueToken()}`;
  const [pizza] = await insertBusinesses(context, [
    { city, state: "TX", name: `Cache Pizza ${uniqueToken()}`, category: "Pizza restaurant" },
    { city, state: "TX", name: `Cache Dentist ${uniqueToken()}`, category: "Dentist" },
  ]);
  if (!pizza) throw new Error("no row inserted");
  return { city: encodeURIComponent(city), cityWithState: `${encodeURIComponent(city)},%20TX`, pizza };
}

const cacheOf = async (url: string) => {
  const res = await context.request.get(url);
  return { url, status: res.status, cache: res.headers["cache-control"] };
};

describe("what each answer tells a shared cache", () => {
  it("when a public page is asked for (each kind, and a 404), then a CDN may keep it a minute and the browser asks again", async () => {
    const { cityWithState, pizza } = await town();
    const pages: [string, number][] = [
      ["/", 200],
      ["/businesses", 200],
      ["/businesses?q=pizza&location=Texas", 200],
      ["/cities", 200],
      ["/categories", 200],
      [`/city/${cityWithState}`, 200],
      ["/category/pizza-restaurant", 200],
      [`/city/${cityWithState}/restaurants`, 200],
      [`/details/${pizza.slug}`, 200],
      [`/business/${pizza.id}`, 200],
      ["/about", 200],
      ["/privacy-policy", 200],
      ["/saved", 200],
      [`/details/no-such-business-${uniqueToken()}`, 404],
      [`/no-such-page-${uniqueToken()}`, 404],
    ];
    for (const [url, status] of pages) expect(await cacheOf(url)).toEqual({ url, status, cache: publicRead });
  });

  it("when a public API read is asked for, by Express the first time and from memory after, then a CDN may keep it a minute", async () => {
    const { city, cityWithState, pizza } = await town();
    const reads = [
      "/api/businesses?limit=20&offset=0",
      "/api/businesses?search=pizza&limit=20&offset=0",
      `/api/city/${cityWithState}`,
      `/api/city/${city}/places`,
      `/api/city/${cityWithState}/categories`,
      "/api/category/pizza-restaurant",
      "/api/category/pizza-restaurant/cities",
      "/api/statistics",
      "/api/cities",
      "/api/cities/popular?limit=12",
      "/api/cities/index?letter=C",
      "/api/categories",
      "/api/category-groups",
      "/api/countries",
      "/api/suggest?field=what&q=piz",
      "/api/suggest?field=where&q=cach",
      "/api/businesses/recommended",
      "/api/businesses/latest",
      `/api/businesses/slug/${pizza.slug}`,
      `/api/businesses/${pizza.id}`,
      `/api/businesses/${pizza.id}/nearby`,
    ];
    for (const url of reads) {
      const first = await cacheOf(url);
      expect(first).toEqual({ url, status: 200, cache: publicRead });
      expect(await cacheOf(url)).toEqual(first);
    }
  });

  it("when a client revalidates a public read with its ETag, then the 304 says the same Cache-Control", async () => {
    const url = `/api/city/${(await town()).cityWithState}`;
    const { etag } = (await context.request.get(url).expect(200)).headers;
    const res = await context.request.get(url).set("If-None-Match", String(etag)).expect(304);
    expect(res.headers["cache-control"]).toBe(publicRead);
  });

  it("when an unchanged page is asked for again (its answers made the first time, held the second), then its ETag holds and a revalidation gets 304", async () => {
    const { cityWithState, pizza } = await town();
    for (const url of [`/city/${cityWithState}`, `/details/${pizza.slug}`]) {
      const first = await context.request.get(url).expect(200);
      const second = await context.request.get(url).expect(200);
      expect({ url, etag: second.headers.etag }).toEqual({ url, etag: first.headers.etag });
      const again = await context.request.get(url).set("If-None-Match", String(first.headers.etag)).expect(304);
      expect(again.headers["cache-control"]).toBe(publicRead);
    }
  });

  it("when a file, the settings, the map's or the sitemaps are asked for, then each keeps its own lifetime", async () => {
    await town();
    const answers: [string, number, string][] = [
      ["/assets/index-Ab12Cd34.js", 200, "public, max-age=31536000, immutable"],
      ["/favicon.svg", 200, "public, max-age=3600"],
      ["/robots.txt", 200, "public, max-age=86400"],
      ["/sitemap.xml", 200, "public, max-age=0, must-revalidate"],
      ["/sitemaps/businesses-1.xml", 200, "public, max-age=0, must-revalidate"],
      ["/sitemaps/cities.xml", 200, "public, max-age=0, must-revalidate"],
      ["/api/site", 200, "public, max-age=300"],
      ["/api/openapi.json", 200, "public, max-age=300"],
      ["/api/map", 200, "public, max-age=300"],
      ["/map/style.json", 200, "public, max-age=300"],
      ["/map/us-states.json", 200, "public, max-age=604800"],
    ];
    for (const [url, status, cache] of answers) expect(await cacheOf(url)).toEqual({ url, status, cache });
  });

  it("when the operator's pages or API, health, a challenge or an error answer, then nothing may store them", async () => {
    const agent = await loginAgent(context);
    const answers: [supertest.Agent | supertest.SuperTest<supertest.Test>, string, number][] = [
      [context.request, "/admin", 200],
      [context.request, "/admin-panel", 200],
      [agent, "/admin/dashboard", 200],
      [context.request, "/api/admin/check-auth", 401],
      [agent, "/api/admin/check-auth", 200],
      [agent, "/api/admin/activity", 200],
      [context.request, "/healthz", 200],
      [context.request, "/readyz", 200],
      [context.request, "/api/altcha/challenge", 200],
      [context.request, `/api/no-such-read-${uniqueToken()}`, 404],
      [context.request, "/api/businesses/987654321", 404],
      [context.request, `/api/businesses/slug/no-such-${uniqueToken()}`, 404],
      [context.request, "/api/businesses?limit=abc", 400],
    ];
    for (const [client, url, status] of answers) {
      const res = await client.get(url);
      expect({ url, status: res.status, cache: res.headers["cache-control"] }).toEqual({ url, status, cache: noStore });
    }
  });

  it("when a sitemap file that does not exist is asked for, then its 404 is revalidated like the files", async () => {
    const url = `/sitemaps/no-such-file-${uniqueToken()}.xml`;
    expect(await cacheOf(url)).toEqual({ url, status: 404, cache: "public, max-age=0, must-revalidate" });
  });

  it("when a signed-in operator asks for a public page or read, then it is the one every visitor gets: same header, no cookie set, no Vary: Cookie", async () => {
    const { cityWithState } = await town();
    const agent = await loginAgent(context);
    for (const url of [`/city/${cityWithState}`, `/api/city/${cityWithState}`]) {
      const anonymous = await context.request.get(url).expect(200);
      const operator = await agent.get(url).expect(200);
      expect(operator.headers["cache-control"]).toBe(publicRead);
      expect(operator.headers["set-cookie"]).toBeUndefined();
      expect(String(operator.headers.vary ?? "")).not.toMatch(/cookie/i);
      expect(operator.text).toBe(anonymous.text);
    }
  });
});

describe("when the database is gone", () => {
  it("when a page or a public read fails, then the 5xx may be stored by no cache", async () => {
    const database = await createTestDatabase();
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    const app = createApp({ db: database.db, config: loadConfig({ NODE_ENV: "test", SITE_URL: testOrigin }), clientDir, logger: createLogger("fatal", quiet) });
    await database.close();
    const request = supertest(app);
    for (const url of [`/details/gone-${uniqueToken()}`, `/api/businesses?search=gone${uniqueToken()}`, `/api/businesses/slug/gone-${uniqueToken()}`]) {
      const res = await request.get(url);
      expect({ url, failed: res.status >= 500, cache: res.headers["cache-control"] }).toEqual({ url, failed: true, cache: noStore });
    }
  });
});
