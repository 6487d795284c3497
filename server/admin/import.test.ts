import { beforeAll, describe, expect, it } from "vitest";
import { errorResponse } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { businessCount, fetchByPlaceId, importFile, upload, type Agent } from "../test/admin-import";
import { uniqueToken } from "../test/businesses";
import { businessRow, importHeaders, makeCsv, makeXls, makeXlsx, toGrid } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

describe("POST /api/admin/import: file types", () => {
  it("when a legacy .xls (BIFF8) is uploaded, then its rows are imported", async () => {
    const rows = [businessRow(), businessRow({ rating: 3.5 })];
    const result = await importFile(agent, makeXls(rows), "legacy.xls");
    expect(result.stats).toMatchObject({ imported: 2, duplicatesSkipped: 0, totalErrors: 0 });
    expect(await fetchByPlaceId(context, String(rows[1]?.place_id))).toMatchObject({ name: rows[1]?.name, rating: 3.5 });
  });

  it("when a UTF-8 CSV with a byte-order mark is uploaded, then the first header still reads as name", async () => {
    const row = businessRow({ name: `Zoë's Bäckerei ${uniqueToken()}` });
    const result = await importFile(agent, makeCsv([row], { bom: true }), "with-bom.csv");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0 });
    expect((await fetchByPlaceId(context, String(row.place_id))).name).toBe(row.name);
  });

  it("when a CSV holds Windows-1252 bytes, then Caf\\xe9 is stored as Café", async () => {
    const row = businessRow({ name: `Café ${uniqueToken()}`, full_address: "1 Rue Süd, Springfield, IL 62701" });
    const bytes = makeCsv([row], { encoding: "windows-1252" });
    expect(bytes.includes(Buffer.from([0x43, 0x61, 0x66, 0xe9]))).toBe(true);
    expect((await importFile(agent, bytes, "excel-1252.csv")).stats.imported).toBe(1);
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({ name: row.name, address: row.full_address });
  });

  it("when a CSV has quoted commas and line breaks in cells, then they stay inside their cells", async () => {
    const row = businessRow({ full_address: "Suite 5, 12 Elm St, Springfield, IL 62701", about: 'Family run.\nSince 1990, "best" in town.' });
    expect((await importFile(agent, makeCsv([row]), "quoted.csv")).stats.imported).toBe(1);
    const stored = await fetchByPlaceId(context, String(row.place_id));
    expect(stored).toMatchObject({ address: row.full_address, city: "Springfield", description: row.about });
  });

  it("when a .csv is named .xlsx, then the content decides and it is imported", async () => {
    const row = businessRow();
    expect((await importFile(agent, makeCsv([row]), "misnamed.xlsx")).stats.imported).toBe(1);
  });
});

describe("POST /api/admin/import: headers", () => {
  it("when headers differ in case, spacing and order, then they are matched", async () => {
    const row = businessRow();
    const renamed: Record<string, string> = { full_address: "Full Address", place_id: "PLACE-ID", postal_code: " Postal_Code ", name: "NAME" };
    const headers = [...importHeaders].reverse();
    const grid = [headers.map((h) => renamed[h] ?? h.toUpperCase()), headers.map((h) => row[h] ?? null)];
    const result = await importFile(agent, makeXlsx(grid), "headers.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0 });
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({ name: row.name, address: row.full_address, zipCode: "62701" });
  });

  it("when the file has unknown extra columns, then they are ignored", async () => {
    const row = businessRow({ query: "barbers near me", "site.company_insights.revenue": 1000, h3: "892a100d2dbffff" });
    const result = await importFile(agent, makeXlsx([row]), "extra.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0 });
  });

  it("when __proto__ and constructor are column headers, then the import works and no prototype is polluted", async () => {
    const row = businessRow();
    const headers = [...Object.keys(row), "__proto__", "constructor", "prototype"];
    const grid = [headers, [...Object.values(row), '{"polluted": "yes"}', "polluted", "polluted"]];
    const result = await importFile(agent, makeXlsx(grid), "proto.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0 });
    expect(Object.prototype).not.toHaveProperty("polluted");
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain("polluted");
    const stored = await fetchByPlaceId(context, String(row.place_id));
    expect(stored.name).toBe(row.name);
  });

  it("when an about cell's JSON has a __proto__ group, then only the real groups are stored and nothing is polluted", async () => {
    const row = businessRow({ about: '{"__proto__": {"polluted": true}, "Amenities": {"Restroom": true}}' });
    expect((await importFile(agent, makeXlsx([row]), "proto-json.xlsx")).stats.imported).toBe(1);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain("polluted");
    expect((await fetchByPlaceId(context, String(row.place_id))).attributes).toEqual({ Amenities: { Restroom: true } });
  });
});

describe("POST /api/admin/import: hostile text is stored as plain text", () => {
  const formulas = ['=HYPERLINK("http://x","y")', "+SUM(1,2)", "@cmd", "-2+3", "=1+1"];

  it.each([
    ["xlsx", makeXlsx],
    ["csv", (rows: ReturnType<typeof businessRow>[]) => makeCsv(rows)],
  ] as const)("when formula-looking names come in a .%s, then each is stored and returned verbatim", async (ext, make) => {
    const rows = formulas.map((name) => businessRow({ name, category: name === "@cmd" ? "@cmd" : "Barber shop" }));
    const result = await importFile(agent, make(rows), `formulas.${ext}`);
    expect(result.stats).toMatchObject({ imported: formulas.length, totalErrors: 0 });
    for (const row of rows) {
      const stored = await fetchByPlaceId(context, String(row.place_id));
      expect(stored.name).toBe(row.name);
    }
    expect((await fetchByPlaceId(context, String(rows[2]?.place_id))).category).toBe("@cmd");
  });

  it("when names and descriptions hold markup, then it is stored as text, unescaped and unexecuted", async () => {
    const markup = "<script>alert(1)</script>";
    const row = businessRow({ name: `${markup} ${uniqueToken()}`, about: `<img src=x onerror=alert(1)> & "quotes"` });
    expect((await importFile(agent, makeXlsx([row]), "markup.xlsx")).stats.imported).toBe(1);
    const stored = await fetchByPlaceId(context, String(row.place_id));
    expect(stored.name).toBe(row.name);
    expect(stored.description).toBe(row.about);
  });

  it("when cells hold quotes, backslashes, braces, commas and the word NULL, then each is stored exactly", async () => {
    const awkward = `Joe's "Best" \\ {Pizza}, NULL \\" ${uniqueToken()}`;
    const attributes = { [`Say "hi" \\ {there}`]: { 'NULL, \\"': true, Parking: `"lot" \\ {B}` } };
    // The word alone in a text column (a phone must now be a number: shared/phone.ts).
    const row = businessRow({ name: awkward, description: "NULL", about: JSON.stringify(attributes) });
    expect((await importFile(agent, makeXlsx([row]), "awkward.xlsx")).stats.imported).toBe(1);
    const stored = await fetchByPlaceId(context, String(row.place_id));
    expect(stored.name).toBe(awkward);
    expect(stored.description).toBe("NULL");
    expect(stored.attributes).toEqual(attributes);
  });
});

describe("POST /api/admin/import: files that cannot be imported answer 4xx and write nothing", () => {
  async function rejected(buffer: Buffer, fileName: string, status = 400, field = "excelFile") {
    const before = await businessCount(context);
    const res = await upload(agent, buffer, fileName, field);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    const { message } = errorResponse.parse(res.body);
    expect(message.length).toBeGreaterThan(10);
    expect(await businessCount(context)).toBe(before);
    return message;
  }

  it("when a PNG is renamed .xlsx, then it is refused as an unsupported type", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    expect(await rejected(png, "photo.xlsx")).toMatch(/unsupported file type/i);
  });

  it("when random bytes are renamed .xls, then they are refused", async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    expect(await rejected(bytes, "noise.xls")).toMatch(/unsupported|could not be read/i);
  });

  it("when a valid .xlsx is truncated to half its size, then it is refused as unreadable", async () => {
    const whole = makeXlsx(Array.from({ length: 50 }, () => businessRow()));
    expect(await rejected(whole.subarray(0, Math.floor(whole.length / 2)), "truncated.xlsx")).toMatch(/could not be read/i);
  });

  it("when an OLE2 header is followed by garbage, then it is refused as unreadable", async () => {
    const fake = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0xff)]);
    expect(await rejected(fake, "fake.xls")).toMatch(/could not be read|no rows/i);
  });

  it("when the file is empty, then the answer says it is empty", async () => {
    expect(await rejected(Buffer.alloc(0), "empty.xlsx")).toMatch(/empty/i);
  });

  it("when a CSV has only a header row, then the answer says there are no data rows", async () => {
    expect(await rejected(makeCsv([[...importHeaders]]), "header-only.csv")).toMatch(/no data rows/i);
  });

  it("when an .xlsx sheet is blank, then it is refused", async () => {
    expect(await rejected(makeXlsx([[]]), "blank.xlsx")).toMatch(/no rows/i);
  });

  it("when place_id and category are missing, then the message names exactly those two columns", async () => {
    const rows = [businessRow(), businessRow()].map(({ place_id: _p, category: _c, rating: _r, ...rest }) => rest);
    const message = await rejected(makeXlsx(toGrid(rows)), "missing.xlsx");
    const listed = message
      .replace(/^[^:]*:/, "")
      .split(",")
      .map((s) => s.trim());
    expect(listed.sort()).toEqual(["category", "place_id"]);
  });

  it("when optional columns are missing, then the file still imports", async () => {
    const rows = [businessRow()].map(({ phone: _a, photo: _b, about: _c, location_link: _d, ...rest }) => rest);
    expect((await importFile(agent, makeXlsx(rows), "minimal.xlsx")).stats.imported).toBe(1);
  });

  it("when no file is sent, then the answer names the form field", async () => {
    const before = await businessCount(context);
    const res = await agent.post("/api/admin/import").field("note", "no file").expect(400);
    expect(errorResponse.parse(res.body).message).toMatch(/excelFile/);
    expect(await businessCount(context)).toBe(before);
  });

  it("when the file comes in another form field, then it is refused naming excelFile", async () => {
    expect(await rejected(makeXlsx([businessRow()]), "wrong-field.xlsx", 400, "file")).toMatch(/excelFile/);
  });

  it("when two files are sent, then it is refused", async () => {
    const before = await businessCount(context);
    const res = await agent
      .post("/api/admin/import")
      .attach("excelFile", makeXlsx([businessRow()]), "a.xlsx")
      .attach("excelFile", makeXlsx([businessRow()]), "b.xlsx");
    expect(res.status).toBe(400);
    expect(await businessCount(context)).toBe(before);
  });
});
