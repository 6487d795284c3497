import { once } from "node:events";
import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import * as XLSX from "xlsx";
import type { Db } from "../db/database";
import { exportColumns, specColumns } from "../spreadsheet/columns";
import { exportRow } from "../spreadsheet/export-row";
import { selectExportPage } from "./export.queries";

/** Excel's limit is 1,048,576 rows a sheet, one of them the header. */
export const rowsPerSheet = 1_048_575;
const pageSize = 5000;

/** An empty sheet with the spec's import columns in order: what the format guide links. */
export function importTemplate(): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([[...specColumns]]), "Businesses");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

export function exportFileName(country: string | undefined, now = new Date()): string {
  const label = country ? country.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_+|_+$/g, "") || "country" : "all";
  return `businesses_${label}_${now.toISOString().slice(0, 10)}.xlsx`;
}

/**
 * Streams every business (or one country's) into an .xlsx on `out`, reading
 * keyset pages so memory stays bounded whatever the table holds.
 */
export async function writeExport(db: Db, out: Writable, country: string | undefined, perSheet = rowsPerSheet): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  let sheet: ExcelJS.Worksheet | undefined;
  let inSheet = 0;
  let sheets = 0;
  let total = 0;
  const newSheet = () => {
    sheet?.commit();
    sheets += 1;
    sheet = workbook.addWorksheet(sheets === 1 ? "Businesses" : `Businesses ${sheets}`);
    sheet.addRow([...exportColumns]).commit();
    inSheet = 0;
  };
  newSheet();
  for (let afterId = 0; ; ) {
    const page = await selectExportPage(db, afterId, pageSize, country);
    for (const business of page) {
      if (inSheet === perSheet) newSheet();
      sheet?.addRow(exportRow(business)).commit();
      inSheet += 1;
    }
    total += page.length;
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    afterId = last.id;
    if (out.writableNeedDrain) await once(out, "drain");
  }
  sheet?.commit();
  await workbook.commit();
  return total;
}
