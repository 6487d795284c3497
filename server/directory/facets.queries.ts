import { sql } from "drizzle-orm";
import { facetCounts, type FacetRow } from "../../shared/schema";
import type { Db } from "../db/database";

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
    await tx.execute(sql`
      INSERT INTO facet_counts (kind, key, label, business_count)
      SELECT 'total', 'all', 'All businesses', count(*)::int FROM businesses
      UNION ALL
      SELECT 'verified', 'all', 'Verified businesses', count(*)::int FROM businesses WHERE is_verified
      UNION ALL
      SELECT 'city', lower(city), mode() WITHIN GROUP (ORDER BY city), count(*)::int
        FROM businesses WHERE city IS NOT NULL AND city <> '' GROUP BY lower(city)
      UNION ALL
      SELECT 'category', category_slug, mode() WITHIN GROUP (ORDER BY category), count(*)::int
        FROM businesses GROUP BY category_slug
      UNION ALL
      SELECT 'group', category_group, category_group, count(*)::int
        FROM businesses GROUP BY category_group
      UNION ALL
      SELECT 'country', country, country, count(*)::int
        FROM businesses WHERE country IS NOT NULL AND country <> '' GROUP BY country
    `);
  });
}

export async function readFacetCounts(db: Db): Promise<FacetRow[]> {
  return db.select().from(facetCounts);
}
