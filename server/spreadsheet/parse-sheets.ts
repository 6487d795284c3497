import * as XLSX from "xlsx";
import type { SpreadsheetType } from "./file-type";
import { normalizeHeader } from "./columns";
import { readXlsx } from "./xlsx-reader";

export interface ParsedRow {
  /** The row number as the operator sees it in the sheet (1-based). */
  row: number;
  /** Set for rows after the first sheet. */
  sheet?: string;
  cells: Record<string, string>;
}

/** The header row, and the data rows still to be read (once), lazily. */
export type ParseResult = { ok: true; headers: string[]; rows: Iterable<ParsedRow> } | { ok: false; message: string };

/** A sheet row as text cells (trimmed, "" or missing when empty); `index` counts from 0. */
export interface SheetRow {
  index: number;
  cells: (string | undefined)[];
}

/** A sheet whose rows can be read (once or again) in order. */
export interface SheetRows {
  name: string;
  rows(): Iterable<SheetRow>;
}

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return "";
  // Numbers keep full precision (the display text "General" rounds to ~11 digits), unless shown as a date or time.
  const isPlainNumber = cell.t === "n" && !/[/:]/.test(cell.w ?? "");
  const text = isPlainNumber ? String(cell.v) : (cell.w ?? (cell.v instanceof Date ? cell.v.toISOString() : String(cell.v)));
  return text.trim();
}

function decodeCsv(buffer: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    // Not valid UTF-8: spreadsheet programs then mostly write Windows-1252.
    return new TextDecoder("windows-1252").decode(buffer);
  }
}

/** SheetJS's reading of any supported file, as sheets of text rows. */
export function sheetJsSheets(buffer: Uint8Array, type: SpreadsheetType): SheetRows[] {
  const options: XLSX.ParsingOptions = { dense: true, cellFormula: false, cellHTML: false, cellStyles: false };
  const workbook = type === "csv" ? XLSX.read(decodeCsv(buffer), { ...options, type: "string", raw: true }) : XLSX.read(buffer, { ...options, type: "buffer" });
  return workbook.SheetNames.map((name) => {
    const data = (workbook.Sheets[name]?.["!data"] ?? []) as (XLSX.CellObject[] | undefined)[];
    return {
      name,
      *rows() {
        for (const [index, cells] of data.entries()) if (cells) yield { index, cells: cells.map(cellText) };
      },
    };
  });
}

/**
 * Reads the first sheet (its first non-empty row is the header row) and every
 * further sheet with the same header, as an export longer than one sheet has.
 * `wanted` names the (normalised) headers whose cells are kept. An .xlsx is read
 * by our fast reader unless it declines the file; everything else by SheetJS.
 */
export function parseSheets(buffer: Uint8Array, type: SpreadsheetType, wanted: readonly string[]): ParseResult {
  const fast = type === "xlsx" ? readXlsx(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength)) : undefined;
  return collectRows(fast ?? sheetJsSheets(buffer, type), wanted);
}

const isBlank = (cells: (string | undefined)[]) => !cells.some((c) => c);
const noRows = { ok: false, message: "The file has no rows: expected a header row and data rows" } as const;

/** The first non-blank row of a sheet, read from `rows`, which then stands after it. */
function headerOf(rows: Iterator<SheetRow>): string[] | undefined {
  for (let next = rows.next(); !next.done; next = rows.next()) {
    if (!isBlank(next.value.cells)) return Array.from(next.value.cells, (c) => normalizeHeader(c ?? ""));
  }
  return undefined;
}

export function collectRows(sheets: SheetRows[], wanted: readonly string[]): ParseResult {
  const first = sheets[0]?.rows()[Symbol.iterator]();
  const headers = first && headerOf(first);
  if (!first || !headers) return noRows;
  const headerKey = headers.join("\u0000");
  const wantedSet = new Set(wanted);
  const columns = headers.map((name, index) => ({ name, index })).filter(({ name }, i) => wantedSet.has(name) && headers.indexOf(name) === i);

  function* dataRows(rows: Iterator<SheetRow>, sheet: string | undefined): Generator<ParsedRow> {
    for (let next = rows.next(); !next.done; next = rows.next()) {
      const { index, cells } = next.value;
      const record: Record<string, string> = Object.create(null);
      let empty = true;
      for (const { name, index: column } of columns) {
        const text = cells[column] ?? "";
        record[name] = text;
        if (text) empty = false;
      }
      if (!empty) yield sheet === undefined ? { row: index + 1, cells: record } : { row: index + 1, sheet, cells: record };
    }
  }
  function* allRows(): Generator<ParsedRow> {
    yield* dataRows(first as Iterator<SheetRow>, undefined);
    for (const sheet of sheets.slice(1)) {
      const rows = sheet.rows()[Symbol.iterator]();
      if (headerOf(rows)?.join("\u0000") === headerKey) yield* dataRows(rows, sheet.name);
    }
  }
  return { ok: true, headers: headers.filter(Boolean), rows: allRows() };
}
