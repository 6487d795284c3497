import * as XLSX from "xlsx";
import type { SpreadsheetType } from "./file-type";
import { normalizeHeader } from "./columns";


export interface ParsedRow {
  /** The row number as the operator sees it in the sheet (1-based). */
  row: number;
  /** Set for rows after the first sheet. */
  sheet?: string;
  cells: Record<string, string>;
}

export type ParseResult = { ok: true; headers: string[]; rows: ParsedRow[] } | { ok: false; message: string };

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

function headerRow(data: (XLSX.CellObject[] | undefined)[]): number {
  return data.findIndex((cells) => cells?.some((c) => cellText(c) !== ""));
}

/**
 * Reads the first sheet (its first non-empty row is the header row) and every
 * further sheet with the same header, as an export longer than one sheet has.
 * `wanted` names the (normalised) headers whose cells are kept.
 */
export function parseSheets(buffer: Uint8Array, type: SpreadsheetType, wanted: readonly string[]): ParseResult {
  const options: XLSX.ParsingOptions = { dense: true, cellFormula: false, cellHTML: false, cellStyles: false };
  const workbook =
    type === "csv"
      ? XLSX.read(decodeCsv(buffer), { ...options, type: "string", raw: true })
      : XLSX.read(buffer, { ...options, type: "buffer" });
  const sheets = workbook.SheetNames.map((name) => ({
    name,
    data: (workbook.Sheets[name]?.["!data"] ?? []) as (XLSX.CellObject[] | undefined)[],
  }));
  const first = sheets[0];
  const headerIndex = first ? headerRow(first.data) : -1;
  if (!first || headerIndex < 0) return { ok: false, message: "The file has no rows: expected a header row and data rows" };
  const headers = (first.data[headerIndex] ?? []).map((c) => normalizeHeader(cellText(c)));
  const headerKey = headers.join("\u0000");
  const wantedSet = new Set(wanted);
  const columns = headers
    .map((name, index) => ({ name, index }))
    .filter(({ name }, i) => wantedSet.has(name) && headers.indexOf(name) === i);
  const rows: ParsedRow[] = [];
  for (const [position, sheet] of sheets.entries()) {
    const start = position === 0 ? headerIndex : headerRow(sheet.data);
    if (start < 0) continue;
    const sheetHeaders = (sheet.data[start] ?? []).map((c) => normalizeHeader(cellText(c)));
    if (position > 0 && sheetHeaders.join("\u0000") !== headerKey) continue;
    for (let r = start + 1; r < sheet.data.length; r++) {
      const cells = sheet.data[r];
      if (!cells) continue;
      const record: Record<string, string> = Object.create(null);
      let empty = true;
      for (const { name, index } of columns) {
        const text = cellText(cells[index]);
        record[name] = text;
        if (text) empty = false;
      }
      if (!empty) rows.push(position === 0 ? { row: r + 1, cells: record } : { row: r + 1, sheet: sheet.name, cells: record });
    }
  }
  return { ok: true, headers: headers.filter(Boolean), rows };
}
