import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import {
  activeImportStatuses,
  maxAnswerErrors,
  maxJobErrors,
  type ImportJob,
  type ImportResult,
  type ImportStatus,
  type ImportUndoResult,
} from "../../shared/admin-api";
import { countOf } from "../../shared/format";
import { isEmbedded, type Db } from "../db/database";
import type { DataVersion } from "../cache/data-version";
import { HttpError, notFound } from "../http/errors";
import type { Logger } from "../http/logger";
import { EmbeddedJobBook } from "./embedded-job-book";
import { insertAdminEvent } from "../activity/admin-events.queries";
import {
  failAbandonedJobs,
  insertJob,
  markUndone,
  requestCancel,
  selectJob,
  selectJobForUndo,
  selectRecentJobs,
  selectRunningJob,
  touchJob,
  trashUnchangedSince,
  updateJob,
  type ShownJobRow,
} from "./import-jobs.queries";
import { lockImports } from "../db/bulk-insert.queries";
import { revertImportUpdates } from "./import-undo-updates";
import { announceDataChange } from "../cache/data-change.queries";
import type { ExistingRows } from "../../shared/schema";
import { spreadsheetTypeOf, type ImportProgress, type ImportService } from "./import.service";
import type { ImportFile } from "../spreadsheet/read-file";
import type { ImportObserver } from "../metrics/import-metrics";

/** How often the instance running a job writes its figures to the table (PostgreSQL only) and reads a cancel from another. */
const touchEveryMs = 1000;
/** A job its instance has not touched for this long was cut by a crash. */
const abandonedAfterSeconds = 10;
const recentJobs = 20;
/**
 * How long a job that ended here is still answered from memory: the admin screen (and anything else
 * following it) asks once more to see it ended, just when the data's caches are rebuilt and the pool is
 * busiest. Another instance's undo shows here only after this.
 */
const endedKeptMs = 10_000;
const keptNamesShown = 100;

const cancelledMessage = "Cancelled: nothing of this file was stored";
const abandonedMessage = "The server stopped before this import ended: nothing of this file was stored. Upload it again.";

/** A job this process runs or holds in its queue, with its figures as they move. */
interface LiveJob {
  row: ShownJobRow;
  controller: AbortController;
  /** When it started reading, and the share of the file read so far, for the estimate. */
  startedReading?: number;
  fraction: number;
  /** Its row is in the table (embedded: one queued behind another job is written when its turn comes). */
  written: boolean;
  /** Settles when the job has run (or been skipped, cancelled while queued). */
  settled?: Promise<unknown>;
  /** Writes its figures for other instances while it is queued or runs (PostgreSQL only). */
  touching?: NodeJS.Timeout;
}

/**
 * Imports as jobs: each file gets a row in import_jobs (so any instance answers for it and it outlives a
 * restart), files queue and run one at a time (lockImports keeps instances to one at a time too), and a
 * running job's figures are answered from memory. On the embedded database every other statement waits
 * while an import's transaction is open: there the recent jobs are answered from memory too
 * (EmbeddedJobBook). A job can be cancelled (its transaction rolls back) and a finished one undone (the
 * businesses it added go to the trash as one batch, except those edited since, which are named; restoring
 * that batch makes the job done again).
 */
export class ImportJobs {
  private readonly live = new Map<number, LiveJob>();
  /** Jobs that ended in this process within endedKeptMs, as their last figures stand (PostgreSQL; embedded: the book). */
  private readonly ended = new Map<number, ShownJobRow>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The recent jobs, on the embedded database only. */
  private readonly book?: EmbeddedJobBook;
  /** Jobs left under way before this process started were cut by a crash or a stop (embedded database: one process). */
  private readonly startedAt = new Date();

  constructor(
    private readonly db: Db,
    private readonly importer: ImportService,
    private readonly data: DataVersion,
    private readonly observer?: ImportObserver,
  ) {
    if (isEmbedded(db)) this.book = new EmbeddedJobBook(db, recentJobs, () => this.failAbandoned());
  }

  /**
   * Queues a file: answers its job's id at once, and `finished` when it has run (rejecting as the import
   * did), with the synchronous answer's first maxAnswerErrors errors.
   */
  async start(file: ImportFile, fileName: string, log: Logger, existing: ExistingRows = "skip"): Promise<{ id: number; finished: Promise<ImportResult> }> {
    // Until the job is admitted nothing else removes the stored upload: a file refused, or whose
    // job's row cannot be written, would stay on disk until the next start.
    try {
      await spreadsheetTypeOf(file);
      if (!this.book) return this.admit(await insertJob(this.db, fileName, existing), true, file, log);
      return await this.book.add(fileName, existing, this.live, (row, written) => this.admit(row, written, file, log));
    } catch (error) {
      await discard(file);
      throw error;
    }
  }

  private admit(row: ShownJobRow, written: boolean, file: ImportFile, log: Logger): { id: number; finished: Promise<ImportResult> } {
    const id = row.id;
    const job: LiveJob = { row, controller: new AbortController(), fraction: 0, written };
    this.live.set(id, job);
    this.observer?.started();
    // On the embedded database the job's statements would wait for its own transaction; it has one process anyway.
    if (!isEmbedded(this.db)) job.touching = setInterval(() => void this.touch(job, log), touchEveryMs);
    const finished = this.queue.then(() => this.run(job, file, log)).then((result) => ({ ...result, errors: result.errors.slice(0, maxAnswerErrors) }));
    job.settled = finished.catch(() => {});
    this.queue = job.settled;
    return { id, finished };
  }

  async get(id: number): Promise<ImportJob> {
    const live = this.live.get(id);
    if (live) return this.shown(live.row, live);
    const known = this.ended.get(id) ?? (await this.book?.find(id));
    if (known) return this.shown(known);
    // Not in memory (embedded: older than the recent jobs): read from the table, which there waits for an import under way.
    const row = await selectJob(this.db, id);
    if (!row) throw notFound("No import with this id");
    if (!activeImportStatuses.includes(row.status as ImportStatus)) return this.shown(row);
    // Under way on another instance, or left so by one that stopped: failed once untouched for long enough.
    await this.failAbandoned();
    return this.shown((await selectJob(this.db, id)) ?? row);
  }

  /** The most recent jobs, figures of those running here from memory; errors are read per job. */
  async list(): Promise<ImportJob[]> {
    const rows = this.book ? await this.book.recent() : await this.failAbandoned().then(() => selectRecentJobs(this.db, recentJobs));
    return rows.map((row) => {
      const live = this.live.get(row.id);
      return { ...this.shown(live?.row ?? row, live), errors: [], keptEditedFields: [] };
    });
  }

  /** Stops a queued or running job: nothing of its file is stored. */
  async cancel(id: number, log: Logger): Promise<ImportJob> {
    const live = this.live.get(id);
    if (live) {
      if (!activeImportStatuses.includes(live.row.status as ImportStatus)) throw new HttpError(409, `This import has already ended (${live.row.status})`);
      live.controller.abort();
      log.info({ importId: id }, `Import ${id} (${live.row.fileName}) cancelled`);
      if (live.row.status === "queued") {
        // Nothing of it is written yet: answered at once, not when its turn (or another instance's import) comes.
        Object.assign(live.row, { status: "cancelled", message: cancelledMessage });
        return this.shown(live.row, live);
      }
      // Answered once its transaction has rolled back.
      await live.settled;
      return this.get(id);
    }
    const row = (await this.book?.find(id)) ?? (await selectJob(this.db, id));
    if (!row) throw notFound("No import with this id");
    if (!(["queued", "reading", "writing"] as string[]).includes(row.status)) throw new HttpError(409, `This import has already ended (${row.status})`);
    // Run by another instance: it reads the request within a second and stops.
    await requestCancel(this.db, id);
    return this.shown(row);
  }

  /** Moves the businesses a finished import added to the trash as one batch, except those edited since (named in the answer). */
  async undo(id: number, log: Logger): Promise<ImportUndoResult> {
    const live = this.book && this.live.get(id);
    // Embedded: answered now rather than after the import under way (the job's row may not be written yet).
    if (live) throw new HttpError(409, `Only a finished import can be undone; this one is ${live.row.status}`);
    const { outcome, stored } = await this.db.transaction(async (tx) => {
      await lockImports(tx);
      const job = await selectJobForUndo(tx, id);
      if (!job) throw notFound("No import with this id");
      if (job.status !== "done")
        throw new HttpError(
          409,
          job.status === "undone" ? "This import was already undone" : `Only a finished import can be undone; this one is ${job.status}`,
        );
      if (job.imported === 0 && job.updated === 0) throw new HttpError(409, "This import added no businesses: there is nothing to undo");
      const batchId = randomUUID();
      const { removed, kept, keptCount } = await trashUnchangedSince(tx, id, batchId, keptNamesShown, this.data.id);
      const { countsChanged, ...updates } = await revertImportUpdates(tx, id, this.data.id);
      const message = undoMessage(job.fileName, { removed, keptCount, ...updates });
      const stored = await markUndone(tx, id, message, batchId);
      await insertAdminEvent(tx, "delete", message, {
        importId: id,
        removed,
        kept: keptCount,
        batchId,
        reverted: updates.reverted,
        keptFields: updates.keptFieldCount,
      });
      // Reverted fields that no count follows: caches drop them as after an edit (a count's change announces itself).
      if (removed === 0 && !countsChanged && updates.reverted > 0) await announceDataChange(tx, this.data.id);
      return { outcome: { message, removed, kept, keptCount, batchId, ...updates }, stored };
    });
    if (stored) this.book?.update(stored);
    this.ended.delete(id);
    log.info({ importId: id, removed: outcome.removed, reverted: outcome.reverted }, outcome.message);
    if (outcome.removed > 0 || outcome.reverted > 0) this.data.changed();
    return outcome;
  }

  /** Undone jobs a restore from the trash made done again: what this process holds of them follows. */
  reopened(rows: ShownJobRow[]): void {
    for (const row of rows) {
      this.book?.update(row);
      this.ended.delete(row.id);
    }
  }

  private async run(job: LiveJob, file: ImportFile, log: Logger): Promise<ImportResult> {
    const { id, fileName } = job.row;
    const signal = job.controller.signal;
    let stored: ShownJobRow | undefined;
    try {
      // The job before it has ended: the embedded database is free until this job's transaction opens.
      if (!job.written) await this.book?.write(job.row);
      job.written = true;
      if (signal.aborted) throw signal.reason;
      const result = await this.importer.importFile(file, fileName, log, {
        signal,
        existing: job.row.existing,
        jobId: id,
        onWaiting: () => void this.sayWhoHolds(job, log),
        onStarted: () => {
          job.row.message = null;
          job.startedReading = performance.now();
          this.setStatus(job, "reading");
        },
        maxErrors: maxJobErrors,
        onProgress: (progress) => this.onProgress(job, progress),
        beforeCommit: async (tx, { result, ids, totalRows }) => {
          const figures = {
            ...result.stats,
            keptEditedList: result.keptEditedFields,
            rowsRead: totalRows,
            rowsTotal: totalRows,
            errors: result.errors,
            message: result.message,
          };
          stored = await updateJob(tx, id, "done", figures, ids);
          Object.assign(job.row, figures);
        },
      });
      // Gone before the job reads done: nothing of an ended job stays on disk.
      await discard(file);
      Object.assign(job.row, stored, { status: "done" });
      return result;
    } catch (error) {
      await discard(file);
      const cancelled = signal.aborted;
      const message = cancelled ? cancelledMessage : error instanceof HttpError ? error.message : "The import failed: nothing of this file was stored";
      if (!cancelled && !(error instanceof HttpError)) log.error({ err: error, importId: id }, `Import ${id} of ${fileName} failed`);
      const status = cancelled ? "cancelled" : "failed";
      stored = await updateJob(this.db, id, status, { message }).catch((e: unknown) => {
        log.warn({ err: e }, "Could not record an import's end");
        return undefined;
      });
      Object.assign(job.row, { status, message, finishedAt: new Date() }, stored);
      throw cancelled ? new HttpError(409, `The import of ${fileName} was cancelled: nothing of it was stored`) : error;
    } finally {
      clearInterval(job.touching);
      this.live.delete(id);
      this.observer?.ended(job.row);
      // The embedded book already holds this very row.
      if (!this.book) {
        this.ended.set(id, job.row);
        setTimeout(() => this.ended.delete(id), endedKeptMs).unref();
      }
      this.book?.prune(this.live);
    }
  }

  /** The job waits for an import on another instance: its message names that one. */
  private async sayWhoHolds(job: LiveJob, log: Logger): Promise<void> {
    try {
      const holder = await selectRunningJob(this.db, job.row.id);
      if (job.row.status !== "queued") return;
      const what = holder ? `the import of ${holder.fileName} (import ${holder.id}, started ${holder.startedAt.toISOString()})` : "another import";
      job.row.message = `Waiting for ${what} on another server to end`;
      log.info({ importId: job.row.id }, job.row.message);
    } catch (error) {
      log.warn({ err: error }, "Could not read which import holds the lock");
    }
  }

  private onProgress(job: LiveJob, progress: ImportProgress): void {
    const { phase, fraction, ...figures } = progress;
    job.fraction = fraction;
    Object.assign(job.row, figures);
    if (job.row.status !== phase) this.setStatus(job, phase);
  }

  private setStatus(job: LiveJob, status: ImportStatus): void {
    job.row.status = status;
  }

  /** Writes a running job's figures for other instances and stops it if one of them asked. */
  private async touch(job: LiveJob, log: Logger): Promise<void> {
    const { status, rowsRead, imported, duplicatesSkipped, totalErrors, updated, unchanged, keptEdited, message } = job.row;
    try {
      const figures = { rowsRead, imported, duplicatesSkipped, totalErrors, updated, unchanged, keptEdited, message };
      const cancel = await touchJob(this.db, job.row.id, { status: status as ImportStatus, ...figures });
      if (cancel && !job.controller.signal.aborted) {
        log.info({ importId: job.row.id }, `Import ${job.row.id} cancelled from another instance`);
        job.controller.abort();
      }
    } catch (error) {
      log.warn({ err: error }, "Could not write an import's progress");
    }
  }

  private failAbandoned(): Promise<void> {
    const running = [...this.live.keys()];
    const untouchedSince = isEmbedded(this.db) ? { before: this.startedAt } : { secondsAgo: abandonedAfterSeconds };
    return failAbandonedJobs(this.db, running, untouchedSince, abandonedMessage);
  }

  private shown(row: ShownJobRow, live?: LiveJob): ImportJob {
    return {
      id: row.id,
      fileName: row.fileName,
      status: row.status as ImportStatus,
      rowsRead: row.rowsRead,
      rowsTotal: row.rowsTotal,
      imported: row.imported,
      duplicatesSkipped: row.duplicatesSkipped,
      totalErrors: row.totalErrors,
      urlsDropped: row.urlsDropped,
      phonesDropped: row.phonesDropped,
      hoursUnreadable: row.hoursUnreadable,
      existing: row.existing,
      updated: row.updated,
      unchanged: row.unchanged,
      keptEdited: row.keptEdited,
      keptEditedFields: row.keptEditedList,
      errors: row.errors,
      message: row.message,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      etaSeconds: live ? estimate(row, live) : null,
    };
  }
}

/** "Undid the import of f.xlsx: 3 businesses moved to the trash; 40 updates reverted; 2 fields changed since kept". */
function undoMessage(fileName: string, figures: { removed: number; keptCount: number; reverted: number; keptFieldCount: number }): string {
  const { removed, keptCount, reverted, keptFieldCount } = figures;
  const parts = [
    removed > 0 || reverted === 0 ? `${countOf(removed, "business", "businesses")} moved to the trash` : "",
    keptCount > 0 ? `${countOf(keptCount, "business", "businesses")} edited since kept` : "",
    reverted > 0 ? `${countOf(reverted, "update")} reverted` : "",
    keptFieldCount > 0 ? `${countOf(keptFieldCount, "field")} changed since kept` : "",
  ].filter(Boolean);
  return `Undid the import of ${fileName}: ${parts.join("; ")}`;
}

/** An upload kept on disk for its job is removed once the job has ended (or was refused). */
async function discard(file: ImportFile): Promise<void> {
  if (!Buffer.isBuffer(file)) await rm(file.path, { force: true });
}

/**
 * Seconds left at the pace so far: by the share of the file read (its bytes), which is known
 * from the first batch, while the row count is known only at the end. Writing trails reading by
 * a few batches, so the estimate is of the reading.
 */
function estimate(row: ShownJobRow, live: LiveJob): number | null {
  if (!live.startedReading || row.rowsRead === 0) return null;
  const done = row.rowsTotal ? row.rowsRead / row.rowsTotal : live.fraction;
  if (done <= 0) return null;
  const elapsed = (performance.now() - live.startedReading) / 1000;
  return Math.max(0, Math.round((elapsed * (1 - done)) / done));
}
