import { beforeAll, describe, expect, it } from "vitest";
import { businessListResponse, statistics, type BusinessListResponse } from "../../shared/api";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

async function list(query: Record<string, string | number>): Promise<BusinessListResponse> {
  const res = await context.request.get("/api/businesses").query(query).expect(200);
  return businessListResponse.parse(res.body);
}

const names = (page: BusinessListResponse) => page.businesses.map((b) => b.name);

describe("GET /api/businesses paging", () => {
  it("when rows span several pages, then pages are disjoint and totals follow ceil(total / limit)", async () => {
    const city = `Pageville ${uniqueToken()}`;
    await insertBusinesses(
      context,
      Array.from({ length: 7 }, (_, i) => ({ city, name: `Pager ${i} ${city}` })),
    );
    const pages = await Promise.all([0, 3, 6, 9].map((offset) => list({ location: city, limit: 3, offset })));
    expect(pages.map((p) => p.businesses.length)).toEqual([3, 3, 1, 0]);
    for (const page of pages) expect(page).toMatchObject({ totalCount: 7, totalPages: 3 });
    const seen = pages.flatMap(names);
    expect(new Set(seen).size).toBe(7);
  });

  it("when limit is omitted, then 20 rows come back and totalPages counts pages of 20", async () => {
    const city = `Defaultburg ${uniqueToken()}`;
    await insertBusinesses(
      context,
      Array.from({ length: 21 }, () => ({ city })),
    );
    const page = await list({ location: city });
    expect(page.businesses).toHaveLength(20);
    expect(page).toMatchObject({ totalCount: 21, totalPages: 2 });
    expect((await list({ location: city, limit: 100 })).businesses).toHaveLength(21);
  });

  it("when nothing filters, then totalCount is every business and totalPages matches it", async () => {
    await insertBusinesses(context, [{}]);
    const stats = statistics.parse((await context.request.get("/api/statistics").expect(200)).body);
    const page = await list({ limit: 7 });
    expect(page.totalCount).toBe(stats.totalBusinesses);
    expect(page.totalPages).toBe(Math.ceil(stats.totalBusinesses / 7));
    expect(page.businesses).toHaveLength(Math.min(7, stats.totalBusinesses));
  });

  it("when limit is 1 or 100, then it is accepted", async () => {
    expect((await list({ limit: 1 })).businesses.length).toBeLessThanOrEqual(1);
    expect((await list({ limit: 100 })).businesses.length).toBeLessThanOrEqual(100);
  });

  it.each(["0", "101", "-1", "abc", "1.5", "1e2"])("when limit is %j, then it answers 400 naming limit", async (limit) => {
    const res = await context.request.get(`/api/businesses?limit=${limit}`).expect(400);
    expect(res.body).toMatchObject({ message: expect.any(String), errors: { limit: expect.any(Array) } });
  });

  it.each(["-1", "abc", "2.5"])("when offset is %j, then it answers 400 naming offset", async (offset) => {
    const res = await context.request.get(`/api/businesses?offset=${offset}`).expect(400);
    expect(res.body.errors).toHaveProperty("offset");
  });

  it.each([
    ["limit", "limit=1&limit=2"],
    ["offset", "offset=0&offset=1"],
    ["search", "search=a&search=b"],
    ["category", "category=a&category=b"],
    ["status", "status=verified&status=pending"],
  ])("when %s is repeated, then it answers 400 naming it, not 500", async (field, query) => {
    const res = await context.request.get(`/api/businesses?${query}`).expect(400);
    expect(res.body.errors).toHaveProperty(field);
  });
});

describe("GET /api/businesses search", () => {
  it("when the text appears in name, category, city or state in any case, then each of those rows matches", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Name ${t}` },
      { category: `Gizmo ${t} maker` },
      { city: `City ${t}` },
      { state: t.toUpperCase() },
      { name: `Unrelated ${uniqueToken()}` },
    ]);
    const page = await list({ search: t.toUpperCase(), limit: 100 });
    expect(page.totalCount).toBe(4);
    expect(page.businesses.map((b) => [b.name, b.category, b.city, b.state].join(" ").toLowerCase()).every((s) => s.includes(t))).toBe(true);
  });

  it("when a name matches and better-rated rows match by category or city, then the name match comes first", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Zed ${uniqueToken()}`, category: `Widget ${t}`, rating: 5, reviewCount: 900 },
      { name: `Yak ${uniqueToken()}`, city: `Town ${t}`, rating: 5, reviewCount: 800 },
      { name: `Best ${t}`, rating: 1, reviewCount: 1 },
    ]);
    const page = await list({ search: t });
    expect(names(page)[0]).toBe(`Best ${t}`);
    expect(page.totalCount).toBe(3);
  });

  it("when search is padded with spaces, then it is trimmed; when it is over 200 characters, then 400 names search", async () => {
    const name = `Padded ${uniqueToken()}`;
    await insertBusinesses(context, [{ name }]);
    expect(names(await list({ search: `   ${name}   ` }))).toEqual([name]);
    const res = await context.request
      .get("/api/businesses")
      .query({ search: "x".repeat(201) })
      .expect(400);
    expect(res.body.errors).toHaveProperty("search");
  });
});

describe("GET /api/businesses search with special characters", () => {
  const literalCity = `Literal ${uniqueToken()}`;
  const literalNames = ["100% Organic", "snake_case Cafe", "O'Brien's Pub", 'The "Best" Diner', "Back\\slash Bar", "Plain Grill"];
  beforeAll(() =>
    insertBusinesses(
      context,
      literalNames.map((name) => ({ name, city: literalCity })),
    ),
  );

  it.each([
    ["%", []],
    ["100%", ["100% Organic"]],
    ["_", []],
    ["snake_case", ["snake_case Cafe"]],
    ["'", []],
    ["o'brien", ["O'Brien's Pub"]],
    ["obriens", ["O'Brien's Pub"]],
    ['"best"', ['The "Best" Diner']],
    ["\\", []],
    ["back\\slash", ["Back\\slash Bar"]],
    ["'; DROP TABLE businesses; --", []],
    ["' OR '1'='1", []],
  ])("when searching %j, then its words are matched and punctuation alone matches nothing", async (search, expected) => {
    const page = await list({ search, location: literalCity });
    expect(names(page).sort()).toEqual([...expected].sort());
    expect(page.totalCount).toBe(expected.length);
  });

  it("when searching an SQL injection, then the table is intact afterwards", async () => {
    await list({ search: "'; DROP TABLE businesses; --" });
    const name = `Survivor ${uniqueToken()}`;
    await insertBusinesses(context, [{ name }]);
    expect(names(await list({ search: name }))).toEqual([name]);
  });

  it.each(["search", "location", "country", "category"])("when %s holds a NUL character, then it does not answer 500", async (field) => {
    const res = await context.request.get(`/api/businesses?${field}=a%00b`);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toHaveProperty(res.status === 200 ? "businesses" : "message");
  });
});

describe("GET /api/businesses filters", () => {
  it.each([
    ["Italian restaurant", ["Italian"]],
    ["ITALIAN RESTAURANT", ["Italian"]],
    ["italian-restaurant", ["Italian"]],
    ["restaurants", ["Italian", "Sushi"]],
    ["all", ["Italian", "Plumber", "Sushi"]],
    ["ALL", ["Italian", "Plumber", "Sushi"]],
    ["zorblax-nothing", []],
  ])("when category is %j, then only matching rows come back", async (category, expected) => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Italian ${t}`, category: "Italian restaurant" },
      { name: `Sushi ${t}`, category: "Sushi restaurant" },
      { name: `Plumber ${t}`, category: "Plumber" },
    ]);
    const page = await list({ search: t, category });
    expect(names(page).sort()).toEqual(expected.map((n) => `${n} ${t}`));
    expect(page.totalCount).toBe(expected.length);
  });

  it.each([
    ["62701", ["A"]],
    ["62701-1234", ["A"]],
    ["Springfield, IL", ["A"]],
    ["springfield, illinois", ["A"]],
    ["Springfield, IL 62701", ["A"]],
    ["Illinois", ["A", "C"]],
    ["IL", ["A", "C"]],
    ["il", ["A", "C"]],
    ["Springfield", ["A", "B"]],
    ["SPRINGFIELD", ["A", "B"]],
  ])("when location is %j, then it filters by ZIP, city and/or state", async (location, expected) => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `A ${t}`, city: "Springfield", state: "IL", zipCode: "62701" },
      { name: `B ${t}`, city: "Springfield", state: "MO", zipCode: "65801" },
      { name: `C ${t}`, city: "Chicago", state: "IL", zipCode: "60601" },
    ]);
    const page = await list({ search: t, location });
    expect(names(page).sort()).toEqual(expected.map((n) => `${n} ${t}`));
    expect(page.totalCount).toBe(expected.length);
  });

  it("when country is given in any case, then it filters by that country", async () => {
    const country = `Freedonia ${uniqueToken()}`;
    await insertBusinesses(context, [{ country }, { country }, { country: `Sylvania ${uniqueToken()}` }]);
    for (const value of [country, country.toLowerCase(), country.toUpperCase()]) {
      const page = await list({ country: value });
      expect(page.totalCount).toBe(2);
      expect(page.businesses.every((b) => b.country === country)).toBe(true);
    }
    expect((await list({ country: `Nowhere ${uniqueToken()}` })).totalCount).toBe(0);
  });

  it("when status is verified or pending, then only those rows come back", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Verified ${t}`, isVerified: true },
      { name: `Pending ${t}`, isVerified: false },
    ]);
    expect(names(await list({ search: t, status: "verified" }))).toEqual([`Verified ${t}`]);
    expect(names(await list({ search: t, status: "pending" }))).toEqual([`Pending ${t}`]);
    const verified = await list({ status: "verified", limit: 100 });
    expect(verified.businesses.every((b) => b.isVerified)).toBe(true);
  });

  it.each(["bogus", "true"])("when status is %j, then it answers 400 naming status", async (status) => {
    const res = await context.request.get("/api/businesses").query({ status }).expect(400);
    expect(res.body.errors).toHaveProperty("status");
  });

  it("when rows differ in rating and reviews, then they are ordered by rating (nulls last), then review count", async () => {
    const city = `Rankton ${uniqueToken()}`;
    await insertBusinesses(context, [
      { city, name: `four-few ${city}`, rating: 4, reviewCount: 10 },
      { city, name: `unrated ${city}`, rating: null, reviewCount: 1000 },
      { city, name: `five ${city}`, rating: 5, reviewCount: 5 },
      { city, name: `four-many ${city}`, rating: 4, reviewCount: 50 },
      { city, name: `zero ${city}`, rating: 0, reviewCount: 0 },
    ]);
    const page = await list({ location: city, sort: "rating" });
    expect(names(page)).toEqual(["five", "four-many", "four-few", "zero", "unrated"].map((n) => `${n} ${city}`));
    expect(page.businesses.map((b) => b.rating)).toEqual([5, 4, 4, 0, null]);
  });
});
