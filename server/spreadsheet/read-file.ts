import { Worker } from "node:worker_threads";
import { HttpError } from "../http/errors";
import type { SpreadsheetType } from "./file-type";
import type { WorkerRequest, WorkerResult } from "./import-worker";
import type { MappedRows } from "./map-rows";

const workerUrl = new URL("./import-worker.ts", import.meta.url);

/** Workers do not inherit tsx's loader: register it, then load the TypeScript worker. */
const bootstrap = `(async () => {
  const { register } = await import("tsx/esm/api");
  register();
  await import(${JSON.stringify(workerUrl.href)});
})();`;

/** Bounds one parse: a hostile file exhausts the worker's heap, not the server's. */
const workerHeapMb = 2048;
const unreadable = "The file could not be read as a spreadsheet";

/**
 * Parses and maps a spreadsheet in a worker thread (SheetJS blocks for seconds on
 * large files), so the server keeps answering; rejects with a 400 when the file
 * is unreadable, empty or lacks required columns.
 */
export function readImportFile(buffer: Buffer, type: SpreadsheetType, maxErrors: number): Promise<MappedRows & { totalRows: number }> {
  const request: WorkerRequest = { buffer, type, maxErrors };
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: request, resourceLimits: { maxOldGenerationSizeMb: workerHeapMb } });
    let settled = false;
    const fail = () => {
      if (!settled) reject(new HttpError(400, unreadable));
      settled = true;
    };
    worker.once("message", (result: WorkerResult) => {
      settled = true;
      if (result.ok) resolve(result);
      else reject(new HttpError(400, result.message));
      void worker.terminate();
    });
    worker.once("error", fail);
    worker.once("exit", fail);
  });
}
