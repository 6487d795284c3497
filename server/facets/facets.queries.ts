import { sql, type SQL } from "drizzle-orm";
import { businesses, facetCounts, type BusinessRow, type FacetRow } from "../../shared/schema";
import { announceDataChange } from "../cache/data-change.queries";
import type { Db, Tx } from "../db/database";
import { idArray, type IdList } from "../db/id-list";

/** An arbitrary constant naming the lock that serialises facet rebuilds. */
const refreshLockKey = 720_431;

/**
 * The fields of a business the counts are kept by (`countsOf` reads their columns): a write that
 * changes none of them leaves every count as it was.
 */
export const countedFields = ["isVerified", "city", "state", "category", "categorySlug", "categoryGroup", "country"] as const;

/**
 * Rebuilds every count from the businesses table in one transaction. Runs after
 * writes (import, edit, delete, seed), never per request. `source` names the
 * writer in the notification, so an instance can skip its own.
 */
export async function rebuildFacetCounts(db: Db, source = ""): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${refreshLockKey})`);
    await announceDataChange(tx, source);
    await tx.execute(sql`DELETE FROM facet_counts`);
    await countingMemory(tx);
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
  await announceDataChange(tx, source);
  await addCounts(tx, ids);
}

async function addCounts(tx: Tx, ids: readonly number[] | IdList): Promise<void> {
  await countingMemory(tx);
  // Only the counted columns: whole rows (photos, hours, attributes) would be copied for nothing.
  const columns = sql.raw(countedFields.map((field) => businesses[field].name).join(", "));
  const added = sql`(SELECT ${columns} FROM businesses WHERE id = ANY(${idArray(ids)})) AS added`;
  await tx.execute(sql`
    INSERT INTO facet_counts (kind, key, label, business_count) ${countsOf(added)}
    ON CONFLICT (kind, key) DO UPDATE SET business_count = facet_counts.business_count + excluded.business_count`);
}

/** A business's values of the counted fields, as they were before an edit. */
export type CountedValues = Pick<BusinessRow, (typeof countedFields)[number]>;

/**
 * Moves one edited business (`before` its edit, its row now as edited) from the counts it had to the
 * counts it has, inside the editing transaction: one row's counts, not a recount of the whole table
 * (decision 025). A town or category left with no business goes.
 */
export async function moveInFacetCounts(tx: Tx, id: number, before: CountedValues, source = ""): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${refreshLockKey})`);
  await announceDataChange(tx, source);
  const removed = sql`(VALUES (${before.isVerified}::boolean, ${before.city}::text, ${before.state}::text, ${before.category}::text,
      ${before.categorySlug}::text, ${before.categoryGroup}::text, ${before.country}::text))
    AS removed(is_verified, city, state, category, category_slug, category_group, country)`;
  await tx.execute(sql`
    INSERT INTO facet_counts (kind, key, label, business_count) SELECT kind, key, label, -n FROM (${countsOf(removed)}) AS counts(kind, key, label, n)
    ON CONFLICT (kind, key) DO UPDATE SET business_count = facet_counts.business_count + excluded.business_count`);
  await addCounts(tx, [id]);
  await tx.execute(sql`DELETE FROM facet_counts WHERE business_count <= 0 AND kind NOT IN ('total', 'verified')`);
}

/**
 * Room for the counts' hash tables (a few tens of thousands of towns and categories) for the rest of
 * the transaction: with the default 4 MB, PostgreSQL sorted one set on disk instead, and the counts
 * took much longer (decision 025).
 */
async function countingMemory(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT set_config('work_mem', '32MB', true)`);
}

/**
 * Every count the pages show, as rows of facet_counts, over `rows` (the table, or a subset of it with
 * the columns of countedFields), in one pass: each town (city as written, and state), each category
 * and each country is counted once (GROUPING SETS), and the cities, places, groups and labels follow
 * from those few thousand counts.
 * A label is the spelling most of the rows have, the first in the column's order on a tie (as
 * `mode()` has it). Counted in one pass instead of seven, one per kind, a rebuild
 * and an import's counts take a fraction of the time (decision 025).
 */
function countsOf(rows: SQL): SQL {
  // GROUPING(...) sets a bit for each column a set leaves out, the first column's the highest:
  // 15 (0b001111) a town, 49 (0b110001) a category, 62 (0b111110) a country, 63 all rows.
  return sql`
    WITH parts AS (
      SELECT city, state, category_slug, category, category_group, country,
          GROUPING(city, state, category_slug, category, category_group, country) AS grouped,
          count(*)::int AS n, (count(*) FILTER (WHERE is_verified))::int AS verified
        FROM ${rows}
        GROUP BY GROUPING SETS ((city, state), (category_slug, category, category_group), (country), ()))
    SELECT 'total', 'all', 'All businesses', n FROM parts WHERE grouped = 63
    UNION ALL
    SELECT 'verified', 'all', 'Verified businesses', verified FROM parts WHERE grouped = 63
    UNION ALL
    SELECT 'city', lower(city), (array_agg(city ORDER BY n DESC, city))[1], sum(n)::int
      FROM parts WHERE grouped = 15 AND city <> '' GROUP BY lower(city)
    UNION ALL
    SELECT 'place', lower(city) || '|' || coalesce(state, ''), (array_agg(city ORDER BY n DESC, city))[1], sum(n)::int
      FROM parts WHERE grouped = 15 AND city <> '' GROUP BY lower(city), state
    UNION ALL
    SELECT 'category', category_slug, (array_agg(category ORDER BY n DESC, category))[1], sum(n)::int
      FROM parts WHERE grouped = 49 GROUP BY category_slug
    UNION ALL
    SELECT 'group', category_group, category_group, sum(n)::int
      FROM parts WHERE grouped = 49 GROUP BY category_group
    UNION ALL
    SELECT 'country', country, country, n FROM parts WHERE grouped = 62 AND country <> ''`;
}

export async function readFacetCounts(db: Db): Promise<FacetRow[]> {
  return db.select().from(facetCounts);
}
