import { sql } from "drizzle-orm";
import type { NewBusinessRow } from "../../shared/schema";
import type { Executor } from "../db/database";
import { toBusinessBatch, type BusinessBatch } from "./business-batch";

/**
 * Inserts a batch in one statement with one array parameter per column
 * (`unnest`), which stays fast and within PostgreSQL's parameter limit at any
 * batch size. Rows whose place id already exists are skipped; returns the ids inserted.
 */
export async function insertBusinessBatch(db: Pick<Executor, "execute">, batch: BusinessBatch): Promise<number[]> {
  if (batch.count === 0) return [];
  const names = sql.raw(batch.names.join(", "));
  const arrays = sql.join(
    batch.arrays.map((array, i) => sql`${sql.param(array)}::${sql.raw(batch.types[i] as string)}[]`),
    sql`, `,
  );
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO businesses (${names})
    SELECT * FROM unnest(${arrays})
    ON CONFLICT (place_id) DO NOTHING
    RETURNING id`);
  return result.rows.map((r) => Number(r.id));
}

export const insertBusinessRows = (db: Pick<Executor, "execute">, rows: NewBusinessRow[]) => insertBusinessBatch(db, toBusinessBatch(rows));
