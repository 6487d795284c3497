import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import path from "node:path";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { businessRow, convertWithLibreOffice, libreOffice, makeCsv, makeXlsx } from "../test/fixtures/make-spreadsheets";
import { importRows, piecewiseSource, sheetJsRows } from "../test/fixtures/readings";
import { wantedColumns } from "./columns";
import { bufferSource } from "./byte-source";
import { readXlsx } from "./xlsx-reader";
import { XlsxStreamWriter } from "./xlsx-stream-writer";

const fixture = path.resolve(import.meta.dirname, "../test/fixtures/outscraper-google-maps-sample.xlsx");

/** Both readers over one file: the streaming one must give exactly SheetJS's rows and cells. */
async function bothReadings(buffer: Buffer, wanted = wantedColumns) {
  return { streamed: await importRows(readXlsx(bufferSource(buffer)), wanted), sheetJs: await sheetJsRows(buffer, "xlsx", wanted) };
}

describe("the streaming .xlsx reader", () => {
  it("when it reads the real Outscraper export, then every row and cell equals SheetJS's reading", async () => {
    const { streamed, sheetJs } = await bothReadings(readFileSync(fixture));
    expect(streamed.ok && streamed.rows.length).toBe(179);
    expect(streamed).toEqual(sheetJs);
  });

  it("when it reads a SheetJS-written file with markup, entities, unicode, numbers and booleans, then it equals SheetJS's reading", async () => {
    const rows = [
      businessRow({ name: `Joe's <Pizza> & "Grill" \u00e9\u4e2d\ud83c\udf55`, rating: 4.25, reviews: 1234567, postal_code: 2134 }),
      businessRow({ name: "  padded  ", phone: 12175550100, about: "line one\nline two\ttab" }),
      businessRow({ name: "Verified", rating: 5, reviews: 0, photo: null }),
    ];
    const { streamed, sheetJs } = await bothReadings(makeXlsx(rows, rows));
    expect(streamed).toEqual(sheetJs);
  });

  it("when it reads a file our export writer made, then it equals SheetJS's reading", async () => {
    const chunks: Buffer[] = [];
    const out = new Writable({ write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()) });
    const writer = new XlsxStreamWriter(out);
    await writer.addSheet("Businesses");
    await writer.addRow(["name", "category", "rating", "place_id", "verified", "about"]);
    await writer.addRow(['A & B <c> "q"', "Bakery", 4.5, "ChIJabc", "TRUE", "'=HYPERLINK(x)"]);
    await writer.addRow(["Second", "Barber shop", null, "ChIJdef", "FALSE", "tab\there"]);
    await writer.finish();
    const { streamed, sheetJs } = await bothReadings(Buffer.concat(chunks));
    expect(streamed.ok && streamed.rows[0]?.cells.name).toBe('A & B <c> "q"');
    expect(streamed).toEqual(sheetJs);
  });

  it.runIf(libreOffice)("when it reads a file LibreOffice wrote (shared strings, styles, dates), then it equals SheetJS's reading", async () => {
    const rows = [businessRow({ name: "Caf\u00e9 \u00fcber & co", rating: 3.5, opened: "2020-01-31", time: "9:30", at: "2021-12-24 18:45" }), businessRow()];
    const { streamed, sheetJs } = await bothReadings(convertWithLibreOffice(makeCsv(rows).toString("utf8"), "xlsx"), [
      ...wantedColumns,
      "opened",
      "time",
      "at",
    ]);
    // A date shown as 2020-01-31 reads as its serial number (SheetJS keeps a format's text only when it holds "/" or ":").
    expect(streamed.ok && streamed.rows[0]?.cells).toMatchObject({ opened: "43861", at: "2021-12-24 18:45:00" });
    expect(streamed).toEqual(sheetJs);
  });

  it.each([
    ["numbers in date, time and fraction formats", false, false, "2020-01-31 09:30:00"],
    ['ISO date cells (t="d")', true, false, "2020-01-31 09:30:00"],
    // SheetJS writes the serial of the 1900 system; read in the 1904 system it is four years and a day later.
    ["numbers in the 1904 date system", false, true, "2024-02-01 09:30:00"],
  ])("when the cells are %s, then each reads as SheetJS formats it", async (_kind, cellDates, date1904, when) => {
    const at = new Date(Date.UTC(2020, 0, 31, 9, 30));
    const grid = [
      ["name", "plain", "iso", "when", "clock", "share", "half", "big"],
      ["Dated", at, at, at, at, 0.4567, 0.5, 123456789012],
      ["Early", new Date(Date.UTC(1900, 1, 27)), at, at, at, 1, 2.25, -1.5],
    ];
    const sheet = XLSX.utils.aoa_to_sheet(grid, { cellDates });
    const formats = { C: "yyyy-mm-dd", D: "yyyy-mm-dd hh:mm:ss", E: "h:mm AM/PM", F: "0.00%", G: "# ?/?", H: "#,##0" };
    for (const [column, format] of Object.entries(formats)) for (const r of [2, 3]) Object.assign(sheet[`${column}${r}`] ?? {}, { z: format });
    const workbook = XLSX.utils.book_new();
    if (date1904) workbook.Workbook = { WBProps: { date1904: true } };
    XLSX.utils.book_append_sheet(workbook, sheet, "Sheet1");
    const buffer = XLSX.write(workbook, { type: "buffer", bookType: "xlsx", cellStyles: true, cellDates }) as Buffer;
    const { streamed, sheetJs } = await bothReadings(buffer, grid[0] as string[]);
    expect(streamed).toEqual(sheetJs);
    expect(streamed.ok && streamed.rows[0]?.cells).toMatchObject({ when, clock: "9:30 AM", half: "1/2" });
  });

  it("when the sheet arrives a few bytes at a time, then rows and cells that straddle the pieces read the same", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => businessRow({ about: `Row ${i} \u00e9\u4e2d\ud83c\udf55 & "q" <b>` }));
    const buffer = makeXlsx(rows);
    const whole = await importRows(readXlsx(bufferSource(buffer)));
    for (const size of [1, 7, 4096]) expect(await importRows(readXlsx(piecewiseSource(buffer, size)))).toEqual(whole);
    expect(whole).toEqual(await sheetJsRows(buffer, "xlsx"));
  });
});
