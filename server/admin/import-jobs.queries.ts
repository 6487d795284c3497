import { and, desc, eq, getTableColumns, inArray, notInArray, sql } from "drizzle-orm";
import { activeImportStatuses, type ImportStatus, type jobNotStarted } from "../../shared/admin-api";
import { businesses, importJobs, type ExistingRows, type ImportJobRow } from "../../shared/schema";
import type { Db, Executor, Tx } from "../db/database";
import { idArray, type IdList } from "../db/id-list";
import { trashBusinessesWhere } from "./trash.queries";

/** What a job counts (the figures a new job starts from), and the fields a refresh kept as edited. */
export type JobFigures = Partial<Pick<ImportJobRow, Exclude<keyof ReturnType<typeof jobNotStarted>, "status"> | "keptEditedList">>;

/** A job's row without what only an undo and a restore read (the ids it added, the trash batch its undo made). */
const { addedIds: _addedIds, undoBatchId: _undoBatchId, ...shownColumns } = getTableColumns(importJobs);
export type ShownJobRow = Omit<ImportJobRow, "addedIds" | "undoBatchId">;

/** A new queued job, as it was stored. */
export async function insertJob(db: Db, fileName: string, existing: ExistingRows): Promise<ShownJobRow> {
  const [row] = await db.insert(importJobs).values({ fileName, status: "queued", existing }).returning(shownColumns);
  return row as ShownJobRow;
}

/**
 * A queued job numbered before its row could be written (embedded database), stored under that id; the
 * identity moves past it, so a row inserted without an id never takes it.
 */
export async function insertJobWithId(db: Db, row: Pick<ShownJobRow, "id" | "fileName" | "startedAt" | "existing">): Promise<void> {
  // One statement, no transaction: on the embedded database another connection's statement that began
  // before a transaction's BEGIN can get a wrong answer (pglite-socket 0.2.17, electric-sql/pglite#1046).
  await db.execute(sql`
    WITH added AS (INSERT INTO import_jobs (id, file_name, status, started_at, existing)
      VALUES (${row.id}, ${row.fileName}, 'queued', ${row.startedAt.toISOString()}::timestamptz, ${row.existing}) RETURNING id)
    SELECT setval(pg_get_serial_sequence('import_jobs', 'id'), GREATEST(added.id, (SELECT max(id) FROM import_jobs))) FROM added`);
}

/** Sets a job's status and figures; a finished status also stamps when it finished. Answers the row as stored. */
export async function updateJob(db: Executor, id: number, status: ImportStatus, figures: JobFigures = {}, addedIds?: IdList): Promise<ShownJobRow | undefined> {
  const finished = !activeImportStatuses.includes(status);
  const [row] = await db
    .update(importJobs)
    .set({ ...figures, status, heartbeatAt: sql`now()`, ...(finished ? { finishedAt: sql`now()` } : {}), ...(addedIds ? { addedIds: idArray(addedIds) } : {}) })
    .where(eq(importJobs.id, id))
    .returning(shownColumns);
  return row;
}

/** The instance running a job writes its status and figures and shows it is alive; answers whether another asked to cancel it. */
export async function touchJob(db: Db, id: number, figures: JobFigures & { status: ImportStatus }): Promise<boolean> {
  const [row] = await db
    .update(importJobs)
    .set({ ...figures, heartbeatAt: sql`now()` })
    // Never over a job that has ended (its transaction may have committed while this waited for the row).
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, [...activeImportStatuses])))
    .returning({ cancel: importJobs.cancelRequested });
  return row?.cancel ?? false;
}

/** The import under way on some instance, other than `except`, as the operator knows it. */
export async function selectRunningJob(db: Db, except: number): Promise<Pick<ImportJobRow, "id" | "fileName" | "startedAt"> | undefined> {
  const [row] = await db
    .select({ id: importJobs.id, fileName: importJobs.fileName, startedAt: importJobs.startedAt })
    .from(importJobs)
    .where(and(inArray(importJobs.status, ["reading", "writing"]), sql`${importJobs.id} <> ${except}`))
    .orderBy(desc(importJobs.id))
    .limit(1);
  return row;
}

export async function requestCancel(db: Db, id: number): Promise<void> {
  await db.update(importJobs).set({ cancelRequested: true }).where(eq(importJobs.id, id));
}

export async function selectJob(db: Db, id: number): Promise<ShownJobRow | undefined> {
  const [row] = await db.select(shownColumns).from(importJobs).where(eq(importJobs.id, id));
  return row;
}

export async function selectRecentJobs(db: Db, limit: number): Promise<ShownJobRow[]> {
  return db.select(shownColumns).from(importJobs).orderBy(desc(importJobs.id)).limit(limit);
}

/**
 * Marks failed the jobs still under way in the table that no instance runs any more: those this
 * process does not run (`running`) that their instance has not touched since `untouched`.
 */
export async function failAbandonedJobs(db: Db, running: number[], untouched: { before: Date } | { secondsAgo: number }, message: string): Promise<void> {
  const cutoff = "before" in untouched ? sql`${untouched.before.toISOString()}::timestamptz` : sql`now() - make_interval(secs => ${untouched.secondsAgo})`;
  await db
    .update(importJobs)
    .set({ status: "failed", message, finishedAt: sql`now()` })
    .where(
      and(
        inArray(importJobs.status, [...activeImportStatuses]),
        running.length > 0 ? notInArray(importJobs.id, running) : undefined,
        sql`${importJobs.heartbeatAt} < ${cutoff}`,
      ),
    );
}

/** A job's status and file, locked for an undo. */
export async function selectJobForUndo(tx: Tx, id: number) {
  const [row] = await tx
    .select({ status: importJobs.status, fileName: importJobs.fileName, imported: importJobs.imported, updated: importJobs.updated })
    .from(importJobs)
    .where(eq(importJobs.id, id))
    .for("update");
  return row;
}

/**
 * Marks a job undone, its businesses in trash batch `batchId`. Its finished time stays the import's: a
 * later undo (after that batch is restored) keeps the businesses edited since the import, as this one did.
 */
export async function markUndone(tx: Tx, id: number, message: string, batchId: string): Promise<ShownJobRow | undefined> {
  const [row] = await tx
    .update(importJobs)
    .set({ status: "undone", message, undoBatchId: batchId, heartbeatAt: sql`now()` })
    .where(eq(importJobs.id, id))
    .returning(shownColumns);
  return row;
}

/** The undone jobs whose trash batch is among `batchIds` (a restore brought some of it back) are done again, and can be undone again. */
export async function reopenUndoneJobs(tx: Tx, batchIds: string[], message: string): Promise<ShownJobRow[]> {
  if (batchIds.length === 0) return [];
  return tx
    .update(importJobs)
    .set({ status: "done", message, undoBatchId: null, heartbeatAt: sql`now()` })
    .where(and(eq(importJobs.status, "undone"), sql`${importJobs.undoBatchId} = ANY(${sql.param(batchIds)}::uuid[])`))
    .returning(shownColumns);
}

/**
 * Moves the businesses job `jobId` added that the operator has not edited since it finished to the trash as
 * batch `batchId`; answers how many went, and those kept because edited since (first `keptLimit` of them, and
 * how many in all). An edit is a row of the edit history, written only when a field changed: updated_at also
 * moves when the SEO text is generated, which every imported business lacks, so an import followed by
 * Generate SEO kept all of its rows. The ids stay in the database: a million of them read into the process
 * and sent back took hundreds of MB.
 */
export async function trashUnchangedSince(tx: Tx, jobId: number, batchId: string, keptLimit: number, source: string) {
  const added = sql`(SELECT added_ids FROM import_jobs WHERE id = ${jobId})::int4[]`;
  const editedSince = sql`EXISTS (SELECT 1 FROM business_edits e WHERE e.business_id = businesses.id
    AND e.edited_at > (SELECT finished_at FROM import_jobs WHERE id = ${jobId}))`;
  const removed = await trashBusinessesWhere(tx, sql`id = ANY(${added}) AND NOT ${editedSince}`, batchId, source);
  const kept = await tx
    .select({ id: businesses.id, name: businesses.name, total: sql<number>`(count(*) OVER ())::int` })
    .from(businesses)
    .where(sql`${businesses.id} = ANY(${added})`)
    .orderBy(businesses.id)
    .limit(keptLimit);
  return { removed, kept: kept.map(({ id, name }) => ({ id, name })), keptCount: Number(kept[0]?.total ?? 0) };
}
