import { randomUUID } from "node:crypto";
import type { TrashJob } from "../../shared/admin-api";
import { countOf } from "../../shared/format";
import type { DataVersion } from "../cache/data-version";
import type { Db } from "../db/database";
import { lockImports } from "../db/bulk-insert.queries";
import { flushSearchIndexes } from "../db/search-indexes.queries";
import { notFound } from "../http/errors";
import type { Logger } from "../http/logger";
import { insertAdminEvent } from "../activity/admin-events.queries";
import type { ShownJobRow } from "./import-jobs.queries";
import { withLease } from "./job-lease";
import { selectBusinessIdsAfter, selectBusinessSpan, selectTrashBatchSpan, selectTrashIdsAfter, trashBusinessIds } from "./trash-jobs.queries";
import { recordRestore, restoreSome } from "./trash.service";

/**
 * Rows per transaction. Each batch locks only its own rows (and, for its last statement, the counts'
 * advisory lock), so public reads never wait on it; 5,000 keeps one batch well under a second at a
 * million rows (decision 044).
 */
const trashJobBatchSize = 5000;
/** One job of either kind at a time across instances: a restore and a delete-all of the same rows must not interleave. */
const leaseName = "trash-job";
const leaseWhat = "A delete-all or a restore of a batch";
/** Ended jobs answered from memory, the latest first. */
const keptJobs = 20;

type Work = (job: TrashJob) => Promise<void>;

/** Lets the requests waiting on the event loop (and, embedded, on the one connection) in between two batches. */
const yieldToServer = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Delete-all and the restore of a batch as jobs: the request is answered at once with the job's id,
 * the rows move in batches of `batchSize`, each batch its own transaction with its counts (the cost
 * follows the rows moved), and the job's figures are answered from this process's memory. A lease
 * (job_leases) keeps instances to one such job at a time. A job cut by a stop has committed every
 * batch it finished: those rows are in the trash under its batch id (a delete-all names it in the
 * activity when it starts), and the job itself is forgotten with the process.
 */
export class TrashJobs {
  private readonly jobs = new Map<string, TrashJob>();

  constructor(
    private readonly db: Db,
    private readonly data: DataVersion,
    /** Told of the undone imports a restore made done again (their rows as stored). */
    private readonly onJobsReopened: (rows: ShownJobRow[]) => void,
    private readonly batchSize = trashJobBatchSize,
  ) {}

  /** Moves every business there is now to the trash as one batch. */
  deleteAll(log: Logger): Promise<{ job: TrashJob; finished: Promise<TrashJob> }> {
    return this.start("delete-all", randomUUID(), log, (job) => this.moveAllToTrash(job, log));
  }

  /** Restores every entry of one batch that nothing in the table blocks; those it does are named at the end. */
  restoreBatch(batchId: string, log: Logger): Promise<{ job: TrashJob; finished: Promise<TrashJob> }> {
    return this.start("restore", batchId, log, (job) => this.bringBack(job));
  }

  get(id: string): TrashJob {
    const job = this.jobs.get(id);
    if (!job) throw notFound("No such job on this server: it may have ended before the server last started");
    return job;
  }

  /** Answers once this process holds the lease (409 when another job holds it), with the job and its end. */
  private async start(kind: TrashJob["kind"], batchId: string, log: Logger, work: Work): Promise<{ job: TrashJob; finished: Promise<TrashJob> }> {
    const job: TrashJob = {
      id: randomUUID(),
      kind,
      status: "counting",
      batchId,
      done: 0,
      total: null,
      message: null,
      conflicts: [],
      conflictCount: 0,
      startedAt: new Date().toISOString(),
      finishedAt: null,
    };
    let admitted = () => {};
    const holding = new Promise<void>((resolve) => (admitted = resolve));
    const finished = withLease(this.db, leaseName, leaseWhat, async () => {
      this.keep(job);
      admitted();
      try {
        await work(job);
        job.status = "done";
      } catch (error) {
        job.status = "failed";
        job.message = stoppedMessage(job);
        log.error({ err: error, jobId: job.id, batchId }, job.message);
      }
      job.finishedAt = new Date().toISOString();
      return job;
    });
    await Promise.race([holding, finished]);
    log.info({ jobId: job.id, kind, batchId }, `Started a ${kind} job`);
    return { job, finished };
  }

  private keep(job: TrashJob): void {
    this.jobs.set(job.id, job);
    for (const id of [...this.jobs.keys()].slice(0, Math.max(0, this.jobs.size - keptJobs))) this.jobs.delete(id);
  }

  private async moveAllToTrash(job: TrashJob, log: Logger): Promise<void> {
    const span = await selectBusinessSpan(this.db);
    Object.assign(job, { total: span.count, status: "moving" });
    // Named before the first batch: if the server stops midway, the activity says where the rows went.
    const all = countOf(span.count, "business", "businesses");
    await insertAdminEvent(this.db, "delete-all", `Started deleting all ${all}, to the trash as batch ${job.batchId}`, {
      total: span.count,
      batchId: job.batchId,
    });
    let after = 0;
    for (;;) {
      const ids = await selectBusinessIdsAfter(this.db, after, span.last, this.batchSize);
      if (ids.length === 0) break;
      // The import lock first, as an import takes it: an import checks slugs and place ids against the table.
      job.done += await this.db.transaction(async (tx) => {
        await lockImports(tx);
        return trashBusinessIds(tx, ids, job.batchId, this.data.id);
      });
      after = ids[ids.length - 1] ?? after;
      this.data.changed();
      await yieldToServer();
    }
    const deleted = countOf(job.done, "business", "businesses");
    await insertAdminEvent(this.db, "delete-all", `Deleted all ${deleted}`, { deleted: job.done, batchId: job.batchId });
    job.message = `All data deleted: ${deleted} moved to the trash`;
    log.info({ jobId: job.id, deleted: job.done, batchId: job.batchId }, job.message);
  }

  private async bringBack(job: TrashJob): Promise<void> {
    const span = await selectTrashBatchSpan(this.db, job.batchId);
    Object.assign(job, { total: span.count, status: "moving" });
    let after = span.first - 1;
    for (;;) {
      const { ids, lastRead } = await selectTrashIdsAfter(this.db, job.batchId, after, span.last, this.batchSize);
      if (lastRead === null) break;
      after = lastRead;
      if (ids.length === 0) continue;
      const { ids: back, reopened } = await this.db.transaction((tx) => restoreSome(tx, { ids }, this.data.id));
      job.done += back.length;
      if (reopened.length > 0) this.onJobsReopened(reopened);
      if (back.length > 0) this.data.changed();
      await yieldToServer();
    }
    const outcome = await this.db.transaction((tx) => recordRestore(tx, { batch: job.batchId }, job.done));
    if (job.done > 0) await flushSearchIndexes(this.db);
    Object.assign(job, { message: outcome.message, conflicts: outcome.conflicts, conflictCount: outcome.conflictCount });
  }
}

/** Why a job stopped midway, and what of its work stands: every finished batch was committed. */
function stoppedMessage(job: TrashJob): string {
  const of = job.total === null ? "" : ` of ${job.total}`;
  if (job.kind === "delete-all")
    return `Stopped after ${job.done}${of} businesses moved to the trash (batch ${job.batchId}): the Trash tab restores them; delete all again to move the rest`;
  return `Stopped after ${job.done}${of} businesses restored: restore the batch again to bring back the rest`;
}
