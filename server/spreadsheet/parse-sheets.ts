import * as XLSX from "xlsx";
import type { ByteSource } from "./byte-source";
import { normalizeHeader } from "./columns";
import { csvSheets, decodeWhole } from "./csv-reader";
import type { SpreadsheetType } from "./file-type";
import { storableText } from "./storable-text";
import type { SheetRow, SheetRows } from "./sheet-rows";
import { readXlsx } from "./xlsx-reader";

export interface ParsedRow {
  /** The row number as the operator sees it in the sheet (1-based). */
  row: number;
  /** Set for rows after the first sheet. */
  sheet?: string;
  cells: Record<string, string>;
}

/** The header row, and the data rows still to be read (once), a piece of the file's worth at a time as they are read. */
export type ParseResult = { ok: true; headers: string[]; rows: AsyncIterable<ParsedRow[]> } | { ok: false; message: string };

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return "";
  // Numbers keep full precision (the display text "General" rounds to ~11 digits), unless shown as a date or time.
  const isPlainNumber = cell.t === "n" && !/[/:]/.test(cell.w ?? "");
  const text = isPlainNumber ? String(cell.v) : (cell.w ?? (cell.v instanceof Date ? cell.v.toISOString() : String(cell.v)));
  return text.trim();
}

/**
 * SheetJS's reading of a whole file, as sheets of text rows: how .xls files are
 * read (the format holds at most 65,536 rows), and what the streaming readers of
 * .xlsx and .csv are tested against.
 */
export function sheetJsSheets(buffer: Uint8Array, type: SpreadsheetType): SheetRows[] {
  const options: XLSX.ParsingOptions = { dense: true, cellFormula: false, cellHTML: false, cellStyles: false };
  const workbook =
    type === "csv" ? XLSX.read(decodeWhole(buffer), { ...options, type: "string", raw: true }) : XLSX.read(buffer, { ...options, type: "buffer" });
  return workbook.SheetNames.map((name) => {
    const data = (workbook.Sheets[name]?.["!data"] ?? []) as (XLSX.CellObject[] | undefined)[];
    return {
      name,
      async *rows() {
        yield data.flatMap((cells, index) => (cells ? [{ index, cells: cells.map(cellText) }] : []));
      },
    };
  });
}

/**
 * Reads the first sheet (its first non-empty row is the header row) and every
 * further sheet with the same header, as an export longer than one sheet has.
 * `wanted` names the (normalised) headers whose cells are kept. .xlsx and .csv
 * are streamed from the source; .xls is read whole by SheetJS. Rejects (or, once
 * rows are being read, throws) a FileRefused for a file refused on the way.
 */
export async function parseSheets(source: ByteSource, type: SpreadsheetType, wanted: readonly string[]): Promise<ParseResult> {
  if (type === "xlsx") return collectRows(await readXlsx(source), wanted);
  if (type === "csv") return collectRows(csvSheets(source), wanted);
  return collectRows(sheetJsSheets(await source.read(0, source.size), type), wanted);
}

/** A cell's text as PostgreSQL can store it, trimmed again when a dropped NUL bared a space at an end. */
function storableCell(text: string): string {
  const storable = storableText(text);
  return storable === text ? text : storable.trim();
}

const isBlank = (cells: (string | undefined)[]) => !cells.some((c) => c);
const noRows = { ok: false, message: "The file has no rows: expected a header row and data rows" } as const;

/** The first non-blank row of a sheet, read from `rows`, and the rows after it that came with it. */
async function headerOf(rows: AsyncIterator<SheetRow[]>): Promise<{ header: string[]; after: SheetRow[] } | undefined> {
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    const at = next.value.findIndex((row) => !isBlank(row.cells));
    const row = next.value[at];
    if (row) return { header: Array.from(row.cells, (c) => normalizeHeader(storableText(c ?? ""))), after: next.value.slice(at + 1) };
  }
  return undefined;
}

export async function collectRows(sheets: SheetRows[], wanted: readonly string[]): Promise<ParseResult> {
  const first = sheets[0]?.rows()[Symbol.asyncIterator]();
  const found = first && (await headerOf(first));
  if (!first || !found) return noRows;
  const { header: headers } = found;
  const headerKey = headers.join("\u0000");
  const wantedSet = new Set(wanted);
  const columns = headers.map((name, index) => ({ name, index })).filter(({ name }, i) => wantedSet.has(name) && headers.indexOf(name) === i);

  /** The rows with a value in a wanted column, each as those columns' cells. */
  function parsed(rows: SheetRow[], sheet: string | undefined): ParsedRow[] {
    const kept: ParsedRow[] = [];
    for (const { index, cells } of rows) {
      if (!columns.some(({ index: column }) => cells[column])) continue;
      const record: Record<string, string> = Object.create(null);
      // Cleaned here, once for every reader (.xlsx, .csv, .xls), and only in the columns kept.
      for (const { name, index: column } of columns) record[name] = storableCell(cells[column] ?? "");
      kept.push(sheet === undefined ? { row: index + 1, cells: record } : { row: index + 1, sheet: storableText(sheet), cells: record });
    }
    return kept;
  }
  async function* dataRows(rows: AsyncIterator<SheetRow[]>, after: SheetRow[], sheet: string | undefined): AsyncGenerator<ParsedRow[]> {
    try {
      yield parsed(after, sheet);
      for (let next = await rows.next(); !next.done; next = await rows.next()) yield parsed(next.value, sheet);
    } finally {
      // A reader that stops early (a refused file, a cancelled read) closes the sheet's stream.
      await rows.return?.();
    }
  }
  async function* allRows(): AsyncGenerator<ParsedRow[]> {
    yield* dataRows(first as AsyncIterator<SheetRow[]>, found?.after ?? [], undefined);
    for (const sheet of sheets.slice(1)) {
      const rows = sheet.rows()[Symbol.asyncIterator]();
      const other = await headerOf(rows);
      if (other?.header.join("\u0000") === headerKey) yield* dataRows(rows, other.after, sheet.name);
      else await rows.return?.();
    }
  }
  return { ok: true, headers: headers.filter(Boolean), rows: allRows() };
}
