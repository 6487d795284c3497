import { describe, expect, it } from "vitest";
import { businessListResponse } from "../../shared/api";
import { maxListOffset, searchResultsServed } from "../../shared/constants";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

/**
 * Issue 39: a list accepted offsets up to 10,000,000, and a search that deep read every match up to
 * the offset into the server for an empty page. Decision 029: lists go 10,000 deep; a search serves
 * its first 1,000 results.
 */
const context = useTestApp();

async function list(query: Record<string, string | number>) {
  const res = await context.request.get("/api/businesses").query(query).expect(200);
  return businessListResponse.parse(res.body);
}

describe("how deep a list goes", () => {
  it.each(["/api/businesses", "/api/city/Austin,%20TX", "/api/category/restaurants"])(
    "when %s is asked past 10,000 results, then 400 names offset and says why; at 10,000 it answers",
    async (path) => {
      await insertBusinesses(context, [{ city: "Austin", state: "TX", category: "Restaurant" }]);
      const res = await context.request
        .get(path)
        .query({ offset: maxListOffset + 1 })
        .expect(400);
      expect(res.body.errors.offset.join(" ")).toMatch(/at most 10,000.*narrow/);
      const last = await context.request.get(path).query({ offset: maxListOffset }).expect(200);
      expect(Array.isArray(last.body) ? last.body : last.body.businesses).toEqual([]);
    },
  );

  it("when a page is asked deep into a search's results, then it is empty, with the total the first page counts", async () => {
    const word = `deep${uniqueToken()}`;
    await insertBusinesses(
      context,
      Array.from({ length: 30 }, (_, i) => ({ name: `${word} shop ${i}` })),
    );
    for (const offset of [searchResultsServed, 5_000, maxListOffset]) {
      const page = await list({ search: word, offset });
      expect(page).toMatchObject({ businesses: [], totalCount: 30, totalExact: true, totalPages: 2 });
    }
  });

  it("when a search has more matches than it serves, then its pages end with the 1,000th result", async () => {
    const word = `many${uniqueToken()}`;
    await insertBusinesses(
      context,
      Array.from({ length: searchResultsServed + 15 }, (_, i) => ({ name: `${word} shop ${i}`, rating: 4, reviewCount: i })),
    );
    const first = await list({ search: word, limit: 20 });
    expect(first).toMatchObject({ totalCount: searchResultsServed, totalExact: false, totalPages: 50 });
    // The page that holds the 1,000th result stops there.
    const edge = await list({ search: word, limit: 20, offset: searchResultsServed - 5 });
    expect(edge.businesses).toHaveLength(5);
    const past = await list({ search: word, limit: 20, offset: searchResultsServed });
    expect(past).toMatchObject({ businesses: [], totalCount: searchResultsServed, totalExact: false });
  });
});
