import { describe, expect, it } from "vitest";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { importFile } from "../test/admin-import";
import { insertBusinesses } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

/** Everything the count endpoints answer, for comparing two moments. */
async function counts() {
  const get = async (path: string) => (await context.request.get(path).expect(200)).body as unknown;
  return {
    statistics: await get("/api/statistics"),
    cities: await get("/api/cities"),
    categories: await get("/api/categories"),
    groups: await get("/api/category-groups"),
    countries: await get("/api/countries"),
  };
}

describe("counts after an import", () => {
  it("when a file adds rows to new and existing cities, categories and countries, then the counts equal a full recount", async () => {
    await insertBusinesses(context, [
      { city: "Springfield", category: "Barber shop" },
      { city: "Dayton", country: "Canada" },
    ]);
    const agent = await loginAgent(context);
    const rows = [
      businessRow({ full_address: "1 Oak St, Springfield, IL 62701", category: "Barber shop" }),
      businessRow({ full_address: "2 Elm St, Riverton, WY 82501", category: "Bakery" }),
      businessRow({ full_address: "3 Pine St, Riverton, WY 82501", category: "Bakery", country: "Canada" }),
    ];
    const result = await importFile(agent, makeCsv(rows), "counts.csv");
    expect(result.stats.imported).toBe(3);
    const incremental = await counts();

    await context.facets.refresh();
    expect(await counts()).toEqual(incremental);
  });
});
