import * as XLSX from "xlsx";
import type { SpreadsheetType } from "./file-type";
import { normalizeHeader } from "./columns";
import { readXlsx, XlsxDeclined } from "./xlsx-reader";

export interface ParsedRow {
  /** The row number as the operator sees it in the sheet (1-based). */
  row: number;
  /** Set for rows after the first sheet. */
  sheet?: string;
  cells: Record<string, string>;
}

export type ParseResult = { ok: true; headers: string[]; rows: ParsedRow[] } | { ok: false; message: string };

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
  const workbook =
    type === "csv"
      ? XLSX.read(decodeCsv(buffer), { ...options, type: "string", raw: true })
      : XLSX.read(buffer, { ...options, type: "buffer" });
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
 * by our fast reader, unless it declines the file; everything else by SheetJS.
 */
export function parseSheets(buffer: Uint8Array, type: SpreadsheetType, wanted: readonly string[]): ParseResult {
  if (type === "xlsx") {
    try {
      const sheets = readXlsx(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength));
      if (sheets) return collectRows(sheets, wanted);
    } catch (error) {
      if (!(error instanceof XlsxDeclined)) throw error;
    }
  }
  return collectRows(sheetJsSheets(buffer, type), wanted);
}

const isBlank = (cells: (string | undefined)[]) => !cells.some((c) => c);

export function collectRows(sheets: SheetRows[], wanted: readonly string[]): ParseResult {
  const wantedSet = new Set(wanted);
  let headers: string[] | undefined;
  let headerKey = "";
  let columns: { name: string; index: number }[] = [];
  const rows: ParsedRow[] = [];
  for (const [position, sheet] of sheets.entries()) {
    let sheetHeaders: string[] | undefined;
    for (const { index, cells } of sheet.rows()) {
      if (!sheetHeaders) {
        if (isBlank(cells)) continue;
        sheetHeaders = Array.from(cells, (c) => normalizeHeader(c ?? ""));
        if (position === 0) {
          headers = sheetHeaders;
          headerKey = headers.join("\u0000");
          columns = headers
            .map((name, i) => ({ name, index: i }))
            .filter(({ name }, i) => wantedSet.has(name) && headers?.indexOf(name) === i);
        } else if (sheetHeaders.join("\u0000") !== headerKey) break;
        continue;
      }
      const record: Record<string, string> = Object.create(null);
      let empty = true;
      for (const { name, index: column } of columns) {
        const text = cells[column] ?? "";
        record[name] = text;
        if (text) empty = false;
      }
      if (!empty) rows.push(position === 0 ? { row: index + 1, cells: record } : { row: index + 1, sheet: sheet.name, cells: record });
    }
    if (position === 0 && !headers) return { ok: false, message: "The file has no rows: expected a header row and data rows" };
  }
  if (!headers) return { ok: false, message: "The file has no rows: expected a header row and data rows" };
  return { ok: true, headers: headers.filter(Boolean), rows };
}
