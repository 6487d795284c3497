import { parentPort, workerData } from "node:worker_threads";
import { missingColumns, wantedColumns } from "./columns";
import type { SpreadsheetType } from "./file-type";
import { mapRows, type MappedRows } from "./map-rows";
import { parseSheets } from "./parse-sheets";
import { checkZipContents } from "./zip-contents";

export interface WorkerRequest {
  buffer: Uint8Array;
  type: SpreadsheetType;
  maxErrors: number;
}

export type WorkerResult = ({ ok: true; totalRows: number } & MappedRows) | { ok: false; message: string };

/** Parsing and mapping both run here, off the server's event loop. */
async function run({ buffer, type, maxErrors }: WorkerRequest): Promise<WorkerResult> {
  if (type === "xlsx") {
    const problem = await checkZipContents(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength));
    if (problem) return { ok: false, message: problem };
  }
  const parsed = parseSheets(buffer, type, wantedColumns);
  if (!parsed.ok) return parsed;
  const missing = missingColumns(new Set(parsed.headers));
  if (missing.length) return { ok: false, message: `Missing required columns: ${missing.join(", ")}` };
  if (parsed.rows.length === 0) return { ok: false, message: "The file has a header row but no data rows" };
  return { ok: true, totalRows: parsed.rows.length, ...mapRows(parsed.rows, maxErrors) };
}

run(workerData as WorkerRequest).then(
  (result) => parentPort?.postMessage(result),
  () => parentPort?.postMessage({ ok: false, message: "The file could not be read as a spreadsheet" } satisfies WorkerResult),
);
