import { PassThrough } from "node:stream";
import { finished } from "node:stream/promises";
import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { noCountry } from "../../shared/api";
import { businesses } from "../../shared/schema";
import { exportColumns, specColumns } from "../spreadsheet/columns";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { binaryParser, businessCount, importFile, type Agent } from "../test/admin-import";
import { insertBusinesses, uniqueToken, type BusinessInput } from "../test/businesses";
import { readWorkbook, sheetGrids, type SheetGrid } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";
import { deleteAllAsJob } from "../test/trash-jobs";
import { writeExport } from "./export.service";

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const today = () => new Date().toISOString().slice(0, 10);
/** The dates a file asked for now may carry: today's, or tomorrow's should midnight UTC pass while it is made. */
const datesFromNow = () => [0, 60_000].map((ms) => new Date(Date.now() + ms).toISOString().slice(0, 10));

/** The file name of an `attachment; filename=...` header, quoted or not. */
function attachmentName(header: unknown): string | undefined {
  const match = /^attachment;\s*filename="?([^";]+)"?$/.exec(String(header));
  return match?.[1];
}

async function download(query = "") {
  const res = await agent.get(`/api/admin/export${query}`).buffer(true).parse(binaryParser);
  expect(res.status).toBe(200);
  expect(Buffer.isBuffer(res.body)).toBe(true);
  const file: Buffer = res.body;
  return { res, file, grids: sheetGrids(readWorkbook(file)) };
}

async function deleteAll() {
  expect(await deleteAllAsJob(agent)).toMatchObject({ status: "done" });
  expect(await businessCount(context)).toBe(0);
}

/** Data rows of the first sheet, keyed by header. */
function records(grid: SheetGrid): Record<string, unknown>[] {
  const [header = [], ...rows] = grid;
  return rows.map((cells) => Object.fromEntries(header.map((h, i) => [String(h), cells[i] ?? null])));
}

/** A business with every field the export carries set. */
function fullBusiness(overrides: BusinessInput = {}): BusinessInput {
  const token = uniqueToken();
  return {
    name: `Round Trip Barbers ${token}`,
    category: "Barber shop",
    address: "12 Elm St, Suite 4, Springfield, IL 62701",
    city: "Springfield",
    state: "IL",
    country: "United States",
    zipCode: "62701",
    phone: "+1 217-555-0199",
    email: `owner-${token}@example.com`,
    website: `https://www.example.com/shops/${token}`,
    rating: 4.7,
    reviewCount: 1234,
    isVerified: true,
    businessStatus: "OPERATIONAL",
    description: 'Family run since 1990.\nCuts, shaves, "hot towels" & more, café-style 💈',
    photos: [`https://images.example.com/${token}/1.jpg`, `https://images.example.com/${token}/2.jpg`, `https://images.example.com/${token}/3.jpg`],
    openingHours: { Monday: "9AM–5PM", Tuesday: "12–6AM,8AM–12AM", Wednesday: "Open 24 hours", Sunday: "Closed" },
    attributes: { Amenities: { Restroom: true, "Wi-Fi": "Free" }, Payments: { Cash: false, "Credit cards": true } },
    latitude: 39.7817213,
    longitude: -89.6501481,
    timeZone: "America/Chicago",
    placeId: `ChIJround${token}`,
    locationLink: `https://www.google.com/maps/place/?q=place_id:ChIJround${token}`,
    reviewsLink: `https://search.google.com/local/reviews?placeid=ChIJround${token}`,
    menuLink: `https://menus.example.com/${token}`,
    reservationLinks: [`https://www.opentable.com/r/${token}`, `https://resy.com/${token}?dates=2025-01-01,2025-01-02`],
    orderLinks: [`https://order.example.com/${token}?items=1,2`],
    otherHours: { Delivery: { Monday: "11AM–9PM", Tuesday: "11AM–2PM,5–9PM" }, "Holiday hours": { "Christmas Day": "Closed" } },
    seoTitle: `Round Trip Barbers in Springfield, IL ${token}`,
    seoDescription: "Barber shop in Springfield, IL rated 4.7 from 1,234 reviews.",
    canonicalUrl: `https://directory.test/details/round-trip-barbers-${token}`,
    seoAbout: "Round Trip Barbers is a barber shop in Springfield. ".repeat(20).trim(),
    ...overrides,
  };
}

async function storedRows(omit: string[]) {
  const rows = await context.database.db.select().from(businesses).orderBy(asc(businesses.placeId));
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key))));
}

describe("GET /api/admin/export", () => {
  it("when all businesses are exported, then it is an .xlsx attachment named businesses_all_{date} with the spec's columns first", async () => {
    await insertBusinesses(context, [fullBusiness(), fullBusiness()]);
    const days = datesFromNow();
    const { res, grids } = await download();
    expect(res.headers["content-type"]).toContain("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(days.map((day) => `businesses_all_${day}.xlsx`)).toContain(attachmentName(res.headers["content-disposition"]));
    const header = grids[0]?.[0] ?? [];
    expect(header.slice(0, specColumns.length)).toEqual([...specColumns]);
    expect(header).toEqual([...exportColumns]);
    expect((grids[0]?.length ?? 0) - 1).toBe(await businessCount(context));
  });

  it("when a country is given, then only its businesses are exported and the file is named after it", async () => {
    const country = `Freedonia ${uniqueToken()}`;
    const inCountry = await insertBusinesses(context, [fullBusiness({ country, state: "FD" }), fullBusiness({ country, state: "FD" })]);
    await insertBusinesses(context, [fullBusiness()]);
    const days = datesFromNow();
    const { res, grids } = await download(`?country=${encodeURIComponent(country)}`);
    expect(days.map((day) => `businesses_${country.replace(" ", "_")}_${day}.xlsx`)).toContain(attachmentName(res.headers["content-disposition"]));
    const exported = records(grids[0] ?? []);
    expect(exported.map((r) => r.place_id).sort()).toEqual(inCountry.map((b) => b.placeId).sort());
    expect(new Set(exported.map((r) => r.country))).toEqual(new Set([country]));
  });

  it("when the no-country value is given, then the businesses without a country are exported and the file says so", async () => {
    const none = await insertBusinesses(context, [fullBusiness({ country: null }), fullBusiness({ country: "" })]);
    await insertBusinesses(context, [fullBusiness({ country: "Canada" })]);
    const days = datesFromNow();
    const { res, grids } = await download(`?country=${encodeURIComponent(noCountry)}`);
    expect(days.map((day) => `businesses_no_country_${day}.xlsx`)).toContain(attachmentName(res.headers["content-disposition"]));
    const exported = records(grids[0] ?? []);
    expect(exported.map((r) => r.place_id)).toEqual(expect.arrayContaining(none.map((b) => b.placeId)));
    expect(exported.every((r) => !r.country)).toBe(true);
  });

  it("when no business is in the country, then the file holds only the header row", async () => {
    const { grids } = await download(`?country=${encodeURIComponent(`Nowhere ${uniqueToken()}`)}`);
    expect(grids).toHaveLength(1);
    expect(grids[0]).toEqual([[...exportColumns]]);
  });

  it("when text would run as a formula, then it gets a leading apostrophe but a phone number does not", async () => {
    const [stored] = await insertBusinesses(context, [
      fullBusiness({ name: '=HYPERLINK("http://x","y")', category: "+SUM(1,2)", description: "@cmd", address: "-2+3 Main St" }),
    ]);
    const { file, grids } = await download();
    const row = records(grids[0] ?? []).find((r) => r.place_id === stored?.placeId);
    expect(row).toMatchObject({
      name: `'=HYPERLINK("http://x","y")`,
      category: "'+SUM(1,2)",
      description: "'@cmd",
      full_address: "'-2+3 Main St",
      phone: "+1 217-555-0199",
      longitude: -89.6501481,
    });
    const sheet = readWorkbook(file).Sheets[readWorkbook(file).SheetNames[0] ?? ""];
    const formulas = (sheet?.["!data"] ?? []).flat().filter((cell) => cell?.f !== undefined);
    expect(formulas).toEqual([]);
  });

  it("when a business has menu, reservation and order links and other hours, then they sit under Outscraper's column names", async () => {
    const token = uniqueToken();
    const [stored] = await insertBusinesses(context, [
      fullBusiness({ reservationLinks: [`https://a.example.com/${token}`, `https://b.example.com/${token}`], orderLinks: [`https://o.example.com/${token}`] }),
    ]);
    const { grids } = await download();
    expect(records(grids[0] ?? []).find((r) => r.place_id === stored?.placeId)).toMatchObject({
      menu_link: stored?.menuLink,
      reservation_links: JSON.stringify([`https://a.example.com/${token}`, `https://b.example.com/${token}`]),
      order_links: `https://o.example.com/${token}`,
      other_hours: JSON.stringify(stored?.otherHours),
    });
  });

  it("when a phone starts with +1, then its cell is exactly the stored phone", async () => {
    const [stored] = await insertBusinesses(context, [fullBusiness({ phone: "+1 866-342-2910" })]);
    const { grids } = await download();
    expect(records(grids[0] ?? []).find((r) => r.place_id === stored?.placeId)?.phone).toBe("+1 866-342-2910");
  });
});

describe("export, delete all, import: the round trip", () => {
  it("when the export is imported into an empty database, then every field of every business comes back", async () => {
    await deleteAll();
    await insertBusinesses(context, [
      fullBusiness(),
      fullBusiness({ name: '=HYPERLINK("http://x","y")', category: "@risky category", isVerified: false, rating: 1 }),
      fullBusiness({
        city: "Toronto",
        state: "ON",
        country: "Canada",
        zipCode: "M5V 2T6",
        address: "290 Bremner Blvd, Toronto, ON M5V 3L9",
        timeZone: "America/Toronto",
        latitude: 43.6425662,
        longitude: -79.3870568,
      }),
      fullBusiness({
        zipCode: "02134",
        city: "Boston",
        state: "MA",
        address: "1 Main St, Boston, MA 02134",
        photos: [`https://images.example.com/${uniqueToken()}.png`, `https://images.example.com/${uniqueToken()}.png`],
      }),
    ]);
    const before = await storedRows(["id", "createdAt", "updatedAt", "slug"]);
    const { file } = await download();
    await deleteAll();
    const result = await importFile(agent, file, `businesses_all_${today()}.xlsx`);
    expect(result.stats).toMatchObject({ imported: 4, duplicatesSkipped: 0, totalErrors: 0, urlsDropped: 0 });
    const after = await storedRows(["id", "createdAt", "updatedAt", "slug"]);
    expect(after).toEqual(before);
    expect(after.find((b) => b.category === "@risky category")?.name).toBe('=HYPERLINK("http://x","y")');
  });

  it("when a business was renamed after import, then the round trip keeps its published slug", async () => {
    await deleteAll();
    const [stored] = await insertBusinesses(context, [fullBusiness()]);
    await agent
      .patch(`/api/admin/businesses/${stored?.id}`)
      .send({ name: `Renamed Barbers ${uniqueToken()}` })
      .expect(200);
    const before = await storedRows(["id", "createdAt", "updatedAt"]);
    const { file } = await download();
    await deleteAll();
    await importFile(agent, file, "renamed.xlsx");
    expect(await storedRows(["id", "createdAt", "updatedAt"])).toEqual(before);
  });
});

describe("writeExport: sheet rollover", () => {
  it("when rows exceed the per-sheet limit, then they continue on new sheets with the header, and the file imports whole", async () => {
    await deleteAll();
    const inserted = await insertBusinesses(
      context,
      Array.from({ length: 7 }, () => fullBusiness()),
    );
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const total = await writeExport(context.database.db, out, undefined, 3);
    if (!out.writableEnded) out.end();
    await finished(out);
    expect(total).toBe(7);
    const file = Buffer.concat(chunks);
    const workbook = readWorkbook(file);
    expect(workbook.SheetNames).toEqual(["Businesses", "Businesses 2", "Businesses 3"]);
    const grids = sheetGrids(workbook);
    expect(grids.map((g) => g.length - 1)).toEqual([3, 3, 1]);
    for (const grid of grids) expect(grid[0]).toEqual([...exportColumns]);
    const before = await storedRows(["id", "createdAt", "updatedAt", "slug"]);
    await deleteAll();
    const result = await importFile(agent, file, "rollover.xlsx");
    expect(result.stats).toMatchObject({ imported: 7, duplicatesSkipped: 0, totalErrors: 0 });
    expect(await storedRows(["id", "createdAt", "updatedAt", "slug"])).toEqual(before);
    expect(before.map((b) => b.placeId).sort()).toEqual(inserted.map((b) => b.placeId).sort());
  });
});
