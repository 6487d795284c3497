import { parentPort, workerData } from "node:worker_threads";
import { missingColumns, wantedColumns } from "./columns";
import type { SpreadsheetType } from "./file-type";
import { mapRows, type MappedRows } from "./map-rows";
import { parseSheets } from "./parse-sheets";

export interface WorkerRequest {
  buffer: Uint8Array;
  type: SpreadsheetType;
  maxErrors: number;
}

export type WorkerResult = ({ ok: true; totalRows: number } & MappedRows) | { ok: false; message: string };

/** Parsing and mapping both run here, off the server's event loop. */
function run({ buffer, type, maxErrors }: WorkerRequest): WorkerResult {
  const parsed = parseSheets(buffer, type, wantedColumns);
  if (!parsed.ok) return parsed;
  const missing = missingColumns(new Set(parsed.headers));
  if (missing.length) return { ok: false, message: `Missing required columns: ${missing.join(", ")}` };
  if (parsed.rows.length === 0) return { ok: false, message: "The file has a header row but no data rows" };
  return { ok: true, totalRows: parsed.rows.length, ...mapRows(parsed.rows, maxErrors) };
}

try {
  parentPort?.postMessage(run(workerData as WorkerRequest));
} catch {
  parentPort?.postMessage({ ok: false, message: "The file could not be read as a spreadsheet" } satisfies WorkerResult);
}
