import { beforeAll, describe, expect, it } from "vitest";
import { categorySummaries, statistics } from "../../shared/api";
import { categorySlug } from "../../shared/slug";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { businessCount, fetchByPlaceId, importFile, type Agent } from "../test/admin-import";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv, makeXlsx, type SheetRow } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const placeIdOf = (row: SheetRow | undefined) => String(row?.place_id);

describe("POST /api/admin/import: duplicates", () => {
  it("when one place_id appears twice in a file, then the first is imported and the second skipped", async () => {
    const first = businessRow();
    const again = businessRow({ place_id: first.place_id, name: `Second copy ${uniqueToken()}` });
    const result = await importFile(agent, makeXlsx([first, again]), "twice.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, duplicatesSkipped: 1, totalErrors: 0 });
    expect((await fetchByPlaceId(context, placeIdOf(first))).name).toBe(first.name);
  });

  it("when a place_id is already in the database, then that row is skipped and the stored one kept", async () => {
    const existing = businessRow();
    await importFile(agent, makeXlsx([existing]), "first.xlsx");
    const before = await businessCount(context);
    const fresh = businessRow();
    const changed = { ...businessRow(), place_id: existing.place_id, name: `Changed ${uniqueToken()}` };
    const result = await importFile(agent, makeXlsx([changed, fresh]), "second.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, duplicatesSkipped: 1, totalErrors: 0 });
    expect(await businessCount(context)).toBe(before + 1);
    expect((await fetchByPlaceId(context, placeIdOf(existing))).name).toBe(existing.name);
  });

  it("when two businesses share a name and place id prefix, then both get distinct slugs", async () => {
    const name = `Same Name ${uniqueToken()}`;
    const rows = [businessRow({ name, place_id: `ChIJsame${uniqueToken()}` }), businessRow({ name, place_id: `ChIJsame${uniqueToken()}` })];
    expect((await importFile(agent, makeXlsx(rows), "same-name.xlsx")).stats.imported).toBe(2);
    const slugs = await Promise.all(rows.map(async (r) => (await fetchByPlaceId(context, placeIdOf(r))).slug));
    expect(new Set(slugs).size).toBe(2);
  });

  it("when stored businesses already have the slug a row would get, then the row takes the first free -2, -3 …", async () => {
    const name = `Taken Slug ${uniqueToken()}`;
    const prefix = `ChIJ${uniqueToken().slice(0, 3)}`;
    const first = businessRow({ name, place_id: `${prefix}first${uniqueToken()}` });
    const second = businessRow({ name, place_id: `${prefix}second${uniqueToken()}` });
    const third = businessRow({ name, place_id: `${prefix}third${uniqueToken()}` });
    await importFile(agent, makeXlsx([first]), "first.xlsx");
    await importFile(agent, makeXlsx([second]), "second.xlsx");
    expect((await importFile(agent, makeXlsx([third]), "third.xlsx")).stats.imported).toBe(1);
    const base = (await fetchByPlaceId(context, placeIdOf(first))).slug;
    expect((await fetchByPlaceId(context, placeIdOf(second))).slug).toBe(`${base}-2`);
    expect((await fetchByPlaceId(context, placeIdOf(third))).slug).toBe(`${base}-3`);
  });

  it("when rows thousands apart in one file would share a slug, then each gets its own and duplicates further down are counted", async () => {
    const name = `Far Apart ${uniqueToken()}`;
    const prefix = `ChIJ${uniqueToken().slice(0, 3)}`;
    const rows = Array.from({ length: 4500 }, () => businessRow());
    rows[10] = businessRow({ name, place_id: `${prefix}near${uniqueToken()}` });
    rows[4400] = businessRow({ name, place_id: `${prefix}far${uniqueToken()}` });
    const stored = businessRow();
    await importFile(agent, makeXlsx([stored]), "stored.xlsx");
    rows[4499] = { ...stored };
    const result = await importFile(agent, makeXlsx(rows), "far-apart.xlsx");
    expect(result.stats).toMatchObject({ imported: 4499, duplicatesSkipped: 1, totalErrors: 0 });
    const near = (await fetchByPlaceId(context, placeIdOf(rows[10]))).slug;
    expect((await fetchByPlaceId(context, placeIdOf(rows[4400]))).slug).toBe(`${near}-2`);
  });
});

describe("POST /api/admin/import: row errors", () => {
  it("when ratings are 7, abc and 0, then those rows are errors numbered as in the sheet and the rest import", async () => {
    const rows = [businessRow(), businessRow({ rating: "7" }), businessRow({ rating: "abc" }), businessRow({ rating: 0 }), businessRow({ rating: "5" })];
    const before = await businessCount(context);
    const result = await importFile(agent, makeXlsx(rows), "ratings.xlsx");
    expect(result.stats).toMatchObject({ imported: 2, duplicatesSkipped: 0, totalErrors: 3 });
    expect(result.errors.map((e) => e.row)).toEqual([3, 4, 5]);
    for (const error of result.errors) expect(error.message).toMatch(/rating/);
    expect(result.errors[1]?.message).toContain("abc");
    expect(await businessCount(context)).toBe(before + 2);
    expect((await fetchByPlaceId(context, placeIdOf(rows[4]))).rating).toBe(5);
  });

  it("when the rating cell is empty, then the business is imported without a rating", async () => {
    const row = businessRow({ rating: null });
    expect((await importFile(agent, makeXlsx([row]), "no-rating.xlsx")).stats).toMatchObject({ imported: 1, totalErrors: 0 });
    expect((await fetchByPlaceId(context, placeIdOf(row))).rating).toBeNull();
  });

  it("when a row has no name or no place_id, then it is a row error naming the field", async () => {
    const rows = [businessRow({ name: "" }), businessRow({ place_id: "  " }), businessRow()];
    const result = await importFile(agent, makeCsv(rows), "blanks.csv");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 2 });
    expect(result.errors).toEqual([
      { row: 2, message: expect.stringContaining("name") },
      { row: 3, message: expect.stringContaining("place_id") },
    ]);
  });

  it("when 150 rows are bad, then 100 errors are listed and totalErrors counts all 150", async () => {
    const rows = [...Array.from({ length: 150 }, () => businessRow({ rating: "9" })), businessRow()];
    const result = await importFile(agent, makeXlsx(rows), "many-errors.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 150 });
    expect(result.errors).toHaveLength(100);
    expect(result.errors[0]?.row).toBe(2);
    expect(result.errors[99]?.row).toBe(101);
  });

  it("when blank rows sit between data rows, then they are skipped and row numbers stay as in the sheet", async () => {
    const good = businessRow();
    const bad = businessRow({ rating: "six" });
    const grid = [Object.keys(good), Object.values(good), [], [], Object.values(bad)];
    const result = await importFile(agent, makeXlsx(grid), "gaps.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 1 });
    expect(result.errors).toEqual([{ row: 5, message: expect.stringContaining("six") }]);
  });

  it("when a bad row is on a second sheet with the same header, then its error names that sheet", async () => {
    const sheet1 = [businessRow(), businessRow()];
    const sheet2 = [businessRow(), businessRow({ rating: "10" })];
    const result = await importFile(agent, makeXlsx(sheet1, sheet2), "two-sheets.xlsx");
    expect(result.stats).toMatchObject({ imported: 3, totalErrors: 1 });
    expect(result.errors).toEqual([{ row: 3, sheet: "Sheet2", message: expect.stringContaining("rating") }]);
  });
});

describe("POST /api/admin/import: cell values", () => {
  it("when reviews read 1,234 and a US ZIP reads 2134, then 1234 and 02134 are stored", async () => {
    const row = businessRow({ reviews: "1,234", postal_code: 2134, full_address: "1 Main St, Boston, MA 02134" });
    await importFile(agent, makeXlsx([row]), "numbers.xlsx");
    expect(await fetchByPlaceId(context, placeIdOf(row))).toMatchObject({ reviewCount: 1234, zipCode: "02134", city: "Boston", state: "MA" });
  });

  it("when working_hours is JSON or the Monday:9AM-5PM|Tuesday:Closed form, then both are stored as day to hours", async () => {
    const json = businessRow({ working_hours: '{"Monday": "9AM–5PM", "Tuesday": ["12–6AM", "8AM–12AM"], "Sunday": "Closed"}' });
    const piped = businessRow({ working_hours: "Monday:9AM-5PM|Tuesday:Closed|Wednesday:Open 24 hours" });
    await importFile(agent, makeXlsx([json, piped]), "hours.xlsx");
    expect((await fetchByPlaceId(context, placeIdOf(json))).openingHours).toEqual({ Monday: "9AM–5PM", Tuesday: "12–6AM,8AM–12AM", Sunday: "Closed" });
    expect((await fetchByPlaceId(context, placeIdOf(piped))).openingHours).toEqual({ Monday: "9AM-5PM", Tuesday: "Closed", Wednesday: "Open 24 hours" });
  });

  it("when about is JSON it becomes attributes, and when it is plain text it becomes the description", async () => {
    const groups = { Accessibility: { "Wheelchair accessible entrance": true }, Payments: { "Credit cards": true, Cash: "Yes" } };
    const withJson = businessRow({ about: JSON.stringify(groups) });
    const withText = businessRow({ about: "A friendly neighbourhood barber." });
    await importFile(agent, makeXlsx([withJson, withText]), "about.xlsx");
    expect(await fetchByPlaceId(context, placeIdOf(withJson))).toMatchObject({ attributes: groups, description: null });
    expect(await fetchByPlaceId(context, placeIdOf(withText))).toMatchObject({ attributes: null, description: withText.about });
  });

  it("when the photo is a javascript: URL, then it is dropped and counted", async () => {
    const row = businessRow({ photo: "javascript:alert(1)" });
    const result = await importFile(agent, makeXlsx([row]), "photo-url.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0, urlsDropped: 1 });
    expect((await fetchByPlaceId(context, placeIdOf(row))).photos).toEqual([]);
  });

  it("when location_link and site are javascript: URLs, then both are dropped and counted", async () => {
    const row = businessRow({ location_link: "JavaScript:alert(document.cookie)", site: "javascript:void(0)" });
    const result = await importFile(agent, makeXlsx([row]), "link-urls.xlsx");
    expect(await fetchByPlaceId(context, placeIdOf(row))).toMatchObject({ locationLink: null, website: null });
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0, urlsDropped: 2 });
  });

  it("when category is empty, then type is used, and without type the first of subtypes", async () => {
    const byType = businessRow({ category: "", type: `Tattoo shop ${uniqueToken()}`, subtypes: "Piercing shop" });
    const bySubtype = businessRow({ category: "", type: "", subtypes: `Wig shop ${uniqueToken()}, Hair salon` });
    await importFile(agent, makeXlsx([byType, bySubtype]), "categories.xlsx");
    expect((await fetchByPlaceId(context, placeIdOf(byType))).category).toBe(byType.type);
    expect((await fetchByPlaceId(context, placeIdOf(bySubtype))).category).toBe(String(bySubtype.subtypes).split(",")[0]);
  });

  it("when the file has type instead of a category column, then it imports with the type as category", async () => {
    const { category: _c, ...row } = businessRow({ type: `Doctor ${uniqueToken()}` });
    expect((await importFile(agent, makeXlsx([row]), "type-only.xlsx")).stats.imported).toBe(1);
    expect((await fetchByPlaceId(context, placeIdOf(row))).category).toBe(row.type);
  });

  it("when explicit city, state and ZIP columns exist, then they win over the address", async () => {
    const row = businessRow({
      full_address: "9 Sunset Blvd, Suite 2, Los Angeles, CA 90069",
      city: "West Hollywood",
      state: "California",
      postal_code: "90069",
    });
    await importFile(agent, makeXlsx([row]), "explicit.xlsx");
    expect(await fetchByPlaceId(context, placeIdOf(row))).toMatchObject({ city: "West Hollywood", state: "CA", zipCode: "90069", address: row.full_address });
  });

  it("when an import succeeds, then statistics and categories reflect it on the next request", async () => {
    const before = statistics.parse((await context.request.get("/api/statistics").expect(200)).body);
    const category = `Clock repair ${uniqueToken()}`;
    await importFile(agent, makeXlsx([businessRow({ category }), businessRow({ category })]), "facets.xlsx");
    const after = statistics.parse((await context.request.get("/api/statistics").expect(200)).body);
    expect(after.totalBusinesses).toBe(before.totalBusinesses + 2);
    const categories = categorySummaries.parse((await context.request.get("/api/categories").expect(200)).body);
    expect(categories.find((c) => c.slug === categorySlug(category))?.businessCount).toBe(2);
  });
});
