import { describe, expect, it } from "vitest";
import { businessListResponse } from "../../shared/api";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

const search = async (query: Record<string, string | number>) =>
  businessListResponse.parse((await context.request.get("/api/businesses").query(query).expect(200)).body);

// Downtown Houston, and towns around it: Bellaire (about 6 mi), Pasadena (about 11 mi), Katy (about 29 mi).
const houston = "29.7604,-95.3698";
const town = (city: string, latitude: number, longitude: number) => ({ city, state: "TX", latitude, longitude });
const bellaire = town("Bellaire", 29.7058, -95.4588);
const pasadena = town("Pasadena", 29.6911, -95.2091);
const katy = town("Katy", 29.7858, -95.8245);

describe("searches to try when a place has no match", () => {
  it("when a town has no match, then the towns offered are those with matches for the same words, nearest first, never the town searched", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Bakery ${t}`, city: "Houston", state: "TX", latitude: 29.76, longitude: -95.37 },
      { name: `Laundry ${t}`, ...pasadena },
      { name: `Pizza ${t}`, ...katy },
      { name: `Pizza ${t} West`, ...katy },
      { name: `Pizza ${t} Bay`, ...town("Galveston", 29.3013, -94.7977) },
    ]);
    const empty = await search({ search: `pizza ${t}`, location: "Houston, TX" });
    expect(empty.totalCount).toBe(0);
    expect(empty.search.nearbyCities.map((c) => c.label)).toEqual(["Katy, TX", "Galveston, TX"]);
    expect(empty.search.nearbyCities[0]?.distanceMiles).toBeGreaterThan(20);
    expect(empty.search.widerRadiusMiles).toBeNull();
    // Each offer finds what it promises, and offers nothing back.
    for (const offer of empty.search.nearbyCities) {
      const there = await search({ search: `pizza ${t}`, location: offer.location });
      expect(there.totalCount, offer.label).toBeGreaterThan(0);
    }
  });

  it("when nothing matches anywhere, then no town is offered", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [{ name: `Cafe ${t}`, ...pasadena }]);
    const page = await search({ search: `nothingcalled${t}`, location: "77002" });
    expect(page.totalCount).toBe(0);
    expect(page.search.nearbyCities).toEqual([]);
    expect(page.search.widerRadiusMiles).toBeNull();
  });

  it("when a radius finds nothing, then towns inside it without a match are not offered, and 50 miles is offered when a match lies within it", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `Florist ${t}`, ...bellaire, category: "Bakery" },
      { name: `Sushi ${t}`, ...katy },
    ]);
    const near = await search({ search: `sushi ${t}`, near: houston, radius: 10 });
    expect(near.totalCount).toBe(0);
    expect(near.search.nearbyCities.map((c) => c.label)).toEqual(["Katy, TX"]);
    expect(near.search.widerRadiusMiles).toBe(50);
    expect((await search({ search: `sushi ${t}`, near: houston, radius: 50 })).totalCount).toBe(1);
  });

  it("when a radius finds nothing and the nearest match is farther than 50 miles, then no wider radius is offered, only its town", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [{ name: `Ramen ${t}`, ...town("Austin", 30.2672, -97.7431) }]);
    const near = await search({ search: `ramen ${t}`, near: houston, radius: 10 });
    expect(near.totalCount).toBe(0);
    expect(near.search.widerRadiusMiles).toBeNull();
    expect(near.search.nearbyCities.map((c) => c.label)).toEqual(["Austin, TX"]);
  });

  it("when a radius with no words finds nothing, then the towns of the nearest businesses are offered, nearest first", async () => {
    const t = uniqueToken();
    // In the Nevada desert, far from every other test's rows: the nearest businesses are these.
    await insertBusinesses(context, [
      { name: `Motel ${t}`, city: `Tonopah ${t}`, state: "NV", latitude: 38.07, longitude: -117.23 },
      { name: `Diner ${t}`, city: `Goldfield ${t}`, state: "NV", latitude: 37.71, longitude: -117.24 },
      { name: `Garage ${t}`, city: `Goldfield ${t}`, state: "NV", latitude: 37.7, longitude: -117.23 },
    ]);
    const near = await search({ near: "38.2,-117.1", radius: 1 });
    expect(near.totalCount).toBe(0);
    expect(near.search.nearbyCities.map((c) => c.label)).toEqual([`Tonopah ${t}, NV`, `Goldfield ${t}, NV`]);
    expect(near.search.widerRadiusMiles).toBe(50);
  });
});
