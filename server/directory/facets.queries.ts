import { sql, type SQL } from "drizzle-orm";
import { facetCounts, type FacetRow } from "../../shared/schema";
import type { Db, Tx } from "../db/database";
import { idArray, type IdList } from "../db/id-list";

/** An arbitrary constant naming the lock that serialises facet rebuilds. */
const refreshLockKey = 720_431;

/** Every server instance LISTENs here; a rebuild's NOTIFY (sent on commit) tells them the data changed. */
export const dataChangedChannel = "mainstreet_data_changed";

/**
 * Rebuilds every count from the businesses table in one transaction. Runs after
 * writes (import, edit, delete, seed), never per request. `source` names the
 * writer in the notification, so an instance can skip its own.
 */
export async function rebuildFacetCounts(db: Db, source = ""): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${refreshLockKey})`);
    await tx.execute(sql`SELECT pg_notify(${dataChangedChannel}, ${source})`);
    await tx.execute(sql`DELETE FROM facet_counts`);
    await tx.execute(sql`INSERT INTO facet_counts (kind, key, label, business_count) ${countsOf(sql`businesses`)}`);
  });
}

/**
 * Adds rows just inserted (`ids`) to the counts, inside the inserting transaction,
 * so counts and rows commit together: an import of 100,000 costs a count of
 * those rows, not a recount of the whole table.
 */
export async function addToFacetCounts(tx: Tx, ids: readonly number[] | IdList, source = ""): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${refreshLockKey})`);
  await tx.execute(sql`SELECT pg_notify(${dataChangedChannel}, ${source})`);
  await tx.execute(sql`
    WITH added AS (
      -- Only the counted columns: whole rows (photos, hours, attributes) would be copied for nothing.
      SELECT is_verified, city, state, category, category_slug, category_group, country
        FROM businesses WHERE id = ANY(${idArray(ids)}))
    INSERT INTO facet_counts (kind, key, label, business_count) ${countsOf(sql`added`)}
    ON CONFLICT (kind, key) DO UPDATE SET business_count = facet_counts.business_count + excluded.business_count`);
}

/** Every count the pages show, as rows of facet_counts, over `rows` (the table or a subset of it). */
function countsOf(rows: SQL): SQL {
  return sql`
      SELECT 'total', 'all', 'All businesses', count(*)::int FROM ${rows}
      UNION ALL
      SELECT 'verified', 'all', 'Verified businesses', count(*)::int FROM ${rows} WHERE is_verified
      UNION ALL
      SELECT 'city', lower(city), mode() WITHIN GROUP (ORDER BY city), count(*)::int
        FROM ${rows} WHERE city IS NOT NULL AND city <> '' GROUP BY lower(city)
      UNION ALL
      SELECT 'place', lower(city) || '|' || coalesce(state, ''), mode() WITHIN GROUP (ORDER BY city), count(*)::int
        FROM ${rows} WHERE city IS NOT NULL AND city <> '' GROUP BY lower(city), state
      UNION ALL
      SELECT 'category', category_slug, mode() WITHIN GROUP (ORDER BY category), count(*)::int
        FROM ${rows} GROUP BY category_slug
      UNION ALL
      SELECT 'group', category_group, category_group, count(*)::int
        FROM ${rows} GROUP BY category_group
      UNION ALL
      SELECT 'country', country, country, count(*)::int
        FROM ${rows} WHERE country IS NOT NULL AND country <> '' GROUP BY country`;
}

export async function readFacetCounts(db: Db): Promise<FacetRow[]> {
  return db.select().from(facetCounts);
}
