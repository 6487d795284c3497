import { notInArray, sql, type SQL } from "drizzle-orm";
import { businesses, facetCounts, pairKinds, type BusinessRow, type FacetRow } from "../../shared/schema";
import { announceDataChange } from "../cache/data-change.queries";
import type { Db, Tx } from "../db/database";
import { idArray, type IdList } from "../db/id-list";

/** An arbitrary constant naming the lock that serialises facet rebuilds. */
const refreshLockKey = 720_431;

/**
 * The fields of a business the counts are kept by (`countsOf` reads their columns): a write that
 * changes none of them leaves every count as it was.
 */
export const countedFields = ["isVerified", "city", "state", "category", "categorySlug", "categoryGroup", "country", "businessStatus"] as const;

/**
 * Rebuilds every count from the businesses table in one transaction. Runs after
 * writes (import, edit, delete, seed), never per request. `source` names the
 * writer in the notification, so an instance can skip its own.
 */
export async function rebuildFacetCounts(db: Db, source = ""): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFacetCounts(tx, source);
    await tx.execute(sql`DELETE FROM facet_counts`);
    await tx.execute(sql`INSERT INTO facet_counts ${countColumns} ${countsOf(sql`businesses`)}`);
    // Every row is new: with the old table's statistics PostgreSQL took the listed pairs for a handful
    // and walked another index, and a sitemap file of pairs took 20 s instead of 0.3 s (decision 042).
    await tx.execute(sql`ANALYZE facet_counts`);
  });
}

/**
 * Takes the counts' lock and announces the change, inside the writing transaction. Every writer takes
 * the rows it changes first and this lock second (an edit locks its row, then counts), so two writers
 * never wait on each other crosswise.
 */
export async function lockFacetCounts(tx: Tx, source = ""): Promise<void> {
  await lockCountsOnly(tx);
  await announceDataChange(tx, source);
}

async function lockCountsOnly(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${refreshLockKey})`);
  await countingMemory(tx);
}

/**
 * Adds rows just inserted (`ids`) to the counts, inside the inserting transaction,
 * so counts and rows commit together: an import of 100,000 costs a count of
 * those rows, not a recount of the whole table.
 */
export async function addToFacetCounts(tx: Tx, ids: readonly number[] | IdList, source = ""): Promise<void> {
  await lockFacetCounts(tx, source);
  await addCounts(tx, ids);
}

/**
 * Takes rows that are about to change a counted field (`ids`, still as they were) out of the counts,
 * inside the changing transaction; `addToFacetCounts` with the same ids after the change counts them
 * as they are. Locks the rows first (see lockFacetCounts). The cost follows the rows, not the table.
 */
export async function removeFromFacetCounts(tx: Tx, ids: readonly number[] | IdList, source = ""): Promise<void> {
  await tx.execute(sql`SELECT id FROM businesses WHERE id = ANY(${idArray(ids)}) ORDER BY id FOR UPDATE`);
  await lockFacetCounts(tx, source);
  await tx.execute(subtractCounts(countedRows(ids)));
  await dropEmptyFacetCounts(tx);
}

/**
 * One statement that takes `rows` (with the counted columns) out of the counts; their towns and
 * categories changed now (a page lost a business). A data-modifying CTE can run it over the rows a
 * DELETE returns.
 */
export function subtractCounts(rows: SQL): SQL {
  return sql`
    INSERT INTO facet_counts ${countColumns}
      SELECT kind, key, label, -n, -open, CASE WHEN changed IS NOT NULL THEN now() END FROM (${countsOf(rows)}) AS counts(kind, key, label, n, open, changed)
    ${addedUp}`;
}

/** A town or a category left with no business goes; the total and the verified count stay, at zero. */
export async function dropEmptyFacetCounts(tx: Tx): Promise<void> {
  await tx.execute(sql`DELETE FROM facet_counts WHERE business_count <= 0 AND kind NOT IN ('total', 'verified')`);
}

/**
 * Marks the counts of rows whose shown values changed in no counted field (`ids`, as they are now) as
 * changed when they were: a town's page lists its businesses, so its sitemap date follows them. Announces
 * nothing: a long job of many batches announces its change once, at its end.
 */
export async function touchFacetCounts(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await lockCountsOnly(tx);
  await tx.execute(sql`
    INSERT INTO facet_counts ${countColumns}
      SELECT kind, key, label, 0, 0, changed FROM (${countsOf(countedRows(ids))}) AS counts(kind, key, label, n, open, changed)
    ${addedUp}`);
}

/** The rows `ids` with the counted columns only: whole rows (photos, hours, attributes) would be copied for nothing. */
function countedRows(ids: readonly number[] | IdList): SQL {
  const columns = sql.raw([...countedFields.map((field) => businesses[field].name), businesses.updatedAt.name].join(", "));
  return sql`(SELECT ${columns} FROM businesses WHERE id = ANY(${idArray(ids)})) AS counted`;
}

async function addCounts(tx: Tx, ids: readonly number[] | IdList): Promise<void> {
  await tx.execute(sql`INSERT INTO facet_counts ${countColumns} ${countsOf(countedRows(ids))} ${addedUp}`);
}

const countColumns = sql`(kind, key, label, business_count, open_count, changed_at)`;

/** Counts met again are added up; a row's change time is its newest. */
const addedUp = sql`
  ON CONFLICT (kind, key) DO UPDATE SET business_count = facet_counts.business_count + excluded.business_count,
    open_count = facet_counts.open_count + excluded.open_count, changed_at = greatest(facet_counts.changed_at, excluded.changed_at)`;

/** A business's values of the counted fields, as they were before an edit. */
export type CountedValues = Pick<BusinessRow, (typeof countedFields)[number]>;

/**
 * Moves one edited business (`before` its edit, its row now as edited) from the counts it had to the
 * counts it has, inside the editing transaction: one row's counts, not a recount of the whole table
 * (decision 025). A town or category left with no business goes.
 */
export async function moveInFacetCounts(tx: Tx, id: number, before: CountedValues, source = ""): Promise<void> {
  await lockFacetCounts(tx, source);
  // The business leaves its counts now: that is a change of the town's and the category's pages too.
  const removed = sql`(VALUES (${before.isVerified}::boolean, ${before.city}::text, ${before.state}::text, ${before.category}::text,
      ${before.categorySlug}::text, ${before.categoryGroup}::text, ${before.country}::text, ${before.businessStatus}::text, now()))
    AS removed(is_verified, city, state, category, category_slug, category_group, country, business_status, updated_at)`;
  await tx.execute(subtractCounts(removed));
  await addCounts(tx, [id]);
  await dropEmptyFacetCounts(tx);
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
 * the columns of countedFields and updated_at), in one pass: each town (city as written, and state),
 * each category, each category in each town and each country is counted once (GROUPING SETS), and
 * the cities, places, groups, groups in towns and labels follow from those counts. Each count comes
 * with how many of its businesses are not closed for good and when the newest of them changed.
 * A label is the spelling most of the rows have, the first in the column's order on a tie (as
 * `mode()` has it). Counted in one pass instead of one per kind, a rebuild and an import's counts
 * take a fraction of the time (decision 025).
 */
function countsOf(rows: SQL): SQL {
  // GROUPING(...) sets a bit for each column a set leaves out, the first column's the highest:
  // 15 (0b001111) a town, 49 (0b110001) a category, 1 (0b000001) a category in a town,
  // 62 (0b111110) a country, 63 all rows.
  return sql`
    WITH parts AS (
      SELECT city, state, category_slug, category, category_group, country,
          GROUPING(city, state, category_slug, category, category_group, country) AS grouped,
          count(*)::int AS n, (count(*) FILTER (WHERE is_verified))::int AS verified,
          (count(*) FILTER (WHERE business_status IS DISTINCT FROM 'CLOSED_PERMANENTLY'))::int AS open, max(updated_at) AS changed
        FROM ${rows}
        GROUP BY GROUPING SETS ((city, state), (category_slug, category, category_group), (city, state, category_slug, category, category_group), (country), ()))
    SELECT 'total', 'all', 'All businesses', n, open, changed FROM parts WHERE grouped = 63
    UNION ALL
    SELECT 'verified', 'all', 'Verified businesses', verified, NULL::int, NULL::timestamptz FROM parts WHERE grouped = 63
    UNION ALL
    SELECT 'city', lower(city), (array_agg(city ORDER BY n DESC, city))[1], sum(n)::int, sum(open)::int, max(changed)
      FROM parts WHERE grouped = 15 AND city <> '' GROUP BY lower(city)
    UNION ALL
    SELECT 'place', lower(city) || '|' || coalesce(state, ''), (array_agg(city ORDER BY n DESC, city))[1], sum(n)::int, sum(open)::int, max(changed)
      FROM parts WHERE grouped = 15 AND city <> '' GROUP BY lower(city), state
    UNION ALL
    SELECT 'category', category_slug, (array_agg(category ORDER BY n DESC, category))[1], sum(n)::int, sum(open)::int, max(changed)
      FROM parts WHERE grouped = 49 GROUP BY category_slug
    UNION ALL
    SELECT 'group', category_group, category_group, sum(n)::int, sum(open)::int, max(changed)
      FROM parts WHERE grouped = 49 GROUP BY category_group
    UNION ALL
    SELECT 'place-category', lower(city) || '|' || coalesce(state, '') || '|' || category_slug,
        (array_agg(category ORDER BY n DESC, category))[1], sum(n)::int, sum(open)::int, max(changed)
      FROM parts WHERE grouped = 1 AND city <> '' GROUP BY lower(city), state, category_slug
    UNION ALL
    SELECT 'place-group', lower(city) || '|' || coalesce(state, '') || '|' || category_group, category_group, sum(n)::int, sum(open)::int, max(changed)
      FROM parts WHERE grouped = 1 AND city <> '' GROUP BY lower(city), state, category_group
    UNION ALL
    SELECT 'country', country, country, n, open, changed FROM parts WHERE grouped = 62 AND country <> ''`;
}

/** The counts held in memory: all but the categories in towns, which are read a town or a category at a time. */
export async function readFacetCounts(db: Db): Promise<FacetRow[]> {
  return db
    .select()
    .from(facetCounts)
    .where(notInArray(facetCounts.kind, [...pairKinds]));
}
