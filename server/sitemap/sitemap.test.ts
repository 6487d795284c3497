import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sitemapStats } from "../../shared/admin-api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp({ ...testAdmin, SITEMAP_URLS_PER_FILE: "3", SITE_URL: "https://dir.example" });
const standards = path.resolve(import.meta.dirname, "schemas");
const hasXmllint = spawnSync("xmllint", ["--version"]).status === 0;
const scratch = mkdtempSync(path.join(tmpdir(), "sitemap-"));

/** Validates with xmllint against the sitemaps.org schemas; CI installs xmllint, so there it must exist. */
function validate(xml: string, schema: "sitemap.xsd" | "siteindex.xsd") {
  if (!hasXmllint) {
    if (process.env.CI) throw new Error("xmllint is missing: install libxml2-utils");
    return;
  }
  const file = path.join(scratch, `${uniqueToken()}.xml`);
  writeFileSync(file, xml);
  execFileSync("xmllint", ["--noout", "--schema", path.join(standards, schema), file], { stdio: "pipe" });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
const get = async (url: string) => (await context.request.get(url).expect(200).expect("Content-Type", /xml/)).text;

describe("sitemaps", () => {
  it("when businesses exist, then the index lists every file, each validates, and business URLs number the businesses", async () => {
    const city = `Rock & Roll ${uniqueToken()}`;
    const rows = await insertBusinesses(
      context,
      Array.from({ length: 7 }, (_, i) => ({ city, name: `Sitemap ${i} ${city}` })),
    );
    const index = await get("/sitemap.xml");
    validate(index, "siteindex.xsd");
    const files = locs(index);
    expect(files.slice(0, 3)).toEqual([
      "https://dir.example/sitemaps/main.xml",
      "https://dir.example/sitemaps/categories.xml",
      "https://dir.example/sitemaps/cities.xml",
    ]);
    expect(index).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    let businessUrls: string[] = [];
    for (const file of files) {
      const xml = await get(new URL(file).pathname);
      validate(xml, "sitemap.xsd");
      if (file.includes("businesses-")) {
        expect(locs(xml).length).toBeLessThanOrEqual(3);
        businessUrls = [...businessUrls, ...locs(xml)];
      }
    }
    const stats = sitemapStats.parse((await (await loginAgent(context)).get("/api/admin/sitemap-stats").expect(200)).body);
    expect(businessUrls).toHaveLength(stats.totalBusinesses);
    expect(stats.totalSitemaps).toBe(Math.ceil(stats.totalBusinesses / 3));
    expect(stats.businessesPerSitemap).toBe(3);
    expect([stats.sitemapUrls.mainPages, stats.sitemapUrls.categories, stats.sitemapUrls.cities, ...stats.sitemapUrls.businesses]).toEqual(files);
    for (const row of rows) expect(businessUrls).toContain(`https://dir.example/details/${row.slug}`);
    const cities = locs(await get("/sitemaps/cities.xml"));
    expect(cities).toContain(`https://dir.example/city/${encodeURIComponent(city)},%20IL`);
  });

  it("when two states have a town of one name, then the cities file lists each town's own URL and not the bare name", async () => {
    const city = `Portland ${uniqueToken()}`;
    await insertBusinesses(context, [
      { city, state: "OR" },
      { city, state: "ME" },
    ]);
    const cities = locs(await get("/sitemaps/cities.xml")).filter((url) => url.includes(encodeURIComponent(city)));
    expect(cities).toEqual([`https://dir.example/city/${encodeURIComponent(city)},%20ME`, `https://dir.example/city/${encodeURIComponent(city)},%20OR`]);
  });

  it("when the main file is read, then it lists the fixed pages, the page of all categories among them", async () => {
    const main = locs(await get("/sitemaps/main.xml"));
    expect(main).toEqual(expect.arrayContaining(["https://dir.example/", "https://dir.example/cities", "https://dir.example/categories"]));
  });

  it("when a category has businesses, then its group and fine pages are in the categories file", async () => {
    const category = `Sushi restaurant ${uniqueToken()}`;
    await insertBusinesses(context, [{ category }]);
    const urls = locs(await get("/sitemaps/categories.xml"));
    expect(urls).toContain("https://dir.example/category/restaurants");
    expect(urls.some((u) => u.endsWith(`/category/${category.toLowerCase().replace(/ /g, "-")}`))).toBe(true);
  });

  it("when the client already has the current file, then it answers 304; a missing file is 404", async () => {
    const first = await context.request.get("/sitemap.xml").expect(200);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers["last-modified"]).toBeTruthy();
    await context.request
      .get("/sitemap.xml")
      .set("If-None-Match", first.headers.etag ?? "")
      .expect(304);
    await context.request.get("/sitemaps/businesses-999.xml").expect(404);
    await context.request.get("/sitemaps/nothing.xml").expect(404);
  });

  it("when data changes, then the ETag changes", async () => {
    const before = (await context.request.get("/sitemap.xml")).headers.etag;
    await insertBusinesses(context, [{}]);
    const after = (await context.request.get("/sitemap.xml")).headers.etag;
    expect(after).not.toBe(before);
  });

  it("when gzip is accepted, then the file is sent compressed", async () => {
    await insertBusinesses(
      context,
      Array.from({ length: 30 }, (_, i) => ({ city: `Compressionville Number ${i} ${uniqueToken()}` })),
    );
    const res = await context.request.get("/sitemaps/cities.xml").set("Accept-Encoding", "gzip").expect(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});

describe("robots.txt", () => {
  it("when crawlers ask, then the public site is allowed, admin is disallowed and the sitemap is named", async () => {
    const res = await context.request
      .get("/robots.txt")
      .expect(200)
      .expect("Content-Type", /text\/plain/);
    expect(res.text).toContain("User-agent: *\nAllow: /");
    for (const rule of ["Disallow: /admin\n", "Disallow: /admin-*\n", "Disallow: /api/admin\n"]) expect(res.text).toContain(rule);
    expect(res.text).toContain("Sitemap: https://dir.example/sitemap.xml");
  });
});
