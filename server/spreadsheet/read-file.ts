import { Worker, type ResourceLimits } from "node:worker_threads";
import { batchBuffers, type BusinessBatch } from "../db/business-batch";
import { FileRefused } from "./file-refused";
import { unreadable, type SpreadsheetType } from "./file-type";
import type { ReadSoFar, ServerMessage, WorkerMessage } from "./import-worker";
import type { MappingSummary } from "./map-rows";
import { importWorkerScript } from "./worker-script";
import { sharedNow } from "./write-pace";

/** The worker's script, read or bundled when the first worker starts. */
let workerScript: Promise<string> | undefined;
function bundledWorker(): Promise<string> {
  workerScript ??= importWorkerScript().catch((error: unknown) => {
    workerScript = undefined;
    throw error;
  });
  return workerScript;
}

/**
 * Bounds one parse: a hostile file exhausts the worker's heap, not the server's. V8 lets a heap fill
 * towards its limit before collecting, so the usual limit is small; a larger young generation means
 * fewer collections of the rows being mapped (the figures are in decisions 018 and 026). Only an .xlsx
 * whose shared-strings table is huge needs more: a read that runs out of heap before its first rows is
 * tried again in a worker with the large heap.
 */
const workerHeaps: WorkerHeaps = { usual: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 16 }, large: { maxOldGenerationSizeMb: 2048 } };
type WorkerHeap = "usual" | "large";
type WorkerHeaps = Record<WorkerHeap, ResourceLimits>;
/**
 * The worker reports every batch (500–2,000 rows, well under a second); one silent this long,
 * while not held back by the caller, is stuck, not reading a big file.
 */
const workerTimeoutMs = 180_000;
/** A worker kept after a file is read starts the next one at once, without waiting for a new worker to start. */
const idleWorkerMs = 60_000;
const tooSlow = "The file took too long to read: split it into smaller files";
const tooBig = "The file needs more memory to read than an import is given: save it as .csv or split it into smaller files";

/** Thrown when the caller's signal stops a read (the operator cancelled the import). */
export class ReadCancelled extends Error {
  constructor() {
    super("The import was cancelled");
  }
}

export interface ReadOptions {
  /** Stops the read: the worker is ended and the promise rejects with ReadCancelled. */
  signal?: AbortSignal;
  /** Called as the worker reads, about once a batch, before that batch is handed to onBatch. */
  onProgress?: (read: ReadSoFar) => void;
  /** The longest the worker may go without a word (a batch, progress, the end) while it is free to read on. */
  timeoutMs?: number;
  /** The workers' heap limits (tests make them small). */
  heaps?: WorkerHeaps;
  /** A refresh import: each batch carries its rows' fields with a value (BusinessBatch.given). */
  refresh?: boolean;
}

/** The file: its bytes, or where it is on disk (read there a piece at a time, never whole). */
export type ImportFile = Buffer | { path: string };

export type ReadSummary = MappingSummary & {
  totalRows: number;
  /** The most the worker's heap held while it read the file, in bytes, sampled once a batch. */
  peakHeapBytes: number;
};

/**
 * Parses and maps a spreadsheet in a worker thread (parsing blocks for seconds on
 * large files), so the server keeps answering. Batches of rows ready to insert
 * are handed to `onBatch` as they arrive, without waiting for earlier ones to be
 * handled (the caller orders its writes), so the next batch can be prepared while
 * one is written; the worker reads at most a few batches ahead of those handled.
 * Rejects with a 400 when the file is unreadable, damaged, cut short, empty or
 * lacks required columns (possibly after some batches: the caller's transaction
 * then rolls them back), and with a 413 when an .xlsx unpacks like a ZIP bomb or
 * a row is larger than real rows are (zip-limits.ts). Never settles while a
 * batch is still being handled.
 */
export async function readImportFile(
  file: ImportFile,
  type: SpreadsheetType,
  maxErrors: number,
  onBatch: (batch: BusinessBatch) => Promise<void>,
  options: ReadOptions = {},
): Promise<ReadSummary> {
  options.signal?.throwIfAborted();
  try {
    return await readInWorker(file, type, maxErrors, onBatch, options, "usual");
  } catch (error) {
    if (!(error instanceof OutOfHeapBeforeRows)) throw error;
    return readInWorker(file, type, maxErrors, onBatch, options, "large");
  }
}

/** The worker ran out of heap before it handed over any row: the file can be read again from its start. */
class OutOfHeapBeforeRows extends Error {}

async function readInWorker(
  file: ImportFile,
  type: SpreadsheetType,
  maxErrors: number,
  onBatch: (batch: BusinessBatch) => Promise<void>,
  { signal, onProgress, timeoutMs = workerTimeoutMs, heaps = workerHeaps, refresh }: ReadOptions,
  heap: WorkerHeap,
): Promise<ReadSummary> {
  const worker = idleWorker(heaps[heap], heap) ?? newWorker(await bundledWorker(), heaps[heap]);
  const send = (message: ServerMessage, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  return new Promise((resolve, reject) => {
    const handling = new Set<Promise<void>>();
    let failure: unknown;
    let finishing = false;
    let rowsSeen = false;
    /** `healthy`: the worker finished the file itself and can read the next one. */
    const finish = (healthy: boolean, outcome: () => void) => {
      if (finishing) return;
      finishing = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      worker.off("message", onMessage).off("error", onBroken).off("exit", onBroken);
      if (healthy) keepWorker(worker, heap, heaps[heap]);
      else void worker.terminate();
      // Never settle while a batch is being handled: the caller's transaction must not end under it.
      void Promise.allSettled(handling).then(() => (failure === undefined ? outcome() : reject(failure)));
    };
    const onBroken = (error: unknown) => {
      const outOfHeap = (error as { code?: unknown } | undefined)?.code === "ERR_WORKER_OUT_OF_MEMORY";
      const refusal = outOfHeap
        ? heap === "usual" && !rowsSeen
          ? new OutOfHeapBeforeRows()
          : new FileRefused("too-large", tooBig)
        : new FileRefused("unreadable", unreadable);
      finish(false, () => reject(refusal));
    };
    const onAbort = () => finish(false, () => reject(new ReadCancelled()));
    const onMessage = (message: WorkerMessage) => {
      if (finishing) return;
      timer.refresh();
      if (message.kind === "failed") return finish(true, () => reject(new FileRefused(message.reason, message.message)));
      if (message.kind === "done") return finish(true, () => resolve(message));
      rowsSeen = true;
      onProgress?.(message.read);
      if (message.kind === "progress") return;
      const handled = onBatch(message.batch).then(
        // Tells the worker it may read further ahead; the time it waited for this is not its own. The batch's
        // memory goes back with the word: freed here, it would wait for a full collection of the server's heap,
        // which came seldom (decision 022); the worker's small heap collects it within a batch or two.
        () => void (finishing || (timer.refresh(), send({ kind: "written", at: sharedNow() }, batchBuffers(message.batch)))),
        (error: unknown) => {
          failure ??= error;
          finish(false, () => {});
        },
      );
      handling.add(handled);
      void handled.then(() => handling.delete(handled));
    };
    const timer = setTimeout(() => finish(false, () => reject(new FileRefused("unreadable", tooSlow))), timeoutMs);
    worker.on("message", onMessage).once("error", onBroken).once("exit", onBroken);
    signal?.addEventListener("abort", onAbort);
    send({ kind: "read", file: Buffer.isBuffer(file) ? file : { path: file.path }, type, maxErrors, refresh });
  });
}

/** The worker that read the last file, kept for a while for the next one. */
let idle: { worker: Worker; heap: WorkerHeap; limits: ResourceLimits; timer: NodeJS.Timeout } | undefined;

/** The worker kept from the last file, if it has the heap asked for. */
function idleWorker(limits: ResourceLimits, heap: WorkerHeap): Worker | undefined {
  if (idle?.heap !== heap || idle.limits !== limits) return undefined;
  const { worker, timer } = idle;
  idle = undefined;
  clearTimeout(timer);
  worker.ref();
  return worker;
}

function newWorker(script: string, limits: ResourceLimits): Worker {
  const worker = new Worker(script, { eval: true, resourceLimits: limits });
  // An idle worker that fails is dropped; one reading a file is dropped by readImportFile.
  worker.on("error", () => {}).on("exit", () => idle?.worker === worker && (idle = undefined));
  return worker;
}

/**
 * Kept idle without holding the process open; ended when unused for idleWorkerMs or when another is kept.
 * A worker with the large heap is ended at once: the heap a huge file left is given back.
 */
function keepWorker(worker: Worker, heap: WorkerHeap, limits: ResourceLimits): void {
  if (idle || heap === "large") {
    void worker.terminate();
    return;
  }
  worker.unref();
  const timer = setTimeout(() => {
    if (idle?.worker !== worker) return;
    idle = undefined;
    void worker.terminate();
  }, idleWorkerMs).unref();
  idle = { worker, heap, limits, timer };
}
