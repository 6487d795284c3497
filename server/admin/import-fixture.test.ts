import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as XLSX from "xlsx";
import { beforeAll, describe, expect, it } from "vitest";
import { categoryGroupSummaries, categorySummaries, countrySummaries, statistics } from "../../shared/api";
import { businesses } from "../../shared/schema";
import { categorySlug } from "../../shared/slug";
import { businessCount, fetchByPlaceId, importFile, type Agent } from "../test/admin-import";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { useTestApp } from "../test/test-app";

/** The real Outscraper export: 179 rows, 89 columns. Its own file, so it imports into an empty database. */
const fixturePath = path.resolve(import.meta.dirname, "../test/fixtures/outscraper-google-maps-sample.xlsx");
const fixture = readFileSync(fixturePath);

type FixtureRow = Record<string, string | number | boolean>;
const fixtureRows: FixtureRow[] = (() => {
  const workbook = XLSX.read(fixture, { type: "buffer" });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
  return sheet ? XLSX.utils.sheet_to_json<FixtureRow>(sheet, { defval: "" }) : [];
})();
const countWhere = (test: (row: FixtureRow) => boolean) => fixtureRows.filter(test).length;

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

describe("POST /api/admin/import with the real Outscraper export", () => {
  it("when the fixture is read directly, then it holds 179 rows with unique place ids", () => {
    expect(fixtureRows).toHaveLength(179);
    expect(new Set(fixtureRows.map((r) => r.place_id)).size).toBe(179);
  });

  it("when it is imported into an empty database, then all 179 rows land without errors", async () => {
    expect(await businessCount(context)).toBe(0);
    const result = await importFile(agent, fixture, "outscraper-google-maps-sample.xlsx");
    expect(result.stats).toMatchObject({ imported: 179, duplicatesSkipped: 0, totalErrors: 0 });
    expect(result.errors).toEqual([]);
    expect(await businessCount(context)).toBe(179);
  });

  it("when the import is done, then statistics count every business and verified one on the next request", async () => {
    const body = statistics.parse((await context.request.get("/api/statistics").expect(200)).body);
    expect(body.totalBusinesses).toBe(179);
    expect(body.verifiedBusinesses).toBe(countWhere((r) => r.verified === true));
    expect(body.totalCities).toBe(new Set(fixtureRows.map((r) => String(r.city).toLowerCase()).filter(Boolean)).size);
  });

  it("when a city page is requested, then its total is the fixture's number of rows in that city", async () => {
    const expected = countWhere((r) => r.city === "Beverly Hills");
    expect(expected).toBe(34);
    const res = await context.request.get("/api/city/Beverly%20Hills").expect(200);
    expect(res.headers["x-total-count"]).toBe(String(expected));
    const newYork = await context.request.get("/api/city/New%20York").expect(200);
    expect(newYork.headers["x-total-count"]).toBe(String(countWhere((r) => r.city === "New York")));
  });

  it("when countries and categories are listed, then they count the imported rows", async () => {
    const countries = countrySummaries.parse((await context.request.get("/api/countries").expect(200)).body);
    expect(countries.find((c) => c.country === "United States")?.businessCount).toBe(countWhere((r) => r.country_code === "US"));
    const categories = categorySummaries.parse((await context.request.get("/api/categories").expect(200)).body);
    const clinic = categories.find((c) => c.slug === categorySlug("Hair transplantation clinic"));
    expect(clinic?.businessCount).toBe(countWhere((r) => r.category === "Hair transplantation clinic"));
    const groups = categoryGroupSummaries.parse((await context.request.get("/api/category-groups").expect(200)).body);
    expect(groups.reduce((sum, g) => sum + g.businessCount, 0)).toBe(fixtureRows.length);
  });

  it("when one imported row is read back, then its fields match the sheet", async () => {
    const row = fixtureRows[0] as FixtureRow;
    const stored = await fetchByPlaceId(context, String(row.place_id));
    expect(stored).toMatchObject({
      name: row.name,
      category: row.category,
      address: row.full_address,
      city: row.city,
      state: "NY",
      zipCode: String(row.postal_code),
      country: "United States",
      phone: row.phone,
      rating: row.rating,
      reviewCount: row.reviews,
      website: row.site,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone: row.time_zone,
      businessStatus: row.business_status,
      isVerified: row.verified,
      locationLink: row.location_link,
      photos: [row.photo],
    });
    expect(stored.openingHours).toEqual(JSON.parse(String(row.working_hours)));
    expect(stored.attributes).toEqual(JSON.parse(String(row.about)));
  });

  it("when a row has order and booking links, then they arrive as order and reservation links", async () => {
    const row = fixtureRows.find((r) => r.place_id === "ChIJP8ce8ZVYwokRI9cqUWQPjDE") as FixtureRow;
    expect(row.order_links).toMatch(/^https:\/\/www\.maximhairrestoration\.com\//);
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({
      orderLinks: [row.order_links],
      reservationLinks: [row.booking_appointment_link],
      menuLink: null,
      otherHours: null,
    });
    const withOrderLinks = await context.database.db.$count(businesses, sql`jsonb_array_length(${businesses.orderLinks}) > 0`);
    expect(withOrderLinks).toBe(countWhere((r) => r.order_links !== ""));
  });

  it("when a row has no address at all, then it is imported without city, state or ZIP", async () => {
    const row = fixtureRows.find((r) => r.full_address === "") as FixtureRow;
    const stored = await fetchByPlaceId(context, String(row.place_id));
    expect(stored).toMatchObject({ name: row.name, address: null, city: null, zipCode: null, country: null });
    expect(stored.rating).toBe(row.rating === "" ? null : row.rating);
  });

  it("when the same file is imported again, then every row is a skipped duplicate", async () => {
    const result = await importFile(agent, fixture, "outscraper-google-maps-sample.xlsx");
    expect(result.stats).toMatchObject({ imported: 0, duplicatesSkipped: 179, totalErrors: 0 });
    expect(await businessCount(context)).toBe(179);
  });
});
