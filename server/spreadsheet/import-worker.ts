import { setPriority } from "node:os";
import { constants, PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";
import { getHeapStatistics } from "node:v8";
import { parentPort } from "node:worker_threads";
import { batchBuffers, BusinessBatchBuilder, type BusinessBatch } from "../db/business-batch";
import { FileRefused, type RefusalReason } from "./file-refused";
import { bufferSource, fileSource, withProgress, type ByteSource } from "./byte-source";
import { missingColumns, wantedColumns } from "./columns";
import { unreadable, type SpreadsheetType } from "./file-type";
import { RowMapper, type MappingSummary } from "./map-rows";
import { parseSheets } from "./parse-sheets";
import { firstBatchSize, WritePace } from "./write-pace";

/**
 * The reader yields to the server's own thread (decision 028): on Linux a thread's nice value is its
 * own, so at 10 this thread waits when a request needs the core, and still takes every idle cycle.
 * With both cores busy during an import, the slowest status answers were faster this way, and the
 * import took as long (BENCHMARKS.md, "Figures behind code comments").
 */
if (process.platform === "linux") {
  try {
    setPriority(10);
  } catch {
    // A host that forbids it reads at the server's priority.
  }
}

/** One file to read; a worker reads one at a time and is then given the next (read-file.ts). */
export interface WorkerRequest {
  kind: "read";
  /** The file's bytes, or where it is on disk: the worker then reads it a piece at a time, never whole. */
  file: Uint8Array | { path: string };
  type: SpreadsheetType;
  maxErrors: number;
  /** A refresh: batches carry each row's fields with a value (decision 032). */
  refresh?: boolean;
}

/** What the server sends: a file to read, or word that one more batch of it is written, and when (sharedNow). */
export type ServerMessage = WorkerRequest | { kind: "written"; at: number };

/**
 * Rows go to the server in batches as they are mapped, ready to insert (each with
 * the slug its name and place id give, or the one the file carried), then one closing message.
 */
export type WorkerMessage =
  | { kind: "batch"; batch: BusinessBatch; read: ReadSoFar }
  | { kind: "progress"; read: ReadSoFar }
  | ({ kind: "done"; totalRows: number; peakHeapBytes: number } & MappingSummary)
  | { kind: "failed"; reason: RefusalReason; message: string };

/** How far the worker has read: rows, and of them those with errors and those repeating a place id of the same batch. */
export interface ReadSoFar {
  rows: number;
  /** The share of the file's rows read so far, judged by bytes (0 when not known). */
  fraction: number;
  errors: number;
  duplicatesInFile: number;
}

/** Batches sent but not yet written: reading runs at most this far ahead of the database. */
const maxBatchesAhead = 3;
let written: (() => void) | undefined;
let pace = new WritePace();
parentPort?.on("message", (message: ServerMessage) => {
  if (message.kind === "written") {
    pace.written(message.at);
    written?.();
    return;
  }
  written = undefined;
  pace = new WritePace();
  run(message).catch((error: unknown) =>
    post(
      error instanceof FileRefused
        ? { kind: "failed", reason: error.reason, message: error.message }
        : { kind: "failed", reason: "unreadable", message: unreadable },
    ),
  );
});

const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => parentPort?.postMessage(message, transfer);

/**
 * The most the heap held after a full collection while the current file was read:
 * what reading keeps alive. Garbage comes on top until the next collection, as
 * much again or more on a large file (V8 lets it grow with the heap's limit).
 */
let peakHeapBytes = 0;
const sampleHeap = () => void (peakHeapBytes = Math.max(peakHeapBytes, getHeapStatistics().used_heap_size));
/** A "gc" entry carries the collection's kind in its detail, which Node's declarations leave out. */
const isFullCollection = (entry: PerformanceEntry) =>
  (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR;
new PerformanceObserver((list) => list.getEntries().some(isFullCollection) && sampleHeap()).observe({ entryTypes: ["gc"] });

/** Parsing and mapping both run here, off the server's event loop. */
async function run({ file, type, maxErrors, refresh = false }: WorkerRequest): Promise<void> {
  peakHeapBytes = 0;
  const source = withProgress(
    file instanceof Uint8Array ? bufferSource(Buffer.from(file.buffer, file.byteOffset, file.byteLength)) : await fileSource(file.path),
  );
  try {
    await readRows(source, type, maxErrors, refresh);
  } finally {
    await source.close();
  }
}

async function readRows(source: ByteSource & { fraction(): number }, type: SpreadsheetType, maxErrors: number, refresh: boolean): Promise<void> {
  const parsed = await parseSheets(source, type, wantedColumns);
  if (!parsed.ok) return post({ kind: "failed", reason: "unreadable", message: parsed.message });
  const missing = missingColumns(new Set(parsed.headers));
  if (missing.length) return post({ kind: "failed", reason: "unreadable", message: `Missing required columns: ${missing.join(", ")}` });
  const mapper = new RowMapper(maxErrors, refresh);
  const builder = new BusinessBatchBuilder(false);
  let totalRows = 0;
  let size = firstBatchSize;
  /** Rows read since the last batch was sent, with those that had errors or repeated a place id. */
  let pending = 0;
  const send = async () => {
    pending = 0;
    const read = { rows: totalRows, errors: mapper.summary.totalErrors, duplicatesInFile: mapper.summary.duplicatesInFile, fraction: source.fraction() };
    if (builder.count === 0) return post({ kind: "progress", read });
    const batch = builder.take();
    post({ kind: "batch", batch, read }, batchBuffers(batch));
    mapper.nextBatch();
    pace.sent(batch.count);
    while (pace.unwrittenCount >= maxBatchesAhead) await new Promise<void>((resolve) => (written = resolve));
  };
  // Rows are mapped as they are read, and sent a batch at a time: the server writes while the rest is read.
  for await (const piece of parsed.rows) {
    for (let at = 0; at < piece.length;) {
      const rows = piece.slice(at, at + size - pending);
      at += rows.length;
      totalRows += rows.length;
      pending += rows.length;
      builder.add(mapper.map(rows), mapper.takeGiven());
      if (pending === size) {
        await send();
        size = pace.nextSize();
      }
    }
  }
  await send();
  if (totalRows === 0) return post({ kind: "failed", reason: "unreadable", message: "The file has a header row but no data rows" });
  // A file read between two collections: the heap as it stands, garbage and all.
  if (peakHeapBytes === 0) sampleHeap();
  post({ kind: "done", totalRows, peakHeapBytes, ...mapper.summary });
}
