import { describe, expect, it } from "vitest";
import { categorySummaries, cityList } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { importFile } from "../test/admin-import";
import { insertBusinesses, uniqueToken } from "../test/businesses";
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

    await context.recountFacets();
    expect(await counts()).toEqual(incremental);
  });

  it("when a file writes a new city and category in two spellings, then each counts once, under the spelling most of its rows use, as a full recount has it", async () => {
    const token = uniqueToken();
    const [city, category] = [`Lakeview Heights ${token}`, `Kite shop ${token}`];
    const spelled = (cityName: string, categoryName: string) =>
      businessRow({ full_address: `4 Lake Rd, ${cityName}, MN 55401`, city: cityName, state: "MN", category: categoryName });
    const rows = [spelled(city, category.toUpperCase()), spelled(city.toUpperCase(), category), spelled(city, category)];
    const agent = await loginAgent(context);
    expect((await importFile(agent, makeCsv(rows), "spellings.csv")).stats.imported).toBe(3);

    const answers = async () => ({
      cities: cityList.parse((await context.request.get("/api/cities").expect(200)).body).filter((c) => c.name.toLowerCase() === city.toLowerCase()),
      categories: categorySummaries
        .parse((await context.request.get("/api/categories").expect(200)).body)
        .filter((c) => c.category.toLowerCase() === category.toLowerCase()),
    });
    const incremental = await answers();
    expect(incremental.cities.map((c) => [c.name, c.state, c.businessCount])).toEqual([[city, "MN", 3]]);
    expect(incremental.categories.map((c) => [c.category, c.businessCount])).toEqual([[category, 3]]);
    await context.recountFacets();
    expect(await answers()).toEqual(incremental);
  });
});
