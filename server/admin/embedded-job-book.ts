import { jobNotStarted } from "../../shared/admin-api";
import type { ExistingRows } from "../../shared/schema";
import type { Db } from "../db/database";
import { insertJob, insertJobWithId, selectRecentJobs, type ShownJobRow } from "./import-jobs.queries";

/**
 * The recent jobs' rows in memory, on the embedded database: it is one session, so while an import's
 * transaction is open every other statement waits, a new job's row and the list's read too. It has one
 * process (DATA_DIR is held by one) and every import is a job of this process, so the table changes only
 * through here and is free whenever no job of this process is queued or running.
 *
 * A job that arrives while another is queued or running is numbered here and its row written when its
 * turn comes, before its import's transaction opens. If the process dies before then, that job is not in
 * the table, as its upload (kept in a temporary folder of this process) is gone too.
 */
export class EmbeddedJobBook {
  /** The `shown` most recent rows and those of live jobs, which are the very objects the jobs update. */
  private readonly rows = new Map<number, ShownJobRow>();
  private nextId = 1;
  private loading?: Promise<void>;
  private adding: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly shown: number,
    /** Marks failed the jobs an earlier process left under way; once, before the rows are read. */
    private readonly failAbandoned: () => Promise<void>,
  ) {}

  /** The most recent rows, newest first. */
  async recent(): Promise<ShownJobRow[]> {
    await this.load();
    return [...this.rows.values()].sort((a, b) => b.id - a.id).slice(0, this.shown);
  }

  async find(id: number): Promise<ShownJobRow | undefined> {
    await this.load();
    return this.rows.get(id);
  }

  /**
   * Numbers a new queued job and hands its row to `admit`, which makes it live: one job at a time, so that
   * whether `live` jobs (queued or running in this process) hold the database is known for the next. The
   * row is written at once when there are none, else only numbered (`written` false).
   */
  add<T>(fileName: string, existing: ExistingRows, live: { readonly size: number }, admit: (row: ShownJobRow, written: boolean) => T): Promise<T> {
    const added = this.adding.then(async () => {
      await this.load();
      const written = live.size === 0;
      const row = written ? await insertJob(this.db, fileName, existing) : queuedRow(this.nextId, fileName, existing);
      this.nextId = Math.max(this.nextId, row.id + 1);
      this.rows.set(row.id, row);
      return admit(row, written);
    });
    this.adding = added.catch(() => {});
    return added;
  }

  /** Writes a row `add` only numbered; called when the database is free, at the start of the job's run. */
  write(row: ShownJobRow): Promise<void> {
    return insertJobWithId(this.db, row);
  }

  /** Takes in what an undo stored for a job. */
  update(stored: ShownJobRow): void {
    const row = this.rows.get(stored.id);
    if (row) Object.assign(row, stored);
  }

  /** Forgets the rows past the `shown` most recent, except those of `live` jobs. */
  prune(live: { has(id: number): boolean }): void {
    const ids = [...this.rows.keys()].sort((a, b) => b - a);
    for (const id of ids.slice(this.shown)) if (!live.has(id)) this.rows.delete(id);
  }

  /** On first use: then no import can run yet, since imports run only as jobs of this process. */
  private load(): Promise<void> {
    this.loading ??= (async () => {
      await this.failAbandoned();
      const rows = await selectRecentJobs(this.db, this.shown);
      for (const row of rows) this.rows.set(row.id, row);
      this.nextId = (rows[0]?.id ?? 0) + 1;
    })().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }
}

/** A queued job's row as insertJob would store it, with the time it was queued. */
function queuedRow(id: number, fileName: string, existing: ExistingRows): ShownJobRow {
  const now = new Date();
  return {
    id,
    fileName,
    ...jobNotStarted(),
    existing,
    keptEditedList: [],
    cancelRequested: false,
    startedAt: now,
    finishedAt: null,
    heartbeatAt: now,
  };
}
