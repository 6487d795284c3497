import type pg from "pg";
import { openDatabase } from "../../server/db/database";
import { rebuildFacetCounts } from "../../server/facets/facets.queries";
import { benchPlaceIdPrefix } from "./import-file";
import { log } from "./log";
import { benchAdminUsername } from "./processes";

/**
 * Vacuums and rebuilds the indexes of the businesses and their search rows. An
 * import's inserts split index pages and a deletion leaves them half empty, so
 * without a rebuild every run imported into larger indexes than the last (19 s,
 * then 25 s, then 34 s, with the indexes 20–65% larger than after seeding).
 * The vocabulary and the counts are vacuumed too: an import and its removal
 * rewrite their rows (one 100,000-row run left 100,000 dead versions of the
 * vocabulary's 7,000 words), which a PostgreSQL without autovacuum, as on the
 * CI machines, would otherwise carry into every later run; the vocabulary's
 * indexes are rebuilt too (its 7,000 words had 16 MB of them after five runs).
 */
export async function compactTables(pool: pg.Pool): Promise<void> {
  await pool.query("vacuum (analyze) businesses, business_search, search_words, facet_counts");
  log("rebuilding the indexes as they were after seeding");
  await pool.query("reindex table businesses");
  await pool.query("reindex table business_search");
  await pool.query("reindex table search_words");
}

/**
 * Takes out every row an import step of this benchmark added (their place ids
 * carry the prefix), the activity entries and import jobs of its files (their
 * names carry it too), recounts the facets with the app's own rebuild, and
 * compacts the tables, so the database holds what it held before, as compact as
 * it was. Also ends any session the benchmark's operator left.
 */
export async function removeImportedRows(pool: pg.Pool, databaseUrl: string): Promise<number> {
  // The edit history a refresh wrote for them (a database older than edit sources has the table too).
  await pool.query("delete from business_edits where business_id in (select id from businesses where place_id like $1)", [`${benchPlaceIdPrefix}%`]);
  const deleted = await pool.query("delete from businesses where place_id like $1", [`${benchPlaceIdPrefix}%`]);
  await pool.query("delete from admin_events where kind in ('import', 'refresh') and details->>'fileName' like $1", [`${benchPlaceIdPrefix}%`]);
  // A database no server of this version has migrated yet has no jobs table.
  const { rows } = await pool.query<{ jobs: string | null }>("select to_regclass('import_jobs')::text as jobs");
  if (rows[0]?.jobs) await pool.query("delete from import_jobs where file_name like $1", [`${benchPlaceIdPrefix}%`]);
  // A run stopped before it signed out leaves its session behind.
  await pool.query("delete from session where sess->'passport'->>'user' = $1", [benchAdminUsername]);
  const removed = deleted.rowCount ?? 0;
  if (removed === 0) return 0;
  log(`removed ${removed.toLocaleString("en-US")} imported rows; recounting facets and vacuuming`);
  const database = await openDatabase({ databaseUrl, dataDir: "./data" });
  try {
    await rebuildFacetCounts(database.db);
  } finally {
    await database.close();
  }
  await compactTables(pool);
  return removed;
}
