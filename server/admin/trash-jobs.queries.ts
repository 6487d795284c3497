import { sql } from "drizzle-orm";
import type { Executor, Tx } from "../db/database";
import { trashBusinessesWhere } from "./trash.queries";

/** The ids a job walks: up to the last one there is when it starts, and how many rows that is. */
export interface IdSpan {
  last: number;
  count: number;
}

/**
 * Every business a delete-all takes: those there when it starts (a row added later is kept). How many
 * is the counts' total, which every write keeps exact: a count(*) read the whole table, 10 s at a
 * million right after a restore had left it full of dead rows.
 */
export async function selectBusinessSpan(db: Executor): Promise<IdSpan> {
  const result = await db.execute<{ last: number | null; count: number | null }>(sql`
    SELECT (SELECT max(id) FROM businesses) AS last, (SELECT business_count FROM facet_counts WHERE kind = 'total') AS count`);
  const row = result.rows[0];
  return { last: Number(row?.last ?? 0), count: Number(row?.count ?? 0) };
}

/** The next `limit` business ids after `after`, in id order: one batch of a delete-all, read by the primary key. */
export async function selectBusinessIdsAfter(db: Executor, after: number, last: number, limit: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`SELECT id FROM businesses WHERE id > ${after} AND id <= ${last} ORDER BY id LIMIT ${limit}`);
  return result.rows.map((row) => Number(row.id));
}

/** Moves these businesses to the trash as batch `batchId`, out of the counts with them; answers how many went. */
export function trashBusinessIds(tx: Tx, ids: number[], batchId: string, source: string): Promise<number> {
  return trashBusinessesWhere(tx, sql`id = ANY(${sql.param(ids)}::int4[])`, batchId, source);
}

/**
 * A batch's trash entries: from its first, to its last entry, and how many. A delete-all's entries
 * lie together in the trash's id order, so its restore walks that range by the primary key.
 */
export async function selectTrashBatchSpan(db: Executor, batchId: string): Promise<IdSpan & { first: number }> {
  const result = await db.execute<{ first: number | null; last: number | null; count: number }>(sql`
    SELECT min(id) AS first, max(id) AS last, count(*)::int AS count FROM business_trash WHERE batch_id = ${batchId}::uuid`);
  const row = result.rows[0];
  return { first: Number(row?.first ?? 0), last: Number(row?.last ?? 0), count: Number(row?.count ?? 0) };
}

/**
 * The next `limit` trash entries after entry `after`, by the primary key, with those of batch `batchId`
 * picked out: answers them and the last entry read (null at the range's end). Filtered here rather than
 * in the index scan: while the trash's statistics still count it small (a delete-all has just filled it),
 * PostgreSQL read every entry of the batch by its batch index and sorted them, 1.3 s a batch at a million.
 */
export async function selectTrashIdsAfter(
  db: Executor,
  batchId: string,
  after: number,
  last: number,
  limit: number,
): Promise<{ ids: number[]; lastRead: number | null }> {
  const result = await db.execute<{ id: number; mine: boolean }>(sql`
    SELECT id, batch_id = ${batchId}::uuid AS mine FROM business_trash WHERE id > ${after} AND id <= ${last} ORDER BY id LIMIT ${limit}`);
  const rows = result.rows;
  return { ids: rows.filter((row) => row.mine).map((row) => Number(row.id)), lastRead: rows.length > 0 ? Number(rows[rows.length - 1]?.id) : null };
}
