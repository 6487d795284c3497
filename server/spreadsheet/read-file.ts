import { Worker } from "node:worker_threads";
import type { BusinessBatch } from "../directory/business-batch";
import { HttpError } from "../http/errors";
import type { SpreadsheetType } from "./file-type";
import type { WorkerMessage, WorkerRequest } from "./import-worker";
import type { MappingSummary } from "./map-rows";
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
const workerTimeoutMs = 180_000;
const unreadable = "The file could not be read as a spreadsheet";
const tooSlow = "The file took too long to read: split it into smaller files";

/**
 * Parses and maps a spreadsheet in a worker thread (parsing blocks for seconds on
 * large files), so the server keeps answering. Batches of rows ready to insert
 * are handed to `onBatch` as they arrive, without waiting for earlier ones to be
 * handled (the caller orders its writes), so the next batch can be prepared while
 * one is written; the worker reads at most a few batches ahead of those handled.
 * Rejects with a 400 when the file is unreadable, empty or lacks required columns
 * (possibly after some batches: the caller's transaction then rolls them back),
 * and with a 413 before any parsing when an .xlsx declares more than it may unpack
 * to. Never settles while a batch is still being handled.
 */
export async function readImportFile(
  buffer: Buffer,
  type: SpreadsheetType,
  maxErrors: number,
  onBatch: (batch: BusinessBatch) => Promise<void>,
  timeoutMs = workerTimeoutMs,
): Promise<MappingSummary & { totalRows: number }> {
  if (type === "xlsx") checkZipLimits(buffer);
  const request: WorkerRequest = { buffer, type, maxErrors };
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: request, resourceLimits: { maxOldGenerationSizeMb: workerHeapMb } });
    const handling = new Set<Promise<void>>();
    let failure: unknown;
    let finishing = false;
    const finish = (outcome: () => void) => {
      if (finishing) return;
      finishing = true;
      clearTimeout(timer);
      void worker.terminate();
      // Never settle while a batch is being handled: the caller's transaction must not end under it.
      void Promise.allSettled(handling).then(() => (failure === undefined ? outcome() : reject(failure)));
    };
    const timer = setTimeout(() => finish(() => reject(new HttpError(400, tooSlow))), timeoutMs);
    worker.on("message", (message: WorkerMessage) => {
      if (finishing) return;
      if (message.kind === "failed") return finish(() => reject(new HttpError(400, message.message)));
      if (message.kind === "done") return finish(() => resolve(message));
      const handled = onBatch(message.batch).then(
        // Tells the worker it may read further ahead.
        () => void (finishing || worker.postMessage("written")),
        (error: unknown) => {
          failure ??= error;
          finish(() => {});
        },
      );
      handling.add(handled);
      void handled.then(() => handling.delete(handled));
    });
    worker.once("error", () => finish(() => reject(new HttpError(400, unreadable))));
    worker.once("exit", () => finish(() => reject(new HttpError(400, unreadable))));
  });
}
