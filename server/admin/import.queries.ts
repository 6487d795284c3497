import { sql } from "drizzle-orm";
import type { Tx } from "../db/database";
import { idArray } from "../db/id-list";

/**
 * Leaves the vocabulary of typo corrections alone while this transaction inserts businesses
 * (migration 0016): the import adds its rows' words a few thousand rows at a time (ImportWriter).
 */
export async function deferVocabulary(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT set_config('main_street.vocabulary_deferred', 'on', true)`);
}

/**
 * An import's words are counted a few thousand rows at a time into a table of its transaction's own
 * (countImportWords), then added to the vocabulary once, when every row is written (mergeImportWords).
 * Adding them to the vocabulary at each step rewrote the row of every common word each time, and
 * PostgreSQL keeps every version a transaction writes until it ends: the steps grew slower as the
 * import went on, where counted apart they stay level (decision 023).
 */
export async function startImportWords(tx: Tx): Promise<void> {
  await tx.execute(sql`CREATE TEMPORARY TABLE import_words (word text NOT NULL, occurrences integer NOT NULL) ON COMMIT DROP`);
}

/** Counts the words of the businesses an import inserted, as the vocabulary takes them (search_words_of). */
export async function countImportWords(tx: Tx, ids: number[]): Promise<void> {
  await tx.execute(sql`
    INSERT INTO import_words (word, occurrences)
      SELECT w, count(*) FROM businesses, search_words_of(name, category, city) AS w WHERE id = ANY(${idArray(ids)}) GROUP BY w`);
}

/** Adds the words counted so far to the vocabulary, each word once. */
export async function mergeImportWords(tx: Tx): Promise<void> {
  await tx.execute(sql`
    INSERT INTO search_words (word, occurrences)
      SELECT word, sum(occurrences) FROM import_words GROUP BY word
      ON CONFLICT (word) DO UPDATE SET occurrences = search_words.occurrences + excluded.occurrences`);
  await tx.execute(sql`DROP TABLE import_words`);
}
