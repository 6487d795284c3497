import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessListResponse } from "../../shared/api";
import { maxListOffset } from "../../shared/constants";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken, unusedWord } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

/** `count` plain businesses in a country of their own, unverified, written in one statement. */
async function insertInCountry(country: string, count: number): Promise<void> {
  const token = uniqueToken();
  await context.database.db.execute(sql`
    INSERT INTO businesses (name, slug, category, category_slug, category_group, city, state, country, place_id)
      SELECT 'Shop ' || n, ${`shop-${token}-`} || n, 'Hardware store', 'hardware-store', 'shopping', 'Springfield', 'IL', ${country}, ${`pl-${token}-`} || n
        FROM generate_series(1, ${count}) AS n`);
  await context.recountFacets();
}

const list = async (query: Record<string, string | number>) =>
  businessListResponse.parse((await context.request.get("/api/businesses").query(query).expect(200)).body);

describe("a list of a mix of filters no count holds (the operator's table)", () => {
  // First: while no business of the directory is verified.
  it("when no business is verified, then pending lists every business, counted as the counts have it, and verified none", async () => {
    const country = `Nearland ${uniqueToken()}`;
    await insertInCountry(country, 30);
    expect(await list({ country, status: "pending", limit: 20 })).toMatchObject({ totalCount: 30, totalExact: true, totalPages: 2 });
    const verified = await list({ country, status: "verified" });
    expect(verified).toMatchObject({ totalCount: 0, totalExact: true, totalPages: 0 });
    expect(verified.businesses).toEqual([]);
  });

  it("when it has more businesses than a list pages through, then it says at least that many and pages to the deepest offset", async () => {
    await insertBusinesses(context, [{ isVerified: true, country: "Canada" }]);
    const country = `Farland ${uniqueToken()}`;
    await insertInCountry(country, maxListOffset + 5);
    // A country alone is counted exactly by the counts.
    expect(await list({ country })).toMatchObject({ totalCount: maxListOffset + 5, totalExact: true });
    const mixed = await list({ country, status: "pending", limit: 20 });
    expect(mixed).toMatchObject({ totalCount: maxListOffset, totalExact: false, totalPages: maxListOffset / 20 + 1 });
    expect(mixed.businesses).toHaveLength(20);
    const deepest = await list({ country, status: "pending", limit: 20, offset: maxListOffset });
    expect(deepest.businesses).toHaveLength(5);
  });

  it("when it has no more than that, then its total is exact", async () => {
    const country = `Midland ${uniqueToken()}`;
    await insertInCountry(country, 30);
    expect(await list({ country, status: "pending", limit: 20 })).toMatchObject({ totalCount: 30, totalExact: true, totalPages: 2 });
    expect(await list({ country, status: "verified" })).toMatchObject({ totalCount: 0, totalExact: true });
  });

  it("when the operator searches with a status, then only the words' businesses of that status are listed, as an edit leaves them", async () => {
    const word = unusedWord("statusword");
    const [first, second] = await insertBusinesses(context, [{ name: `${word} One`, isVerified: true }, { name: `${word} Two` }, { name: `${word} Three` }]);
    const names = async (status: string) => (await list({ search: word, status })).businesses.map((b) => b.name).sort();
    expect(await names("verified")).toEqual([first?.name]);
    expect(await names("pending")).toEqual([`${word} Three`, `${word} Two`]);
    await (await loginAgent(context)).patch(`/api/admin/businesses/${second?.id}`).send({ isVerified: true }).expect(200);
    expect(await names("verified")).toEqual([`${word} One`, `${word} Two`]);
    expect(await names("pending")).toEqual([`${word} Three`]);
  });
});
