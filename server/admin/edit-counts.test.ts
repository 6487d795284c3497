import { describe, expect, it } from "vitest";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { publicCounts } from "../test/public-counts";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

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
      const afterEdit = await publicCounts(context);
      await context.recountFacets();
      expect(afterEdit, JSON.stringify(edit)).toEqual(await publicCounts(context));
    }
    const cities = JSON.stringify((await publicCounts(context)).cities);
    expect(cities).not.toContain(`Lonely ${token}`);
  });
});
