import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessList, businessListResponse } from "../../shared/api";
import { categorySlug } from "../../shared/slug";
import { insertBusinesses, uniqueToken, type BusinessInput } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

/** A few ratings a visitor would weigh differently from their stars alone, and a closed business. */
const contenders = (t: string): BusinessInput[] => [
  { name: `Few reviews ${t}`, rating: 5, reviewCount: 3 },
  { name: `Closed for good ${t}`, rating: 5, reviewCount: 2_000, businessStatus: "CLOSED_PERMANENTLY" },
  { name: `Many reviews ${t}`, rating: 4.8, reviewCount: 900 },
  { name: `Unrated ${t}`, rating: null, reviewCount: 0 },
  { name: `Closed for now ${t}`, rating: 4.6, reviewCount: 400, businessStatus: "CLOSED_TEMPORARILY" },
];

/** The expected order: 4.8 from 900 (4.79), 4.6 from 400 (4.59), 5.0 from 3 (4.23), no rating (4.0), permanently closed last. */
const expected = (t: string) => [`Many reviews ${t}`, `Closed for now ${t}`, `Few reviews ${t}`, `Unrated ${t}`, `Closed for good ${t}`];

const names = (rows: { name: string }[]) => rows.map((b) => b.name);

describe("the default order of lists", () => {
  it("when a city page lists its businesses, then a 4.8 from 900 reviews outranks a 5.0 from 3 and the permanently closed come last", async () => {
    const t = uniqueToken();
    const city = `Rankton ${t}`;
    await insertBusinesses(
      context,
      contenders(t).map((b) => ({ ...b, city })),
    );
    const res = await context.request.get(`/api/city/${encodeURIComponent(city)}`).expect(200);
    expect(names(businessList.parse(res.body))).toEqual(expected(t));
    // The rank orders lists; it is not part of what a business is.
    expect(res.body[0]).not.toHaveProperty("rank");
  });

  it("when a category page lists its businesses, then they come in the same order", async () => {
    const t = uniqueToken();
    const category = `Rank test shop ${t}`;
    await insertBusinesses(
      context,
      contenders(t).map((b) => ({ ...b, category })),
    );
    const res = await context.request.get(`/api/category/${categorySlug(category)}`).expect(200);
    expect(names(businessList.parse(res.body))).toEqual(expected(t));
  });

  it("when a search matches them all, then equal matches come in the same order", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, contenders(t));
    const res = await context.request.get("/api/businesses").query({ search: t }).expect(200);
    expect(names(businessListResponse.parse(res.body).businesses)).toEqual(expected(t));
  });

  it("when a business closes for good, then it moves to the end of its city's list", async () => {
    const t = uniqueToken();
    const city = `Closeville ${t}`;
    const [first] = await insertBusinesses(context, [
      { name: `Best ${t}`, city, rating: 4.9, reviewCount: 500 },
      { name: `Second ${t}`, city, rating: 4.0, reviewCount: 10 },
    ]);
    if (!first) throw new Error("no row inserted");
    await context.database.db.execute(sql`UPDATE businesses SET business_status = 'CLOSED_PERMANENTLY' WHERE id = ${first.id}`);
    const res = await context.request.get(`/api/city/${encodeURIComponent(city)}`).expect(200);
    expect(names(businessList.parse(res.body))).toEqual([`Second ${t}`, `Best ${t}`]);
    const found = await context.request.get("/api/businesses").query({ search: t }).expect(200);
    expect(names(businessListResponse.parse(found.body).businesses)).toEqual([`Second ${t}`, `Best ${t}`]);
  });
});
