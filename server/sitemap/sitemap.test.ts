import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sitemapStats } from "../../shared/admin-api";
import { businesses } from "../../shared/schema";
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
  it("when businesses exist, then the index lists every file, each validates, business URLs number the businesses and the statistics name the same files", async () => {
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
    const urls = stats.sitemapUrls;
    expect([urls.mainPages, urls.categories, urls.cities, ...urls.cityCategories, ...urls.businesses]).toEqual(files);
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
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await context.request.get("/sitemaps/cities.xml").set("Accept-Encoding", "identity").expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // The same file either way, each representation with its own ETag, each revalidated by its own.
    expect(res.text).toBe(plain.text);
    expect(res.text).toContain("Compressionville");
    expect(res.headers.etag).not.toBe(plain.headers.etag);
    await context.request
      .get("/sitemaps/cities.xml")
      .set("Accept-Encoding", "gzip")
      .set("If-None-Match", res.headers.etag ?? "")
      .expect(304);
    await context.request
      .get("/sitemaps/cities.xml")
      .set("Accept-Encoding", "gzip")
      .set("If-None-Match", plain.headers.etag ?? "")
      .expect(200);
  });
});

/** Every listed category in a town, from every pairs' file the index names: URL → lastmod; each file validated. */
async function listedPairs(): Promise<Map<string, string | undefined>> {
  const index = await get("/sitemap.xml");
  validate(index, "siteindex.xsd");
  const listed = new Map<string, string | undefined>();
  for (const file of locs(index).filter((url) => url.includes("/sitemaps/city-categories-"))) {
    const xml = await get(new URL(file).pathname);
    validate(xml, "sitemap.xsd");
    expect(locs(xml).length).toBeLessThanOrEqual(3);
    for (const m of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)) {
      expect(listed.has(m[1] ?? ""), `${m[1]} is in one file only`).toBe(false);
      listed.set(m[1] ?? "", m[2]);
    }
  }
  return listed;
}

const w3cSecond = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
const townUrl = (town: string, state: string) => `https://dir.example/city/${encodeURIComponent(town)},%20${state}`;

describe("sitemaps of categories in towns", () => {
  it("when a town has 3 open pizza places, then its fine category and its group are listed, dated by their last change, and the statistics count them", async () => {
    const town = `Pizzaville ${uniqueToken()}`;
    const rows = await insertBusinesses(
      context,
      [1, 2, 3].map((i) => ({ city: town, state: "TX", category: "Pizza restaurant", name: `Slice ${i} ${town}` })),
    );
    const listed = await listedPairs();
    const changed = w3cSecond(new Date(Math.max(...rows.map((r) => r.updatedAt.getTime()))));
    expect(listed.get(`${townUrl(town, "TX")}/pizza-restaurant`)).toBe(changed);
    expect(listed.get(`${townUrl(town, "TX")}/restaurants`)).toBe(changed);
    const stats = sitemapStats.parse((await (await loginAgent(context)).get("/api/admin/sitemap-stats").expect(200)).body);
    expect(stats.totalCityCategories).toBe(listed.size);
    expect(stats.sitemapUrls.cityCategories).toEqual(locs(await get("/sitemap.xml")).filter((url) => url.includes("/sitemaps/city-categories-")));
    const index = await get("/sitemap.xml");
    expect(index).toMatch(/<sitemap><loc>https:\/\/dir\.example\/sitemaps\/city-categories-1\.xml<\/loc><lastmod>[^<]+<\/lastmod><\/sitemap>/);
  });

  it("when a town has more listed pairs than a file holds, then files share it and each of its pairs is listed once", async () => {
    const town = `Manyshops ${uniqueToken()}`;
    const categories = ["Pizza restaurant", "Bakery", "Hardware store", "Florist", "Barber shop"];
    await insertBusinesses(
      context,
      categories.flatMap((category) => [1, 2, 3].map((i) => ({ city: town, state: "WA", category, name: `${category} ${i} ${town}` }))),
    );
    const listed = await listedPairs();
    const ours = [...listed.keys()].filter((url) => url.startsWith(`${townUrl(town, "WA")}/`));
    // Five fine categories and the groups they fall in, at 3 to a file.
    expect(ours.length).toBeGreaterThan(5);
    for (const slug of ["pizza-restaurant", "bakery", "hardware-store", "florist", "barber-shop"]) expect(ours).toContain(`${townUrl(town, "WA")}/${slug}`);
    const stats = sitemapStats.parse((await (await loginAgent(context)).get("/api/admin/sitemap-stats").expect(200)).body);
    expect(stats.totalCityCategories).toBe(listed.size);
  });

  it("when a pair has 2 open businesses and 1 closed for good, then neither it nor its group is listed", async () => {
    const town = `Thinburg ${uniqueToken()}`;
    await insertBusinesses(context, [
      { city: town, state: "TX", category: "Pizza restaurant" },
      { city: town, state: "TX", category: "Pizza restaurant" },
      { city: town, state: "TX", category: "Pizza restaurant", businessStatus: "CLOSED_PERMANENTLY" },
    ]);
    const urls = [...(await listedPairs()).keys()];
    expect(urls.filter((url) => url.includes(encodeURIComponent(town)))).toEqual([]);
  });

  it("when an edit closes one of a pair's 3 businesses for good, then the pair drops out of the sitemaps", async () => {
    const town = `Closingtown ${uniqueToken()}`;
    const [first] = await insertBusinesses(
      context,
      [1, 2, 3].map(() => ({ city: town, state: "OH", category: "Pizza restaurant" })),
    );
    const pizza = `${townUrl(town, "OH")}/pizza-restaurant`;
    expect((await listedPairs()).has(pizza)).toBe(true);
    const agent = await loginAgent(context);
    await agent.patch(`/api/admin/businesses/${first?.id}`).send({ businessStatus: "CLOSED_PERMANENTLY" }).expect(200);
    const urls = [...(await listedPairs()).keys()];
    expect(urls.filter((url) => url.includes(encodeURIComponent(town)))).toEqual([]);
    // The file it left says so: the edit is the latest change, and some pairs' file is dated by it.
    const [edited] = await context.database.db
      .select({ updatedAt: businesses.updatedAt })
      .from(businesses)
      .where(eq(businesses.id, first?.id ?? 0));
    const fileDates = [...(await get("/sitemap.xml")).matchAll(/city-categories-\d+\.xml<\/loc><lastmod>([^<]+)</g)].map((m) => m[1]);
    expect(fileDates).toContain(w3cSecond(edited?.updatedAt ?? new Date(0)));
  });

  it("when a town without a state shares its name with a town in a state, then its pairs name it with a bare comma", async () => {
    const town = `Twinton ${uniqueToken()}`;
    await insertBusinesses(context, [
      ...[1, 2, 3].map(() => ({ city: town, state: null, category: "Pizza restaurant" })),
      { city: town, state: "KS", category: "Pizza restaurant" },
    ]);
    const urls = [...(await listedPairs()).keys()].filter((url) => url.includes(encodeURIComponent(town)));
    expect(urls.sort()).toEqual([
      `https://dir.example/city/${encodeURIComponent(town)},/pizza-restaurant`,
      `https://dir.example/city/${encodeURIComponent(town)},/restaurants`,
    ]);
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
