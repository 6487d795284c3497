import { Worker } from "node:worker_threads";
import { HttpError } from "../http/errors";
import type { SpreadsheetType } from "./file-type";
import type { ParseRequest, ParseResult, ParsedRow } from "./parse-worker";

const workerUrl = new URL("./parse-worker.ts", import.meta.url);

/** Workers do not inherit tsx's loader: register it, then load the TypeScript worker. */
const bootstrap = `(async () => {
  const { register } = await import("tsx/esm/api");
  register();
  await import(${JSON.stringify(workerUrl.href)});
})();`;

/** Bounds one parse: a hostile file exhausts the worker's heap, not the server's. */
const workerHeapMb = 2048;

/**
 * Parses a spreadsheet in a worker thread (SheetJS blocks for seconds on large
 * files) and returns its header names and the wanted cells of each data row.
 */
export function readSpreadsheet(
  buffer: Buffer,
  type: SpreadsheetType,
  wanted: string[],
): Promise<{ headers: string[]; rows: ParsedRow[] }> {
  const request: ParseRequest = { buffer, type, wanted };
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
    });
    let settled = false;
    worker.once("message", (result: ParseResult) => {
      settled = true;
      if (result.ok) resolve({ headers: result.headers, rows: result.rows });
      else reject(new HttpError(400, result.message));
      void worker.terminate();
    });
    worker.once("error", () => {
      if (!settled) reject(new HttpError(400, "The file could not be read as a spreadsheet"));
    });
    worker.once("exit", () => {
      if (!settled) reject(new HttpError(400, "The file could not be read as a spreadsheet"));
    });
  });
}
