import { describe, expect, it } from "vitest";
import { business, businessListResponse, statistics } from "../../shared/api";
import { categoryGroupOf } from "../../shared/categories";
import { parseDayHours } from "../../shared/opening-hours";
import { useTestApp } from "../test/test-app";
import { generateBusiness } from "./generate";
import { Places } from "./places";
import { Random } from "./random";
import { samplePlaceId, seedBusinesses } from "./seed";

const places = new Places();
const sample = (seed: number, n: number) => {
  const random = new Random(seed);
  return Array.from({ length: n }, () => generateBusiness(random, places));
};

describe("sample generator", () => {
  it("when given the same seed, then it yields the same businesses; another seed differs", () => {
    expect(sample(42, 50)).toEqual(sample(42, 50));
    expect(sample(43, 50)).not.toEqual(sample(42, 50));
  });

  it("when generating, then every business is plausible and self-consistent", () => {
    for (const b of sample(7, 500)) {
      expect(b.zipCode).toMatch(/^\d{5}$/);
      expect(b.address).toContain(`${b.city}, ${b.state} ${b.zipCode}`);
      expect(b.timeZone).toMatch(/^(America|Pacific)\//);
      expect(b.categoryGroup).toBe(categoryGroupOf(b.category));
      if (b.phone) expect(b.phone).toMatch(/^\+1 \d{3}-555-01\d{2}$/);
      if (b.rating !== null) expect(b.rating).toBeGreaterThanOrEqual(1);
      expect(b.rating === null).toBe(b.reviewCount === 0);
      for (const text of Object.values(b.openingHours ?? {})) expect(parseDayHours(text)).toBeDefined();
    }
  });

  it("when drawing many, then big cities get more businesses than small ones", () => {
    const cities = sample(3, 5000).map((b) => b.city);
    const count = (name: string) => cities.filter((c) => c === name).length;
    expect(count("New York")).toBeGreaterThan(count("Boise"));
    expect(new Set(cities).size).toBeGreaterThan(500);
  });
});

describe("seedBusinesses", () => {
  const context = useTestApp();

  it("when seeding N businesses, then the API serves N more with unique slugs and fresh counts", async () => {
    const before = statistics.parse((await context.request.get("/api/statistics")).body);
    await seedBusinesses(context.database.db, { count: 120, seed: 11, batchSize: 50 });
    await context.recountFacets();
    const after = statistics.parse((await context.request.get("/api/statistics")).body);
    expect(after.totalBusinesses).toBe(before.totalBusinesses + 120);
    const list = businessListResponse.parse((await context.request.get("/api/businesses?limit=100")).body);
    const slugs = list.businesses.map((b) => b.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const first = list.businesses[0];
    if (!first) throw new Error("no businesses listed");
    expect(first.placeId).toBe(samplePlaceId(first.id));
    expect(first.slug.endsWith(`-${samplePlaceId(first.id).slice(0, 7)}`)).toBe(true);
    const detail = business.parse((await context.request.get(`/api/businesses/slug/${first.slug}`).expect(200)).body);
    expect(detail.source).toBe("sample");
  });
});
