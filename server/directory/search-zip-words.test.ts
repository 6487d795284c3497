import { beforeAll, describe, expect, it } from "vitest";
import zipcodes from "zipcodes";
import { businessListResponse } from "../../shared/api";
import type { BusinessRow } from "../../shared/schema";
import { insertSearchFixture } from "../test/search-fixture";
import { useTestApp } from "../test/test-app";

/** A ZIP code typed among the search words is the place, as a town name there is (issue 40). */

const context = useTestApp();
let rows: BusinessRow[] = [];
beforeAll(async () => {
  rows = await insertSearchFixture(context);
});

const zip77002 = zipcodes.codes["77002"];

function milesFrom77002(b: BusinessRow): number {
  if (!zip77002) throw new Error("zipcodes has no 77002");
  const rad = Math.PI / 180;
  const dLat = ((b.latitude ?? 0) - zip77002.latitude) * rad;
  const dLng = ((b.longitude ?? 0) - zip77002.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(zip77002.latitude * rad) * Math.cos((b.latitude ?? 0) * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

async function search(params: Record<string, string>) {
  const res = await context.request
    .get("/api/businesses")
    .query({ limit: "100", ...params })
    .expect(200);
  return businessListResponse.parse(res.body);
}

const namesWithin = (miles: number, category?: string) =>
  rows
    .filter((b) => milesFrom77002(b) <= miles && (!category || b.category === category))
    .map((b) => b.name)
    .sort();

describe("a ZIP code in the search words", () => {
  it("when the words are only a ZIP, then it lists the businesses within 25 miles of it, nearest first, as the location box does", async () => {
    const page = await search({ search: "77002" });
    expect(page.search.location).toMatchObject({ kind: "zip", radiusMiles: 25 });
    expect(page.search.query).toBeNull();
    expect(page.businesses.map((b) => b.name).sort()).toEqual(namesWithin(25));
    const distances = page.businesses.map((b) => b.distanceMiles ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const typedInTheBox = await search({ location: "77002" });
    expect(page.businesses.map((b) => b.name)).toEqual(typedInTheBox.businesses.map((b) => b.name));
  });

  it.each(["pizza 77002", "77002 pizza"])("when the words are %j, then the pizza places within 25 miles of the ZIP are listed", async (words) => {
    const page = await search({ search: words });
    expect(page.search.location).toMatchObject({ kind: "zip" });
    expect(page.search.query).toBe("pizza");
    expect(page.businesses.map((b) => b.name).sort()).toEqual(namesWithin(25, "Pizza restaurant"));
    expect(page.businesses.map((b) => b.name)).not.toContain("Cinco Ranch Pizza");
  });

  it("when a radius is given with a ZIP in the words, then results stay inside it: Katy's pizza is in at 40 miles", async () => {
    const page = await search({ search: "pizza 77002", radius: "40" });
    expect(page.search.location).toMatchObject({ kind: "zip", radiusMiles: 40 });
    expect(page.businesses.map((b) => b.name)).toContain("Cinco Ranch Pizza");
  });

  it("when the location box names a place, then a ZIP in the words is left as a word", async () => {
    const page = await search({ search: "pizza 77002", location: "Houston, TX" });
    expect(page.search.location).toMatchObject({ kind: "city", label: "Houston, TX" });
  });
});
