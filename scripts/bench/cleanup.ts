import type pg from "pg";
import { openDatabase } from "../../server/db/database";
import { rebuildFacetCounts } from "../../server/directory/facets.queries";
import { benchPlaceIdPrefix } from "./import-file";
import { log } from "./log";
import { benchAdminUsername } from "./processes";

/**
 * Takes out every row an import step of this benchmark added (their place ids
 * carry the prefix), its activity entry, and recounts the facets with the app's
 * own rebuild, and rebuilds the indexes, so the database holds what it held
 * before, as compact as it was. Also ends any
 * session the benchmark's operator left.
 */
export async function removeImportedRows(pool: pg.Pool, databaseUrl: string): Promise<number> {
  const deleted = await pool.query("delete from businesses where place_id like $1", [`${benchPlaceIdPrefix}%`]);
  await pool.query("delete from admin_events where kind = 'import' and details->>'fileName' like $1", [`${benchPlaceIdPrefix}%`]);
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
  await pool.query("vacuum (analyze) businesses, business_search");
  // The import's inserts split index pages and the deletion leaves them half empty, so
  // without a rebuild every run imported into larger indexes than the last (19 s, then
  // 25 s, then 34 s, with the indexes 20–65% larger than after seeding).
  log("rebuilding the indexes as they were after seeding");
  await pool.query("reindex table businesses");
  await pool.query("reindex table business_search");
  return removed;
}
