import { describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/api-paths";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

/** Every count the public pages read. */
async function publicCounts() {
  const read = async (path: string) => (await context.request.get(path).expect(200)).body as unknown;
  return {
    statistics: await read(apiPaths.statistics),
    cities: await read(`${apiPaths.cities}?limit=1000`),
    categories: await read(apiPaths.categories),
    groups: await read(apiPaths.categoryGroups),
    countries: await read(apiPaths.countries),
  };
}

describe("counts after edits of counted fields", () => {
  it("when a business moves town, category, country and verification in turn, then every public count equals a full recount after each edit", async () => {
    const agent = await loginAgent(context);
    const token = uniqueToken();
    const [moving] = await insertBusinesses(context, [
      { city: `Oldtown ${token}`, state: "TX", category: `Kite shop ${token}`, country: "United States", isVerified: true },
      { city: `Oldtown ${token}`, state: "TX", category: `Kite shop ${token}`, country: "United States" },
      { city: `Newtown ${token}`, state: "OK", category: "Bakery", country: "Canada" },
    ]);
    if (!moving) throw new Error("rows not inserted");
    await context.recountFacets();
    const edits = [
      { city: `Newtown ${token}`, state: "OK" },
      { category: "Bakery" },
      { country: "Canada" },
      { isVerified: false },
      { city: `Lonely ${token}`, category: `Lone category ${token}` },
      { city: `Oldtown ${token}`, state: "TX", category: `Kite shop ${token}`, country: "United States", isVerified: true },
    ];
    for (const edit of edits) {
      await agent.patch(`/api/admin/businesses/${moving.id}`).send(edit).expect(200);
      const afterEdit = await publicCounts();
      await context.recountFacets();
      expect(afterEdit, JSON.stringify(edit)).toEqual(await publicCounts());
    }
    const cities = JSON.stringify((await publicCounts()).cities);
    expect(cities).not.toContain(`Lonely ${token}`);
  });
});
