import { sql } from "drizzle-orm";
import { businesses } from "../../shared/schema";
import type { Tx } from "../db/database";

const importLockKey = 720_432;
const lookupChunk = 5000;

/** Serialises imports so duplicate and slug checks stay true until the transaction commits. */
export async function lockImports(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${importLockKey})`);
}

/**
 * Which of `values` the column already holds. The values travel as one array
 * parameter (`= ANY`), not one parameter each (`IN`): building and planning a
 * statement with thousands of parameters cost more than the lookup itself.
 */
async function existing(tx: Tx, column: typeof businesses.placeId | typeof businesses.slug, values: string[]) {
  const found = new Set<string>();
  for (let i = 0; i < values.length; i += lookupChunk) {
    const chunk = values.slice(i, i + lookupChunk);
    const rows = await tx.select({ value: column }).from(businesses).where(sql`${column} = ANY(${sql.param(chunk)}::text[])`);
    for (const row of rows) if (row.value !== null) found.add(row.value);
  }
  return found;
}

export const existingPlaceIds = (tx: Tx, placeIds: string[]) => existing(tx, businesses.placeId, placeIds);
export const existingSlugs = (tx: Tx, slugs: string[]) => existing(tx, businesses.slug, slugs);
