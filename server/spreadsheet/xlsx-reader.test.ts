import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import path from "node:path";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { businessRow, convertWithLibreOffice, libreOffice, makeCsv, makeXlsx } from "../test/fixtures/make-spreadsheets";
import { wantedColumns } from "./columns";
import { collectRows, sheetJsSheets, type ParseResult } from "./parse-sheets";
import { readXlsx } from "./xlsx-reader";
import { XlsxStreamWriter } from "./xlsx-stream-writer";

const fixture = path.resolve(import.meta.dirname, "../test/fixtures/outscraper-google-maps-sample.xlsx");

const materialize = (result: ParseResult) => (result.ok ? { ...result, rows: [...result.rows] } : result);

/** Both readers over one file: the fast one must give exactly SheetJS's rows and cells. */
function bothReadings(buffer: Buffer) {
  const fast = readXlsx(buffer);
  expect(fast, "the fast reader declined the file").toBeDefined();
  return { fast: materialize(collectRows(fast ?? [], wantedColumns)), sheetJs: materialize(collectRows(sheetJsSheets(buffer, "xlsx"), wantedColumns)) };
}

describe("the fast .xlsx reader", () => {
  it("when it reads the real Outscraper export, then every row and cell equals SheetJS's reading", () => {
    const { fast, sheetJs } = bothReadings(readFileSync(fixture));
    expect(fast.ok && fast.rows.length).toBe(179);
    expect(fast).toEqual(sheetJs);
  });

  it("when it reads a SheetJS-written file with markup, entities, unicode, numbers and booleans, then it equals SheetJS's reading", () => {
    const rows = [
      businessRow({ name: `Joe's <Pizza> & "Grill" \u00e9\u4e2d\ud83c\udf55`, rating: 4.25, reviews: 1234567, postal_code: 2134 }),
      businessRow({ name: "  padded  ", phone: 12175550100, about: "line one\nline two\ttab" }),
      businessRow({ name: "Verified", rating: 5, reviews: 0, photo: null }),
    ];
    const { fast, sheetJs } = bothReadings(makeXlsx(rows, rows));
    expect(fast).toEqual(sheetJs);
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
    const { fast, sheetJs } = bothReadings(Buffer.concat(chunks));
    expect(fast.ok && fast.rows[0]?.cells.name).toBe('A & B <c> "q"');
    expect(fast).toEqual(sheetJs);
  });

  it.runIf(libreOffice)("when it reads a file LibreOffice wrote (shared strings, styles), then it equals SheetJS's reading", () => {
    const csv = makeCsv([businessRow({ name: "Caf\u00e9 \u00fcber & co", rating: 3.5 }), businessRow()]).toString("utf8");
    const { fast, sheetJs } = bothReadings(convertWithLibreOffice(csv, "xlsx"));
    expect(fast).toEqual(sheetJs);
  });

  it("when a number cell is formatted as a date, then the fast reader declines the file (SheetJS reads it)", () => {
    const sheet = XLSX.utils.aoa_to_sheet(
      [
        ["name", "opened"],
        ["Dated", new Date(Date.UTC(2020, 0, 31))],
      ],
      { cellDates: false },
    );
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, "Sheet1");
    const buffer = XLSX.write(workbook, { type: "buffer", bookType: "xlsx", cellStyles: true }) as Buffer;
    expect(readXlsx(buffer)).toBeUndefined();
  });
});
