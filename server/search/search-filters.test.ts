import { describe, expect, it } from "vitest";
import { businessListResponse, errorResponse } from "../../shared/api";
import { weekdays } from "../../shared/opening-hours";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

async function list(path: string, query: Record<string, string | number>) {
  const res = await context.request.get(path).query(query).expect(200);
  return res.body;
}
const search = async (query: Record<string, string | number>) => businessListResponse.parse(await list("/api/businesses", query));
const names = (page: { businesses: { name: string }[] }) => page.businesses.map((b) => b.name);
const everyDay = (text: string) => Object.fromEntries(weekdays.map((d) => [d, text]));

describe("filters and orders of a search", () => {
  it("when openNow is true, then only businesses open at this moment in their own time zone are listed, and closed ones never", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Always ${t}`, openingHours: everyDay("Open 24 hours"), timeZone: "America/Chicago" },
      { name: `Never ${t}`, openingHours: everyDay("Closed"), timeZone: "America/Chicago" },
      { name: `Unknown ${t}` },
      { name: `Gone ${t}`, openingHours: everyDay("Open 24 hours"), timeZone: "America/Chicago", businessStatus: "CLOSED_PERMANENTLY" },
      { name: `Paused ${t}`, openingHours: everyDay("Open 24 hours"), timeZone: "America/Chicago", businessStatus: "CLOSED_TEMPORARILY" },
    ]);
    expect(names(await search({ search: t, openNow: "true" }))).toEqual([`Always ${t}`]);
    expect((await search({ search: t, openNow: "false" })).totalCount).toBe(5);
  });

  it("when minRating is set, then lower-rated and unrated businesses are left out", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `High ${t}`, rating: 4.6 },
      { name: `Edge ${t}`, rating: 4.0 },
      { name: `Low ${t}`, rating: 3.9 },
      { name: `Unrated ${t}`, rating: null },
    ]);
    expect(names(await search({ search: t, minRating: 4 })).sort()).toEqual([`Edge ${t}`, `High ${t}`]);
  });

  it("when sorted by relevance, then a 4.8 from 900 reviews outranks a 5.0 from 3; by reviews most reviewed first; by rating best rated first", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Few ${t}`, rating: 5, reviewCount: 3 },
      { name: `Many ${t}`, rating: 4.8, reviewCount: 900 },
      { name: `Some ${t}`, rating: 4.5, reviewCount: 40 },
    ]);
    expect(names(await search({ search: t }))).toEqual([`Many ${t}`, `Some ${t}`, `Few ${t}`]);
    expect(names(await search({ search: t, sort: "reviews" }))).toEqual([`Many ${t}`, `Some ${t}`, `Few ${t}`]);
    expect(names(await search({ search: t, sort: "rating" }))).toEqual([`Few ${t}`, `Many ${t}`, `Some ${t}`]);
  });

  it("when near a point with a radius, then only businesses within it come back, nearest first, each with its distance", async () => {
    const t = uniqueToken();
    // Around downtown Houston (29.7604, -95.3698): about 0, 7 and 25 miles away, and one in Austin.
    await insertBusinesses(context, [
      { name: `Far ${t}`, latitude: 29.76, longitude: -95.78 },
      { name: `Here ${t}`, latitude: 29.7605, longitude: -95.3699 },
      { name: `Near ${t}`, latitude: 29.76, longitude: -95.25 },
      { name: `Austin ${t}`, latitude: 30.2672, longitude: -97.7431 },
    ]);
    const page = await search({ search: t, near: "29.7604,-95.3698", radius: 10, sort: "distance" });
    expect(names(page)).toEqual([`Here ${t}`, `Near ${t}`]);
    const miles = page.businesses.map((b) => b.distanceMiles ?? -1);
    expect(miles[0]).toBeLessThan(0.5);
    expect(miles[1]).toBeGreaterThan(6);
    expect(miles[1]).toBeLessThan(10);
    expect(page.search.location).toMatchObject({ kind: "point", radiusMiles: 10 });
    expect((await search({ search: t, near: "29.7604,-95.3698" })).totalCount).toBe(3);
  });

  it("when a city or category page gets filters and an order, then they apply within that page", async () => {
    const t = uniqueToken();
    const city = `Filterton ${t}`;
    await insertBusinesses(context, [
      { name: `A ${t}`, city, rating: 4.9, reviewCount: 2, category: "Bakery" },
      { name: `B ${t}`, city, rating: 4.2, reviewCount: 500, category: "Bakery" },
      { name: `C ${t}`, city, rating: 3.0, reviewCount: 10, category: "Florist" },
    ]);
    const cityPage = await list(`/api/city/${encodeURIComponent(city)}`, { minRating: 4, sort: "reviews" });
    expect(cityPage.map((b: { name: string }) => b.name)).toEqual([`B ${t}`, `A ${t}`]);
    const categoryPage = await list("/api/category/bakery", { sort: "rating", search: t });
    expect(categoryPage.map((b: { name: string }) => b.name)).toEqual([`A ${t}`, `B ${t}`]);
  });

  it.each([
    ["sort", "nearest", /sort/],
    ["near", "91,10", /latitude/],
    ["near", "somewhere", /near/],
    ["radius", "-5", /radius/],
    ["radius", "501", /radius/],
    ["minRating", "6", /minRating/],
    ["openNow", "yes", /openNow/],
  ])("when %s is %j, then it answers 400 naming the parameter", async (name, value, message) => {
    const res = await context.request
      .get("/api/businesses")
      .query({ [name]: value })
      .expect(400);
    const body = errorResponse.parse(res.body);
    expect(JSON.stringify(body)).toMatch(message);
  });

  it("when sorted by distance without a point, then it answers 400 saying what is needed", async () => {
    const res = await context.request.get("/api/businesses").query({ search: "pizza", sort: "distance" }).expect(400);
    expect(res.body.message).toMatch(/ZIP code|near/);
  });
});

describe("a typo in a place with no match", () => {
  it("when the corrected word finds nothing in the place either, then the answer still names the correction", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Crust ${t}`, category: "Pizza restaurant", city: "Austin", state: "TX" },
      { name: `Bean ${t}`, category: "Coffee shop", city: `Quiet${t}`, state: "TX" },
    ]);
    const page = await search({ search: "piza", location: `Quiet${t}, TX` });
    expect(page.totalCount).toBe(0);
    expect(page.search.corrections).toContainEqual({ from: "piza", to: "pizza" });
    expect(page.search.query).toBe("pizza");
  });
});
