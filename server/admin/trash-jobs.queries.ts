import { sql } from "drizzle-orm";
import type { Executor, Tx } from "../db/database";
import { trashBusinessesWhere } from "./trash.queries";

/** The ids a job walks: up to the last one there is when it starts, and how many rows that is. */
export interface IdSpan {
  last: number;
  count: number;
}

/** Every business a delete-all takes: those there when it starts (a row added later is kept). */
export async function selectBusinessSpan(db: Executor): Promise<IdSpan> {
  const result = await db.execute<{ last: number | null; count: number }>(sql`SELECT max(id) AS last, count(*)::int AS count FROM businesses`);
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

/** The batch's next `limit` trash entries after entry `after`, in id order. */
export async function selectTrashIdsAfter(db: Executor, batchId: string, after: number, last: number, limit: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    SELECT id FROM business_trash WHERE id > ${after} AND id <= ${last} AND batch_id = ${batchId}::uuid ORDER BY id LIMIT ${limit}`);
  return result.rows.map((row) => Number(row.id));
}
