import type { Writable } from "node:stream";
import * as XLSX from "xlsx";
import type { Db } from "../db/database";
import { exportColumns, specColumns } from "../spreadsheet/columns";
import { exportRow } from "../spreadsheet/export-row";
import { XlsxStreamWriter } from "../spreadsheet/xlsx-stream-writer";
import { selectExportPage } from "./export.queries";

/** Excel's limit is 1,048,576 rows a sheet, one of them the header. */
const rowsPerSheet = 1_048_575;
const pageSize = 5000;

/** An empty sheet with the import columns in order: what the format guide links. */
export function importTemplate(): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([[...specColumns]]), "Businesses");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/** `country` null: the businesses with no country. */
export function exportFileName(country: string | null | undefined, now = new Date()): string {
  const label = country === null ? "no_country" : country ? country.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_+|_+$/g, "") || "country" : "all";
  return `businesses_${label}_${now.toISOString().slice(0, 10)}.xlsx`;
}

/**
 * Streams every business (or one country's) into an .xlsx on `out`, reading
 * keyset pages and writing with backpressure, so memory stays bounded whatever
 * the table holds. A new sheet starts at Excel's row limit.
 */
export async function writeExport(db: Db, out: Writable, country: string | null | undefined, perSheet = rowsPerSheet): Promise<number> {
  const workbook = new XlsxStreamWriter(out);
  let inSheet = 0;
  let sheets = 0;
  let total = 0;
  const newSheet = async () => {
    sheets += 1;
    await workbook.addSheet(sheets === 1 ? "Businesses" : `Businesses ${sheets}`);
    await workbook.addRow([...exportColumns]);
    inSheet = 0;
  };
  await newSheet();
  // The next page is read while this one is written.
  const read = (afterId: number) => {
    const page = selectExportPage(db, afterId, pageSize, country);
    // A failed write ends the loop before this page is awaited; its error is not the one to report.
    page.catch(() => {});
    return page;
  };
  let next = read(0);
  for (;;) {
    const page = await next;
    const last = page.at(-1);
    const more = last !== undefined && page.length === pageSize;
    if (more) next = read(last.id);
    for (const business of page) {
      if (inSheet === perSheet || workbook.sheetFull) await newSheet();
      await workbook.addRow(exportRow(business));
      inSheet += 1;
    }
    total += page.length;
    if (!more) break;
  }
  await workbook.finish();
  return total;
}
