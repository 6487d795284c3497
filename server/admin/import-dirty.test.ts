import { beforeAll, describe, expect, it } from "vitest";
import { importResult } from "../../shared/admin-api";
import { errorResponse } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { businessCount, fetchByPlaceId, importFile, upload, type Agent } from "../test/admin-import";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { deflatedPart, inlineRow, workbookParts, worksheetXml, writeZip, xmlText } from "../test/fixtures/zip-writer";
import { useTestApp } from "../test/test-app";

/**
 * Dirty cells through POST /api/admin/import: a NUL (which PostgreSQL cannot store) is dropped and
 * the row imports; a cell reference past the last column a spreadsheet can have is refused with a
 * 400 naming the row and the cell; a long run of spaces in an address reads at once.
 */

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const sharedStringsPart = (strings: string[]) =>
  deflatedPart(
    "xl/sharedStrings.xml",
    '<?xml version="1.0" encoding="UTF-8"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      strings.map((s) => `<si><t>${s}</t></si>`).join("") +
      "</sst>",
  );

/** An .xlsx of a header row and data rows, each row's cells given as raw XML text (entities and escapes kept). */
function rawXlsx(rows: string[][], strings?: string[]): Buffer {
  const sheet = worksheetXml(
    rows
      .map((cells, i) =>
        inlineRow(
          i + 1,
          cells,
          cells.map(() => true),
        ),
      )
      .join(""),
  );
  return writeZip([...workbookParts(strings !== undefined), deflatedPart("xl/worksheets/sheet1.xml", sheet), ...(strings ? [sharedStringsPart(strings)] : [])]);
}

const rawCells = (row: Record<string, unknown>) => Object.values(row).map((v) => xmlText(String(v ?? "")));

describe("POST /api/admin/import: NUL characters", () => {
  it("when a shared string holds _x0000_, then the row imports with the NUL dropped", async () => {
    const row = businessRow();
    const headers = Object.keys(row);
    const name = `Nul${"_x0000_"}Shared ${row.place_id}`;
    const cells = rawCells(row);
    const sheet = worksheetXml(
      inlineRow(1, headers) +
        inlineRow(
          2,
          cells,
          cells.map(() => true),
        ).replace(/<c r="A2" t="inlineStr"><is><t>[^<]*<\/t><\/is><\/c>/, '<c r="A2" t="s"><v>0</v></c>'),
    );
    const file = writeZip([...workbookParts(true), deflatedPart("xl/worksheets/sheet1.xml", sheet), sharedStringsPart([name])]);
    const result = await importFile(agent, file, "nul-shared.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0 });
    expect((await fetchByPlaceId(context, String(row.place_id))).name).toBe(`NulShared ${row.place_id}`);
  });

  it("when inline strings hold &#0; (in text and inside JSON cells), then the row imports with the NUL dropped", async () => {
    const row = businessRow({ description: "Open&#0; late", working_hours: '{"Monday": "9AM-5PM&#0;"}' });
    const result = await importFile(agent, rawXlsx([Object.keys(row), Object.values(row).map(String)]), "nul-entity.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0 });
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({ description: "Open late", openingHours: { Monday: "9AM-5PM" } });
  });

  it("when cells hold lone surrogates (&#xD800;, _xDC00_), then the row imports with each as U+FFFD", async () => {
    // In other_hours, which are stored as given: opening hours this unreadable would be left out (shared/opening-hours.ts).
    const row = businessRow({ description: "half &#xD800; pair", other_hours: '{"Delivery": {"Monday": "9AM-5PM_xDC00_"}}' });
    const result = await importFile(agent, rawXlsx([Object.keys(row), Object.values(row).map(String)]), "surrogate.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0 });
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({
      description: "half \ufffd pair",
      otherHours: { Delivery: { Monday: "9AM-5PM\ufffd" } },
    });
  });

  it("when JSON cells hold \\u0000 and lone surrogate escapes, in values and keys, then the row imports with them dropped or replaced", async () => {
    const row = businessRow({
      working_hours: '{"Monday": "9AM-5PM\\u0000"}',
      about: '{"Amenities\\u0000": {"Wi-Fi\\u0000": true}}',
      other_hours: '[{"Delivery\\u0000": {"Monday": "11AM-9PM\\u0000", "Tuesday": "10AM-4PM\\ud800"}}]',
    });
    const result = await importFile(agent, makeCsv([row]), "json-escapes.csv");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0 });
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({
      openingHours: { Monday: "9AM-5PM" },
      attributes: { Amenities: { "Wi-Fi": true } },
      otherHours: { Delivery: { Monday: "11AM-9PM", Tuesday: "10AM-4PM\ufffd" } },
    });
  });

  it("when CSV fields hold raw NULs, in the bytes the type is judged by and past them, then the rows import with the NULs dropped", async () => {
    const rows = Array.from({ length: 250 }, () => businessRow({ about: "plain" }));
    const [first, last] = [rows[0], rows[rows.length - 1]];
    if (!first || !last) throw new Error("no rows");
    Object.assign(first, { name: `Raw\u0000Nul ${first.place_id}`, phone: "+1 217\u0000-555-0100" });
    Object.assign(last, { description: "Past\u0000 the sample" });
    const file = makeCsv(rows);
    expect(file.indexOf("Past\u0000")).toBeGreaterThan(64 * 1024);
    const result = await importFile(agent, file, "nul.csv");
    expect(result.stats).toMatchObject({ imported: rows.length, totalErrors: 0 });
    expect(await fetchByPlaceId(context, String(first.place_id))).toMatchObject({ name: `RawNul ${first.place_id}`, phone: "+1 217-555-0100" });
    expect((await fetchByPlaceId(context, String(last.place_id))).description).toBe("Past the sample");
  });
});

describe("POST /api/admin/import: a NUL in the file's name", () => {
  it("when the name is sent as filename*=utf-8''…%00…, then the file imports under the name without it", async () => {
    const boundary = "dirty-name-boundary";
    const disposition = `form-data; name="excelFile"; filename*=utf-8''nul%00name.csv`;
    const body = `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: text/csv\r\n\r\n${makeCsv([businessRow()]).toString()}\r\n--${boundary}--\r\n`;
    const res = await agent.post("/api/admin/import").set("Content-Type", `multipart/form-data; boundary=${boundary}`).send(Buffer.from(body));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(importResult.parse(res.body).message).toMatch(/^Imported 1 of 1 row from nulname\.csv/);
  });
});

describe("POST /api/admin/import: impossible cell references", () => {
  const row = businessRow();
  const headers = Object.keys(row);
  const cases: [string, string, RegExp][] = [
    ["a data row", worksheetXml(inlineRow(1, headers) + inlineRow(2, rawCells(row)).replace('<c r="B2"', '<c r="FXSHRXW2"')), /row 2\b.*FXSHRXW2/i],
    ["the header row", worksheetXml(inlineRow(1, headers).replace('<c r="C1"', '<c r="XFE1"') + inlineRow(2, rawCells(row))), /row 1\b.*XFE1/i],
  ];

  it.each(cases)("when %s has a cell past column XFD, then it answers 400 naming the row and the cell, and stores nothing", async (_where, sheet, named) => {
    const before = await businessCount(context);
    const res = await upload(agent, writeZip([...workbookParts(), deflatedPart("xl/worksheets/sheet1.xml", sheet)]), "far-cell.xlsx");
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(errorResponse.parse(res.body).message).toMatch(named);
    expect(await businessCount(context)).toBe(before);
  });
});

describe("POST /api/admin/import: long runs of spaces", () => {
  it("when an address holds 100,000 spaces before text that is no ZIP code, then the row imports at once with the city read", async () => {
    const row = businessRow({ full_address: `12 Elm St, Springfield, IL${" ".repeat(100_000)}62704 United States`, postal_code: null });
    const started = performance.now();
    const result = await importFile(agent, makeCsv([row]), "spaces.csv");
    // A quadratic reading of the address took minutes here; a linear one takes milliseconds.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0 });
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({
      city: "Springfield",
      state: expect.stringMatching(/^IL {98}$/),
      zipCode: null,
    });
  });
});
