import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stateCode } from "../../shared/us-states";
import { fuzzOptions } from "../fuzz/fuzz-kit";
import { FileRefused } from "./file-refused";
import { makeCsv } from "../test/fixtures/make-spreadsheets";
import { importRows } from "../test/fixtures/readings";
import { deflatedPart, workbookParts, worksheetXml, writeZip, xmlText } from "../test/fixtures/zip-writer";
import { bufferSource } from "./byte-source";
import { csvSheets } from "./csv-reader";
import { mapRow } from "./map-row";
import { readXlsx } from "./xlsx-reader";

/**
 * The readers and the row mapping given dirty cells: NULs and lone surrogates (which PostgreSQL
 * refuses) however they are written, cell references past the last column, long runs of spaces.
 * Fixed seed: FUZZ_SEED and FUZZ_RUNS explore further, as in server/fuzz.
 */
const seed = Number(process.env.FUZZ_SEED) || 20_260_803;
const options = (runs: number) => fuzzOptions(seed, runs);

/** A piece of a cell: its text as a reader decodes it, and how an .xlsx writes it. */
interface Piece {
  text: string;
  xml: string;
}
const piece = (text: string, xml = xmlText(text)): Piece => ({ text, xml });

const dirtyPieces: Piece[] = [
  piece("\u0000", "&#0;"),
  piece("\u0000", "&#x0;"),
  piece("\u0000", "_x0000_"),
  piece("\uD800", "&#xD800;"),
  piece("\uDC00", "_xDC00_"),
  // An escaped pair is a whole character, which stays.
  piece("\uD83D\uDCA9", "_xD83D__xDCA9_"),
  piece("\uD83D\uDCA9"),
  piece("&"),
  piece("<b>"),
  piece(" ".repeat(1000)),
  piece("\u00e9"),
];
const cellPieces = fc.array(
  fc.oneof(
    fc.constantFrom(...dirtyPieces),
    fc.stringMatching(/^[A-Za-z0-9 .,'-]{0,6}$/).map((s) => piece(s)),
  ),
  { maxLength: 8 },
);

/** What a cell must read as: no NUL, each lone surrogate U+FFFD, trimmed. Written apart from the code under test. */
function expectedCell(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) continue;
    const next = text.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += text.slice(i, i + 2);
      i++;
    } else out += c >= 0xd800 && c <= 0xdfff ? "\ufffd" : text[i];
  }
  return out.trim();
}

/** No NUL, and no surrogate alone (the string iterator gives a lone one as a character of its own). */
const isStorable = (text: string) => [...text].every((ch) => ch !== "\u0000" && !(ch.length === 1 && ch >= "\uD800" && ch <= "\uDFFF"));

const headers = ["name", "category", "place_id", "description"];

function inlineCell(ref: string, xml: string): string {
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml}</t></is></c>`;
}

function xlsxOf(rows: string[]): Buffer {
  return writeZip([...workbookParts(), deflatedPart("xl/worksheets/sheet1.xml", worksheetXml(rows.join("")))]);
}

const headerRow = `<row r="1">${headers.map((h, i) => inlineCell(`${String.fromCharCode(65 + i)}1`, h)).join("")}</row>`;

describe("dirty cells through the readers", () => {
  it("when .xlsx cells hold NULs and lone surrogates as entities, escapes or text, then each reads as storable text and the row maps", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cellPieces, { minLength: 4, maxLength: 4 }), async (cells) => {
        const data = `<row r="2">${cells.map((pieces, i) => inlineCell(`${String.fromCharCode(65 + i)}2`, pieces.map((p) => p.xml).join(""))).join("")}</row>`;
        const read = await importRows(readXlsx(bufferSource(xlsxOf([headerRow, data]))));
        if (!read.ok) throw new Error(read.message);
        const expected = cells.map((pieces) => expectedCell(pieces.map((p) => p.text).join("")));
        if (expected.every((text) => text === "")) {
          expect(read.rows).toEqual([]);
          return;
        }
        expect(read.rows[0]?.cells).toEqual(Object.fromEntries(headers.map((h, i) => [h, expected[i]])));
        const mapped = mapRow(read.rows[0]?.cells ?? {});
        if (mapped.ok) for (const value of Object.values(mapped.business)) if (typeof value === "string") expect(isStorable(value)).toBe(true);
      }),
      options(150),
    );
  });

  it("when CSV fields hold raw NULs and lone surrogates, then each reads as storable text", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cellPieces, { minLength: 4, maxLength: 4 }), async (cells) => {
        const texts = cells.map((pieces) => pieces.map((p) => p.text).join(""));
        const read = await importRows(csvSheets(bufferSource(makeCsv([headers, ["first", "row", "kept", "apart"], texts]))));
        if (!read.ok) throw new Error(read.message);
        // UTF-8 itself writes a lone surrogate as U+FFFD; the reader then drops the NULs.
        const expected = texts.map(expectedCell);
        const row = read.rows.find((r) => r.row === 3);
        if (expected.every((text) => text === "")) {
          expect(row).toBeUndefined();
          return;
        }
        expect(row?.cells).toEqual(Object.fromEntries(headers.map((h, i) => [h, expected[i]])));
      }),
      options(150),
    );
  });

  it("when JSON cells escape NULs and lone surrogates, then the mapped hours and attributes hold none", () => {
    const escapes = fc.constantFrom("\\u0000", "\\ud800", "\\uDFFF", "\\ud83d\\udca9", "\\\\u0000", "a", "9AM-5PM");
    const jsonText = fc.array(escapes, { maxLength: 4 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(jsonText, jsonText, (key, value) => {
        const mapped = mapRow({
          name: "Escapes",
          category: "Cafe",
          place_id: "ChIJescapes",
          working_hours: `{"Monday${key}": "${value}", "Tuesday": "${value}"}`,
          about: `{"Group${key}": {"Item${key}": true, "Note": "${value}"}}`,
          other_hours: `[{"Kind${key}": {"Monday": "${value}"}}]`,
        });
        expect(mapped.ok).toBe(true);
        if (!mapped.ok) return;
        const { openingHours, attributes, otherHours } = mapped.business;
        const stored = JSON.stringify([openingHours, attributes, otherHours]);
        // JSON.stringify escapes a NUL and a lone surrogate, and writes whole characters as they are.
        expect(stored).not.toMatch(/(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f])/i);
      }),
      options(200),
    );
  });
});

/** "A" → 0, "XFD" → 16,383: written apart from the reader's columnIndex. */
const columnOf = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

describe("cell references", () => {
  it("when a cell's reference is past column XFD, in the header row or a data row, then the read is refused with a 400 naming the row and the cell", async () => {
    const letters = fc.stringMatching(/^[A-Z]{1,9}$/);
    await fc.assert(
      fc.asyncProperty(letters, fc.constantFrom(1, 2), async (column, rowNumber) => {
        const ref = `${column}${rowNumber}`;
        const far = inlineCell(ref, "far");
        const data = `<row r="2">${inlineCell("A2", "Name")}${inlineCell("B2", "Cafe")}${inlineCell("C2", "ChIJref")}</row>`;
        const rows = rowNumber === 1 ? [headerRow.replace("</row>", `${far}</row>`), data] : [headerRow, data.replace("</row>", `${far}</row>`)];
        const reading = importRows(readXlsx(bufferSource(xlsxOf(rows))));
        if (columnOf(column) <= 16_383) {
          const read = await reading;
          expect(read.ok).toBe(true);
          return;
        }
        const error = await reading.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(FileRefused);
        expect(error).toMatchObject({ reason: "unreadable", message: expect.stringContaining(`Row ${rowNumber} has a cell "${ref}" past column XFD`) });
      }),
      options(200),
    );
  });

  it("when the reference asks for billions of columns (FXSHRXW1), then the header row is refused at once", async () => {
    const rows = [headerRow.replace("</row>", `${inlineCell("FXSHRXW1", "far")}</row>`)];
    await expect(importRows(readXlsx(bufferSource(xlsxOf(rows))))).rejects.toMatchObject({
      reason: "unreadable",
      message: expect.stringMatching(/^Row 1 .*FXSHRXW1/),
    });
  });
});

describe("addresses with long runs of spaces", () => {
  const base = { name: "Spaces", category: "Cafe", place_id: "ChIJspaces" };

  it("when the state and ZIP code are apart by any run of spaces, then the city, state and ZIP code are read", () => {
    const zip = fc.tuple(fc.stringMatching(/^\d{5}$/), fc.option(fc.stringMatching(/^\d{4}$/))).map(([five, four]) => (four ? `${five}-${four}` : five));
    fc.assert(
      fc.property(
        fc.constantFrom("IL", "TX", "Texas", "new york"),
        fc.integer({ min: 0, max: 200_000 }),
        fc.option(zip),
        fc.constantFrom("", "x", " USA"),
        (state, spaces, code, tail) => {
          const mapped = mapRow({ ...base, full_address: `12 Elm St, Springfield, ${state}${" ".repeat(spaces)}${code ?? ""}${tail}` });
          if (!mapped.ok) throw new Error(mapped.message);
          expect(mapped.business.city).toBe("Springfield");
          const zipRead = code !== null && tail === "";
          expect(mapped.business.zipCode).toBe(zipRead ? code : null);
          if (zipRead) expect(mapped.business.state).toBe(stateCode(state) ?? state);
        },
      ),
      options(40),
    );
  });

  it("when an address holds 200,000 spaces before text that is no ZIP code, then it maps well within 2 seconds (a quadratic reading takes minutes)", () => {
    const started = performance.now();
    const mapped = mapRow({ ...base, full_address: `12 Elm St, Springfield, IL${" ".repeat(200_000)}x` });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(mapped).toMatchObject({ ok: true, business: { city: "Springfield", zipCode: null, state: expect.stringMatching(/^IL {98}$/) } });
  });

  it("when other cells hold long runs of commas or letters, then they map well within 2 seconds", () => {
    const started = performance.now();
    const mapped = mapRow({ ...base, category: "a".repeat(200_000), order_links: `a${",".repeat(200_000)}x` });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(mapped.ok).toBe(true);
  });
});
