import { Worker } from "node:worker_threads";
import { HttpError } from "../http/errors";
import type { SpreadsheetType } from "./file-type";
import type { WorkerRequest, WorkerResult } from "./import-worker";
import type { MappedRows } from "./map-rows";
import { checkZipLimits } from "./zip-limits";

const workerUrl = new URL("./import-worker.ts", import.meta.url);

/** Workers do not inherit tsx's loader: register it, then load the TypeScript worker. */
const bootstrap = `(async () => {
  const { register } = await import("tsx/esm/api");
  register();
  await import(${JSON.stringify(workerUrl.href)});
})();`;

/** Bounds one parse: a hostile file exhausts the worker's heap, not the server's. */
const workerHeapMb = 2048;
/** A 100,000-row export parses in under a minute; a file that takes this long is stuck, not big. */
export const workerTimeoutMs = 180_000;
const unreadable = "The file could not be read as a spreadsheet";
const tooSlow = "The file took too long to read: split it into smaller files";

/**
 * Parses and maps a spreadsheet in a worker thread (SheetJS blocks for seconds on
 * large files), so the server keeps answering; rejects with a 400 when the file
 * is unreadable, empty or lacks required columns, and with a 413 before any
 * parsing when an .xlsx declares more than it may unpack to.
 */
export async function readImportFile(
  buffer: Buffer,
  type: SpreadsheetType,
  maxErrors: number,
  timeoutMs = workerTimeoutMs,
): Promise<MappedRows & { totalRows: number }> {
  if (type === "xlsx") checkZipLimits(buffer);
  const request: WorkerRequest = { buffer, type, maxErrors };
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: request, resourceLimits: { maxOldGenerationSizeMb: workerHeapMb } });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (!settled) outcome();
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new HttpError(400, tooSlow))), timeoutMs);
    worker.once("message", (result: WorkerResult) =>
      settle(() => (result.ok ? resolve(result) : reject(new HttpError(400, result.message)))),
    );
    worker.once("error", () => settle(() => reject(new HttpError(400, unreadable))));
    worker.once("exit", () => settle(() => reject(new HttpError(400, unreadable))));
  });
}
