import { describe, expect, it } from "vitest";
import { businessListResponse, categorySummaries, countrySummaries, noCountry, popularCities, statistics } from "../../shared/api";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

describe("GET /api/statistics", () => {
  it("when businesses are added, then the totals count them", async () => {
    const before = statistics.parse((await context.request.get("/api/statistics").expect(200)).body);
    const city = `Statville ${uniqueToken()}`;
    await insertBusinesses(context, [
      { city, isVerified: true, category: `Rare category ${uniqueToken()}` },
      { city, isVerified: false },
    ]);
    const after = statistics.parse((await context.request.get("/api/statistics").expect(200)).body);
    expect(after.totalBusinesses).toBe(before.totalBusinesses + 2);
    expect(after.verifiedBusinesses).toBe(before.verifiedBusinesses + 1);
    expect(after.totalCities).toBe(before.totalCities + 1);
    expect(after.categories).toBeGreaterThanOrEqual(before.categories + 1);
  });
});

describe("GET /api/cities/popular", () => {
  it("when a city has the most businesses, then it comes first with its count", async () => {
    const city = `Bigtown ${uniqueToken()}`;
    await insertBusinesses(
      context,
      Array.from({ length: 30 }, () => ({ city })),
    );
    const body = popularCities.parse((await context.request.get("/api/cities/popular").expect(200)).body);
    expect(body[0]).toMatchObject({ name: city, businessCount: 30 });
    expect(body.length).toBeLessThanOrEqual(12);
  });

  it("when limit is not a number, then it answers 400 naming limit", async () => {
    const res = await context.request.get("/api/cities/popular?limit=abc").expect(400);
    expect(res.body.errors).toHaveProperty("limit");
  });
});

describe("GET /api/categories and /api/countries", () => {
  it("when businesses carry a category and country, then both lists count them", async () => {
    const category = `Widget repair ${uniqueToken()}`;
    const country = `Freedonia ${uniqueToken()}`;
    await insertBusinesses(context, [
      { category, country },
      { category, country },
    ]);
    const categories = categorySummaries.parse((await context.request.get("/api/categories").expect(200)).body);
    expect(categories.find((c) => c.category === category)).toMatchObject({ businessCount: 2 });
    const countries = countrySummaries.parse((await context.request.get("/api/countries").expect(200)).body);
    expect(countries.find((c) => c.country === country)).toEqual({ country, businessCount: 2 });
  });

  it("when businesses have no country, then the countries end with the no-country value and its count, and the list filters by it", async () => {
    const countries = async () => countrySummaries.parse((await context.request.get("/api/countries").expect(200)).body);
    const before = (await countries()).find((c) => c.country === noCountry)?.businessCount ?? 0;
    const name = `Stateless ${uniqueToken()}`;
    await insertBusinesses(context, [{ name: `${name} a`, country: null }, { name: `${name} b`, country: "" }, { country: "Canada" }]);
    const after = await countries();
    expect(after.at(-1)).toEqual({ country: noCountry, businessCount: before + 2 });
    for (const query of [`country=${encodeURIComponent(noCountry)}`, `country=${encodeURIComponent(noCountry)}&search=${encodeURIComponent(name)}`]) {
      const list = businessListResponse.parse((await context.request.get(`/api/businesses?${query}&limit=100`).expect(200)).body);
      expect(
        list.businesses.every((b) => !b.country),
        query,
      ).toBe(true);
      expect(
        list.businesses.map((b) => b.name),
        query,
      ).toEqual(expect.arrayContaining([`${name} a`, `${name} b`]));
      expect(list.totalCount, query).toBe(query.includes("search") ? 2 : before + 2);
    }
  });
});
