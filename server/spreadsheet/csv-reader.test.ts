import { describe, expect, it } from "vitest";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { importRows, piecewiseSource, sheetJsRows } from "../test/fixtures/readings";
import { FileRefused } from "./file-refused";
import { csvSheets } from "./csv-reader";

const headers = ["name", "place_id", "about", "phone"];
const utf8 = (text: string) => Buffer.from(text, "utf8");

/** The streaming reading in pieces of each size, which must equal SheetJS's reading of the whole file. */
async function expectSheetJsCells(buffer: Buffer, sizes = [1, 3, 64 * 1024]) {
  const sheetJs = await sheetJsRows(buffer, "csv", headers);
  for (const size of sizes) expect(await importRows(csvSheets(piecewiseSource(buffer, size)), headers), `in pieces of ${size} bytes`).toEqual(sheetJs);
  return sheetJs;
}

describe("the streaming CSV reader", () => {
  it("when rows hold quoted separators, doubled quotes and line breaks, then each field keeps them as SheetJS read them", async () => {
    const rows = [
      businessRow({ about: 'Family run.\nSince 1990, "best" in town.', phone: "+1 (217) 555-0100" }),
      businessRow({ about: "one\r\ntwo\rthree", name: "  padded  " }),
      businessRow({ about: '"', name: 'say ""hi""' }),
    ];
    const read = await expectSheetJsCells(makeCsv(rows));
    expect(read.ok && read.rows[0]?.cells.about).toBe('Family run.\nSince 1990, "best" in town.');
  });

  it("when the file has a byte-order mark and letters beyond ASCII split between pieces, then they read whole", async () => {
    const rows = [businessRow({ name: "Caf\u00e9 Zo\u00eb \u4e2d\u6587 \ud83c\udf55" }), businessRow({ name: "\u00fcber" })];
    const read = await expectSheetJsCells(makeCsv(rows, { bom: true }));
    expect(read.ok && read.headers[0]).toBe("name");
    expect(read.ok && read.rows[0]?.cells.name).toBe(rows[0]?.name);
  });

  it("when the bytes are not UTF-8, then they read as Windows-1252, even where the only stray byte is the last", async () => {
    await expectSheetJsCells(makeCsv([businessRow({ name: "Caf\u00e9 S\u00fcd" })], { encoding: "windows-1252" }));
    const lastByte = Buffer.concat([utf8("name,place_id\r\nCaf\u00e9,ChIJ1\r\nx,ChIJ2"), Buffer.from([0xc3])]);
    const read = await expectSheetJsCells(lastByte);
    expect(read.ok && read.rows.at(-1)?.cells.name).toBe("x");
  });

  it.each([
    ["semicolons", "name;place_id;about\nA;ChIJa;x, y\nB;ChIJb;z\n"],
    ["tabs", "name\tplace_id\tabout\nA\tChIJa\tx, y\n"],
    ["a sep= line", "sep=|\r\nname|place_id|about\r\nA|ChIJa|x;y,z\r\n"],
    ["CR line ends", "name,place_id\rA,ChIJa\rB,ChIJb"],
    ["blank lines and no line end at the last row", "name,place_id\n\n\nA,ChIJa\n\r\nB,ChIJb"],
    ["quotes inside unquoted fields and text after a closing quote", 'name,place_id,about\nab"c,ChIJa,"x"y\n"q"r,ChIJb,"z"\n'],
    ["a quote left open at the end", 'name,place_id,about\nA,ChIJa,"never closed\nB,ChIJb,x\n'],
  ])("when the file uses %s, then it reads as SheetJS read it", async (_kind, text) => {
    const read = await expectSheetJsCells(utf8(text));
    expect(read.ok && read.rows.length).toBeGreaterThan(0);
  });

  it("when a quote left open makes 9 MB one row, then the read stops with a 413 that says so", async () => {
    const text = `name,place_id,about\nA,ChIJa,"${"x".repeat(9_000_000)}\n`;
    const error: unknown = await importRows(csvSheets(piecewiseSource(utf8(text), 1024 * 1024))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileRefused);
    expect(error).toMatchObject({ reason: "too-large", message: expect.stringMatching(/row of more than 8 MB.*quote left open/) });
  });
});
