import { sql } from "drizzle-orm";
import { businesses, type NewBusinessRow } from "../../shared/schema";
import type { Executor, Tx } from "./database";
import { toBusinessBatch, type BusinessBatch } from "./business-batch";

/**
 * Inserts a batch in one statement with one array parameter per column
 * (`unnest`, each array's literal sent as binary text), which stays fast and within PostgreSQL's parameter limit at any
 * batch size. Rows whose place id is already stored are skipped; returns the ids inserted.
 *
 * The skip is a plain NOT EXISTS, not ON CONFLICT: a speculative insertion cost
 * PostgreSQL more CPU per row (decision 000). Only imports add place ids, and they take
 * turns (lockImports), so no other transaction can add one in between; the place
 * ids within one batch are distinct (the import drops a file's repeats).
 */
export async function insertBusinessBatch(db: Pick<Executor, "execute">, batch: BusinessBatch): Promise<number[]> {
  if (batch.count === 0) return [];
  const names = sql.raw(batch.names.join(", "));
  const arrays = sql.join(
    // A byte parameter goes as binary: read as text (its bytes as they are), then as the array. Each sits in
    // a sub-select, read once when the statement runs: written bare, the planner parsed every array a second
    // time to estimate unnest's row count (array_in is stable, so only the estimate folds it): planning took
    // many times longer for the same plan (BENCHMARKS.md, "Figures behind code comments").
    batch.arrays.map((array, i) => sql`(SELECT ${sql.param(array)}::text::${sql.raw(batch.types[i] as string)}[])`),
    sql`, `,
  );
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO businesses (${names})
    SELECT * FROM unnest(${arrays}) AS u(${names})
    WHERE NOT EXISTS (SELECT 1 FROM businesses b WHERE b.place_id = u.place_id)
    RETURNING id`);
  return result.rows.map((r) => Number(r.id));
}

export const insertBusinessRows = (db: Pick<Executor, "execute">, rows: NewBusinessRow[]) => insertBusinessBatch(db, toBusinessBatch(rows));

/** An arbitrary constant naming the lock that imports (and listed submissions) take turns on. */
const importLockKey = 720_432;

/** Serialises imports so duplicate and slug checks stay true until the transaction commits. */
export async function lockImports(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${importLockKey})`);
}

/** Takes the import lock if it is free; answers whether it did. */
export async function tryLockImports(tx: Tx): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${importLockKey}) AS locked`);
  return result.rows[0]?.locked === true;
}

const lookupChunk = 5000;

/**
 * Which of `slugs` businesses already have. The values travel as one array
 * parameter (`= ANY`), not one parameter each (`IN`): building and planning a
 * statement with thousands of parameters cost more than the lookup itself.
 */
export async function existingSlugs(db: Executor, slugs: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < slugs.length; i += lookupChunk) {
    const chunk = slugs.slice(i, i + lookupChunk);
    const rows = await db
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(sql`${businesses.slug} = ANY(${sql.param(chunk)}::text[])`);
    for (const row of rows) found.add(row.slug);
  }
  return found;
}
