import { sql } from "drizzle-orm";
import type { Executor } from "./database";

/**
 * Moves the entries an import (or a seed) queued in the search table's text indexes and the
 * vocabulary's trigram index (GIN's pending list, which takes new rows and
 * words much faster than the index itself) into the indexes. Until then every
 * search also scans the queued entries, which slows it (decisions 001 and 023). Entries of a rolled-back import are queued too, so this
 * runs whatever the outcome.
 */
export async function flushSearchIndexes(db: Executor): Promise<void> {
  // Every GIN index of both tables, by catalog: an index added later is flushed too.
  await db.execute(sql`SELECT gin_clean_pending_list(i.indexrelid::regclass) FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid IN ('business_search'::regclass, 'search_words'::regclass) AND am.amname = 'gin'`);
}
