import { sql } from "drizzle-orm";
import { businesses } from "../../shared/schema";
import type { Executor, Tx } from "../db/database";
import { idArray } from "../db/id-list";

const importLockKey = 720_432;
const lookupChunk = 5000;

/** Serialises imports so duplicate and slug checks stay true until the transaction commits. */
export async function lockImports(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${importLockKey})`);
}

/** Takes the import lock if it is free; answers whether it did. */
export async function tryLockImports(tx: Tx): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${importLockKey}) AS locked`);
  return result.rows[0]?.locked === true;
}

/**
 * Leaves the vocabulary of typo corrections alone while this transaction inserts businesses
 * (migration 0016): the import adds its rows' words a few thousand rows at a time (ImportWriter).
 */
export async function deferVocabulary(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT set_config('main_street.vocabulary_deferred', 'on', true)`);
}

/** Adds the words of the businesses an import inserted to the vocabulary, in the import's transaction. */
export async function addImportVocabulary(tx: Tx, ids: number[]): Promise<void> {
  await tx.execute(sql`SELECT search_words_add(${idArray(ids)})`);
}

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
