import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "regexparam";
import { describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/api-paths";
import { browseStateFrom, citiesStateFrom } from "../../shared/browse-state";
import { pageRoutes, type PageKey } from "../../shared/page-routes";
import { categorySlug } from "../../shared/slug";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

// The source shell, and a build manifest of the shape Vite writes: an entry, a file for every page's code the
// table names, and the detail page importing one shared chunk and the entry.
const chunks = [...new Set(pageRoutes.flatMap((route) => route.chunk ?? []))];
const fileOf = (chunk: string) => `assets/${path.basename(chunk, ".tsx")}-1.js`;
const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(clientDir, "index.html"));
mkdirSync(path.join(clientDir, ".vite"));
writeFileSync(
  path.join(clientDir, ".vite", "manifest.json"),
  JSON.stringify({
    ...Object.fromEntries(chunks.map((chunk) => [chunk, { file: fileOf(chunk), imports: ["index.html"], isDynamicEntry: true }])),
    "index.html": { file: "assets/index-1.js", imports: ["_react-1.js"], isEntry: true },
    "_react-1.js": { file: "assets/react-1.js" },
    "_views-1.js": { file: "assets/views-1.js", imports: ["_react-1.js"] },
    "src/pages/business-detail.tsx": { file: "assets/business-detail-1.js", imports: ["index.html", "_views-1.js"], isDynamicEntry: true },
  }),
);
const context = useTestApp({ SITE_URL: "https://dir.example", SITE_NAME: "Main Street" }, { clientDir });

/** The answers a page carries, by API URL, as the client reads them. */
async function firstAnswersOf(url: string, status = 200): Promise<Record<string, { body: unknown; total?: number }>> {
  const html = (await context.request.get(url).expect(status)).text;
  const json = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error(`no first answers in ${url}`);
  return JSON.parse(json) as Record<string, { body: unknown; total?: number }>;
}

const apiBody = async (url: string) => (await context.request.get(url).expect(200)).body as unknown;

describe("a page's first answers", () => {
  it("when a business's page is fetched, then it carries the API's own answers for the business, its neighbours and the layout", async () => {
    const [row] = await insertBusinesses(context, [{ latitude: 39.78, longitude: -89.65 }]);
    if (!row) throw new Error("row not inserted");
    const answers = await firstAnswersOf(`/details/${row.slug}`);
    const detail = apiPaths.business({ slug: row.slug });
    expect(answers[detail]?.body).toEqual(await apiBody(detail));
    expect(answers[apiPaths.nearby(row.id)]?.body).toEqual(await apiBody(apiPaths.nearby(row.id)));
    expect(answers[apiPaths.statistics]?.body).toEqual(await apiBody(apiPaths.statistics));
    expect(answers[apiPaths.site]?.body).toMatchObject({ siteName: "Main Street", siteUrl: "https://dir.example" });
  });

  it("when a business has no point, then its page carries no nearby list, which it never shows", async () => {
    const [row] = await insertBusinesses(context, [{ latitude: null, longitude: null }]);
    if (!row) throw new Error("row not inserted");
    const answers = await firstAnswersOf(`/details/${row.slug}`);
    expect(answers[apiPaths.business({ slug: row.slug })]).toBeDefined();
    expect(answers[apiPaths.nearby(row.id)]).toBeUndefined();
  });

  it("when a city's second page is fetched, then it carries that page of businesses with the total the API sends", async () => {
    const city = `Firstville ${uniqueToken()}`;
    await insertBusinesses(
      context,
      Array.from({ length: 23 }, () => ({ city })),
    );
    const answers = await firstAnswersOf(`/city/${encodeURIComponent(city)}?page=2`);
    const list = apiPaths.cityBusinesses(city, 2);
    const api = await context.request.get(list).expect(200);
    expect(answers[list]).toEqual({ body: api.body, total: Number(api.headers["x-total-count"]) });
    expect(answers[list]?.total).toBe(23);
    expect(answers[apiPaths.cityPlaces(city)]?.body).toEqual(await apiBody(apiPaths.cityPlaces(city)));
  });

  it("when a town's page is fetched, then it carries the town's categories as the API answers them", async () => {
    const city = `Chipton ${uniqueToken()}`;
    await insertBusinesses(context, [
      { city, state: "TX", category: "Pizza restaurant" },
      { city, state: "TX", category: "Pizza restaurant" },
      { city, state: "TX", category: "Dentist" },
    ]);
    const answers = await firstAnswersOf(`/city/${encodeURIComponent(city)}`);
    const categories = apiPaths.cityCategories(city);
    expect(answers[categories]?.body).toEqual(await apiBody(categories));
    expect(answers[categories]?.body).toMatchObject({
      groups: [
        { slug: "restaurants", businessCount: 2 },
        { slug: "healthcare", businessCount: 1 },
      ],
    });
  });

  it("when several states share a town's name, then its chooser page is sent with its places and no categories, which the API refuses", async () => {
    const city = `Twinfirst ${uniqueToken()}`;
    await insertBusinesses(context, [
      { city, state: "OR" },
      { city, state: "ME" },
    ]);
    const answers = await firstAnswersOf(`/city/${encodeURIComponent(city)}`);
    expect(answers[apiPaths.cityPlaces(city)]?.body).toMatchObject({ place: null });
    expect(answers[apiPaths.cityCategories(city)]).toBeUndefined();
    await context.request.get(apiPaths.cityCategories(city)).expect(404);
  });

  it("when a category's page is fetched, then it carries the category's top towns as the API answers them", async () => {
    const category = `Chip maker ${uniqueToken()}`;
    const city = `Chipford ${uniqueToken()}`;
    await insertBusinesses(context, [{ city, state: "TX", category }]);
    const slug = categorySlug(category);
    const answers = await firstAnswersOf(`/category/${slug}`);
    const towns = apiPaths.categoryCities(slug);
    expect(answers[towns]?.body).toEqual(await apiBody(towns));
    expect(answers[towns]?.body).toMatchObject({ towns: [{ label: `${city}, TX`, businessCount: 1 }] });
  });

  it("when Browse is opened with a search, then it carries the list for exactly the URL the client asks", async () => {
    const token = uniqueToken();
    await insertBusinesses(context, [{ name: `Zebrafish ${token} Grill` }]);
    const search = `?q=zebrafish+${token}&sort=rating&openNow=false&page=1`;
    const answers = await firstAnswersOf(`/businesses${search}`);
    const state = browseStateFrom(search);
    const list = apiPaths.businessList({ ...state, page: state.page ?? 1 });
    expect(answers[list]?.body).toMatchObject({ totalCount: 1, businesses: [{ name: `Zebrafish ${token} Grill` }] });
    expect(answers[apiPaths.categories]).toBeDefined();
  });

  it("when /cities is opened at a letter, a search or bare, then it carries that page of the index and never the whole list", async () => {
    const token = uniqueToken();
    await insertBusinesses(context, [{ city: `Cedarfirst ${token}` }, { city: `Kedarfirst ${token}` }]);
    for (const search of ["?letter=c", `?q=${token}&letter=C`, "", "?page=1"]) {
      const answers = await firstAnswersOf(`/cities${search}`);
      const index = apiPaths.cityIndex(citiesStateFrom(search));
      expect(answers[index]?.body, search).toEqual(await apiBody(index));
      expect(answers[apiPaths.cities], search).toBeUndefined();
    }
    const searched = await firstAnswersOf(`/cities?q=${token}`);
    expect(searched[`/api/cities/index?q=${token}`]?.body).toMatchObject({ totalCount: 2, letter: null, query: token });
  });

  it("when a name holds markup, then it cannot end the script element and reads back as written", async () => {
    const name = `</script><script>alert(1)</script> $& Co ${uniqueToken()}`;
    const [row] = await insertBusinesses(context, [{ name }]);
    if (!row) throw new Error("row not inserted");
    const html = (await context.request.get(`/details/${row.slug}`).expect(200)).text;
    expect(html).not.toContain("<script>alert(1)");
    const answers = await firstAnswersOf(`/details/${row.slug}`);
    expect(answers[apiPaths.business({ slug: row.slug })]?.body).toMatchObject({ name });
  });

  it("when a business does not exist, then the 404 page carries the layout's answers and none for the business", async () => {
    const slug = `no-such-business-${uniqueToken()}`;
    const answers = await firstAnswersOf(`/details/${slug}`, 404);
    expect(answers[apiPaths.business({ slug })]).toBeUndefined();
    expect(answers[apiPaths.popularCities]).toBeDefined();
  });
});

describe("a page's code", () => {
  it("when a business's page is fetched, then its code and what that imports are preloaded, but not the entry's own", async () => {
    const [row] = await insertBusinesses(context, [{}]);
    if (!row) throw new Error("row not inserted");
    const html = (await context.request.get(`/details/${row.slug}`).expect(200)).text;
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(["/assets/business-detail-1.js", "/assets/views-1.js"]);
  });

  it("when the home page is fetched, then nothing more is preloaded: its code is the entry", async () => {
    const html = (await context.request.get("/").expect(200)).text;
    expect(html).not.toContain('rel="modulepreload"');
  });

  it("when every page of the page-route table is fetched, then each has its own head and status and preloads the code the table names", async () => {
    const t = uniqueToken();
    const [city, category] = [`Tableton ${t}`, `Table maker ${t}`];
    const [row] = await insertBusinesses(context, [{ city, category }]);
    if (!row) throw new Error("row not inserted");
    const params: Partial<Record<PageKey, Record<string, string>>> = {
      city: { cityName: city },
      cityCategory: { cityName: city, categorySlug: categorySlug(category) },
      category: { slug: categorySlug(category) },
      businessBySlug: { slug: row.slug },
      businessById: { id: String(row.id) },
    };
    for (const route of pageRoutes) {
      const values = Object.fromEntries(Object.entries(params[route.page] ?? {}).map(([name, value]) => [name, encodeURIComponent(value)]));
      const url = route.pattern === "*" ? `/no-such-page-${t}` : inject(route.pattern, values);
      const res = await context.request.get(url);
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(res.text)?.[1];
      const preloads = [...res.text.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
      if (route.head === "notFound") expect([res.status, title], url).toEqual([404, "Page not found | Main Street"]);
      else expect([res.status, title === "Page not found | Main Street"], url).toEqual([200, false]);
      expect(preloads[0], url).toBe(route.chunk === undefined ? undefined : fileOf(route.chunk));
    }
  });
});
