import { describe, expect, it } from "vitest";
import { businessList, categorySummaries, errorResponse, totalCountHeader } from "../../shared/api";
import { categorySlug } from "../../shared/slug";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

/** GETs a city or category page (path already encoded) and returns its rows and the total header. */
async function page(path: string) {
  const res = await context.request.get(path).expect(200);
  const total = res.headers[totalCountHeader.toLowerCase()];
  return { businesses: businessList.parse(res.body), total: Number(total) };
}

const names = (rows: { name: string }[]) => rows.map((b) => b.name).sort();

async function expectNotFound(path: string) {
  const res = await context.request.get(path).expect(404);
  expect(errorResponse.parse(res.body).message).toEqual(expect.any(String));
}

describe("GET /api/city/{cityName}", () => {
  it("when the city is asked in any case, then every business there comes back with the total header", async () => {
    const city = `Springfield ${uniqueToken()}`;
    await insertBusinesses(context, [{ city }, { city }, { city: `Elsewhere ${uniqueToken()}` }]);
    for (const form of [city, city.toLowerCase(), city.toUpperCase()]) {
      const { businesses, total } = await page(`/api/city/${encodeURIComponent(form)}`);
      expect(total).toBe(2);
      expect(businesses).toHaveLength(2);
      expect(businesses.every((b) => b.city === city)).toBe(true);
    }
  });

  it("when a city with spaces is asked URL-encoded or hyphenated, then it is found", async () => {
    const t = uniqueToken();
    const city = `New Town ${t}`;
    await insertBusinesses(context, [{ city, name: `Townie ${t}` }]);
    for (const path of [`/api/city/New%20Town%20${t}`, `/api/city/new-town-${t}`, `/api/city/NEW-TOWN-${t}`]) {
      const { businesses, total } = await page(path);
      expect(names(businesses)).toEqual([`Townie ${t}`]);
      expect(total).toBe(1);
    }
  });

  it("when a city name itself holds a hyphen, then it is found as written", async () => {
    const city = `Winston-Salem ${uniqueToken()}`;
    await insertBusinesses(context, [{ city }]);
    expect((await page(`/api/city/${encodeURIComponent(city)}`)).total).toBe(1);
  });

  it("when limit and offset are given, then they page the city and the header keeps the total", async () => {
    const city = `Pagetown ${uniqueToken()}`;
    await insertBusinesses(
      context,
      Array.from({ length: 5 }, (_, i) => ({ city, name: `P${i} ${city}`, reviewCount: 100 - i })),
    );
    const base = `/api/city/${encodeURIComponent(city)}`;
    const pages = await Promise.all([0, 2, 4, 6].map((offset) => page(`${base}?limit=2&offset=${offset}`)));
    expect(pages.map((p) => p.businesses.length)).toEqual([2, 2, 1, 0]);
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
    expect(pages.flatMap((p) => p.businesses.map((b) => b.name))).toEqual([0, 1, 2, 3, 4].map((i) => `P${i} ${city}`));
    expect((await page(base)).businesses).toHaveLength(5);
  });

  it.each(["limit=0", "limit=101", "offset=-1", "limit=x", "limit=1&limit=2"])("when the city page query is %s, then it answers 400", async (query) => {
    const city = `Badpage ${uniqueToken()}`;
    await insertBusinesses(context, [{ city }]);
    const res = await context.request.get(`/api/city/${encodeURIComponent(city)}?${query}`).expect(400);
    expect(errorResponse.parse(res.body).errors).toBeDefined();
  });

  it("when the city is unknown, then it answers 404 with a message", async () => {
    await expectNotFound(`/api/city/Nowhereville%20${uniqueToken()}`);
  });

  it.each(["a%00b", "%E0%A4%A", "%20"])("when the city name is %j, then it answers 4xx, not 500", async (name) => {
    const res = await context.request.get(`/api/city/${name}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe("GET /api/category/{categoryName}", () => {
  it("when a fine category is asked by slug or by name, then only that category comes back", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Graft ${t}`, category: "Hair transplantation clinic" },
      { name: `Tooth ${t}`, category: "Dentist" },
    ]);
    for (const path of [
      "/api/category/hair-transplantation-clinic",
      "/api/category/Hair%20transplantation%20clinic",
      "/api/category/HAIR-TRANSPLANTATION-CLINIC",
    ]) {
      const { businesses, total } = await page(`${path}?limit=100`);
      expect(businesses.map((b) => b.name)).toContain(`Graft ${t}`);
      expect(businesses.every((b) => b.category === "Hair transplantation clinic")).toBe(true);
      expect(total).toBe(businesses.length);
    }
  });

  it("when a broad group slug is asked, then it holds every fine category of that group", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Graft ${t}`, category: "Hair transplantation clinic", rating: 5, reviewCount: 100_000 },
      { name: `Tooth ${t}`, category: "Dentist", rating: 5, reviewCount: 100_001 },
      { name: `Pasta ${t}`, category: "Italian restaurant", rating: 5, reviewCount: 100_002 },
      { name: `Roll ${t}`, category: "Sushi restaurant", rating: 5, reviewCount: 100_003 },
    ]);
    const health = await page("/api/category/healthcare?limit=100");
    expect(health.businesses.map((b) => b.name)).toEqual(expect.arrayContaining([`Graft ${t}`, `Tooth ${t}`]));
    expect(health.businesses.every((b) => b.categoryGroup === "healthcare")).toBe(true);
    expect(health.total).toBe(health.businesses.length);
    const food = await page("/api/category/restaurants?limit=100");
    expect(food.businesses.map((b) => b.category)).toEqual(expect.arrayContaining(["Italian restaurant", "Sushi restaurant"]));
    expect(food.businesses.map((b) => b.name)).not.toContain(`Graft ${t}`);
  });

  it("when a group is asked by its display name, then it answers like its slug", async () => {
    await insertBusinesses(context, [{ category: "Hair salon" }, { category: "Plumber" }]);
    for (const [name, slug] of [
      ["Beauty & Wellness", "beauty-wellness"],
      ["Home Services", "home-services"],
    ] as const) {
      const bySlug = await page(`/api/category/${slug}?limit=100`);
      const byName = await page(`/api/category/${encodeURIComponent(name)}?limit=100`);
      expect(byName.total).toBe(bySlug.total);
    }
  });

  it("when a category holds &, / and commas, then its slug, its name and the client's hyphen form all find it", async () => {
    const category = `Bars & Pubs / Taverns, Inc ${uniqueToken()}`;
    const slug = categorySlug(category);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    await insertBusinesses(context, [{ category }, { category }]);
    const clientForm = category.toLowerCase().replace(/\s+/g, "-");
    for (const form of [slug, category, clientForm]) {
      const { businesses, total } = await page(`/api/category/${encodeURIComponent(form)}`);
      expect(total).toBe(2);
      expect(businesses.every((b) => b.category === category && b.categorySlug === slug)).toBe(true);
    }
    const listed = categorySummaries.parse((await context.request.get("/api/categories").expect(200)).body);
    expect(listed.find((c) => c.category === category)).toMatchObject({ slug, businessCount: 2, group: "restaurants" });
  });

  it("when limit and offset are given, then they page the category and the header keeps the total", async () => {
    const category = `Widget repair ${uniqueToken()}`;
    await insertBusinesses(
      context,
      Array.from({ length: 3 }, () => ({ category })),
    );
    const path = `/api/category/${categorySlug(category)}`;
    const first = await page(`${path}?limit=2`);
    const second = await page(`${path}?limit=2&offset=2`);
    expect([first.businesses.length, second.businesses.length, first.total, second.total]).toEqual([2, 1, 3, 3]);
    await context.request.get(`${path}?limit=500`).expect(400);
  });

  it("when the category is unknown, then it answers 404 with a message", async () => {
    await expectNotFound(`/api/category/zorblax-${uniqueToken()}`);
    await expectNotFound(`/api/category/Zorblax%20${uniqueToken()}`);
  });
});
