import { describe, expect, it } from "vitest";
import { businessList, businessListResponse } from "../../shared/api";
import { insertBusinesses, openSea, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

/** Searches count 3 matches exactly; a box holding more is broad, as a town's or a state's box is at scale. */
const context = useTestApp({}, { searchTotalLimit: 3 });

/** Seven businesses ranked R0 first around a spot of their own, and one outside their box that would rank second. */
async function rankedAround(input: { city?: string; state?: string } = {}) {
  const at = openSea();
  const t = uniqueToken();
  // Reviews set the rank: R0 first.
  const rows = Array.from({ length: 7 }, (_, i) => ({
    ...input,
    name: `R${i} ${t}`,
    latitude: at.lat + (i - 3) * 0.001,
    longitude: at.lng + (i - 3) * 0.001,
    rating: 4.5,
    reviewCount: 1000 - i * 100,
  }));
  const outside = [{ ...input, name: `Out ${t}`, latitude: at.lat + 1, longitude: at.lng, rating: 4.5, reviewCount: 950 }];
  await insertBusinesses(context, [...rows, ...outside]);
  const bbox = [at.lng - 0.01, at.lat - 0.01, at.lng + 0.01, at.lat + 0.01].join(",");
  return { bbox, names: rows.map((r) => r.name) };
}

describe("bbox on a box holding more than a search counts", () => {
  it("when a town's broad box is paged, then its pages follow the rank order, the town's businesses only", async () => {
    const city = `Broadville ${uniqueToken()}`;
    const { bbox, names } = await rankedAround({ city, state: "TX" });
    await insertBusinesses(context, [{ name: `Neighbour ${city}`, city: `Next ${city}`, state: "TX", latitude: 0, longitude: 0 }]);
    const seen = [];
    for (const offset of [0, 3, 6]) {
      const res = await context.request.get(`/api/city/${encodeURIComponent(`${city}, TX`)}?bbox=${bbox}&limit=3&offset=${offset}`).expect(200);
      seen.push(...businessList.parse(res.body).map((b) => b.name));
    }
    expect(seen).toEqual(names);
  });

  it("when a broad box is paged, then its pages follow the rank order without gaps or repeats, and the total says more", async () => {
    const { bbox, names } = await rankedAround();
    const pages = [];
    for (const offset of [0, 2, 4, 6, 8]) {
      const res = await context.request.get(`/api/businesses?bbox=${bbox}&limit=2&offset=${offset}`).expect(200);
      pages.push(businessListResponse.parse(res.body));
    }
    expect(pages.flatMap((p) => p.businesses.map((b) => b.name))).toEqual(names);
    expect(pages[0]).toMatchObject({ totalExact: false });
    expect(pages[0]?.totalCount).toBeGreaterThanOrEqual(3);
    expect(pages[4]?.businesses).toEqual([]);
  });
});
