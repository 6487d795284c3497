import { sql, type SQL } from "drizzle-orm";
import { sitemapBlockSize, sitemapBlocks } from "../../shared/schema";
import type { Db } from "../db/database";

export interface Shard {
  /** Businesses with ids in (shard × size, (shard + 1) × size]. */
  shard: number;
  count: number;
  lastmod: Date;
}

/** A business closed for good is no page to send a crawler to: the sitemaps leave it out. */
const listed = sql`business_status IS DISTINCT FROM 'CLOSED_PERMANENTLY'`;

/**
 * Business sitemap files cover fixed id ranges, so each is read by an index range
 * scan (no OFFSET). Ranges left empty by deletions are skipped. The files' figures come from the
 * blocks the triggers keep (sitemapBlocks), never from the businesses table as a whole: a block wholly
 * inside one file counts as it is; a block that files share (a file size that is no multiple of the
 * block size) has its listed businesses counted one by one, and dates each file it touches.
 */
export async function selectShards(db: Db, size: number): Promise<Shard[]> {
  const block = sitemapBlockSize;
  const result = await db.execute<{ shard: number; count: number; lastmod: Date | string }>(sql`
    WITH blocks AS (SELECT block, listed, changed_at, block * ${block} / ${size} <> (block * ${block} + ${block} - 1) / ${size} AS shared
        FROM ${sitemapBlocks} WHERE listed > 0),
      parts AS (
        SELECT block * ${block} / ${size} AS shard, listed AS count, changed_at FROM blocks WHERE NOT shared
        UNION ALL
        SELECT (b.id - 1) / ${size}, 1, k.changed_at FROM blocks AS k
          JOIN businesses AS b ON b.id > k.block * ${block} AND b.id <= (k.block + 1) * ${block}
          WHERE k.shared AND ${listed})
    SELECT shard::int AS shard, sum(count)::int AS count, max(changed_at) AS lastmod FROM parts GROUP BY 1 ORDER BY 1`);
  return result.rows.map((r) => ({ shard: Number(r.shard), count: Number(r.count), lastmod: new Date(r.lastmod) }));
}

/** A timestamp as a W3C datetime to the second, e.g. 2026-11-22T16:10:29Z, as sitemaps write it. */
const w3c = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface SlugRow {
  id: number;
  slug: string;
  /** W3C datetime. */
  lastmod: string;
}

/** One chunk of a shard in id order, after `afterId`. */
export async function selectShardChunk(db: Db, afterId: number, lastId: number, limit: number): Promise<SlugRow[]> {
  const result = await db.execute<{ id: number; slug: string; lastmod: string }>(sql`
    SELECT id, slug, ${w3c(sql`updated_at`)} AS lastmod FROM businesses
    WHERE id > ${afterId} AND id <= ${lastId} AND ${listed}
    ORDER BY id LIMIT ${limit}`);
  return result.rows.map((r) => ({ id: Number(r.id), slug: r.slug, lastmod: r.lastmod }));
}

/**
 * A category or a group in a town is listed once it has 3 open businesses: a thinner page hurts the
 * site. The partial index of migration 0027 holds this very predicate (keep the two alike), so a
 * file's walk reads the listed pairs alone.
 */
const listedPair = sql.raw(`kind in ('place-category', 'place-group') and open_count >= 3`);

/** Where a walk of the pairs stands: the pairs are read in (kind, key) order. */
export interface PairCursor {
  kind: string;
  key: string;
}

export interface PairFile {
  /** The file's first pair; it runs to the next file's first. */
  first: PairCursor;
  count: number;
  lastmod: Date | undefined;
}

/**
 * The pairs' files, `size` listed pairs each, in key order, read from the counts in one walk of their
 * primary key: a running count of the listed pairs says which file each pair falls in. A file's lastmod
 * is the latest change of any pair in its range, listed or not, so a pair that has just dropped out
 * (a business closed) dates the file it left; pairs before the first listed one date the first file.
 */
export async function selectPairFiles(db: Db, size: number): Promise<PairFile[]> {
  const result = await db.execute<{ kind: string; key: string; count: number; lastmod: Date | string | null }>(sql`
    SELECT max(CASE WHEN starts THEN kind END) AS kind, max(CASE WHEN starts THEN key END) AS key,
      count(*) FILTER (WHERE listed)::int AS count, max(changed_at) AS lastmod
    FROM (SELECT kind, key, changed_at, listed, listed AND (seen - 1) % ${size} = 0 AS starts, greatest(seen - 1, 0) / ${size} AS file
      FROM (SELECT kind, key, changed_at, coalesce(${listedPair}, false) AS listed,
          count(*) FILTER (WHERE ${listedPair}) OVER (ORDER BY kind, key ROWS UNBOUNDED PRECEDING) AS seen
        FROM facet_counts WHERE kind in ('place-category', 'place-group')) counted) filed
    GROUP BY file HAVING count(*) FILTER (WHERE listed) > 0 ORDER BY file`);
  return result.rows.map((r) => ({
    first: { kind: r.kind, key: r.key },
    count: Number(r.count),
    lastmod: r.lastmod === null ? undefined : new Date(r.lastmod),
  }));
}

export interface ListedPairRow extends PairCursor {
  /** W3C datetime. */
  lastmod: string | undefined;
}

/** Up to `limit` listed pairs from `from` (itself included when `inclusive`) and before `before`, in key order. */
export async function selectPairChunk(db: Db, from: PairCursor, inclusive: boolean, before: PairCursor | undefined, limit: number): Promise<ListedPairRow[]> {
  const start = inclusive ? sql`(kind, key) >= (${from.kind}, ${from.key})` : sql`(kind, key) > (${from.kind}, ${from.key})`;
  const end = before ? sql`AND (kind, key) < (${before.kind}, ${before.key})` : sql``;
  const result = await db.execute<{ kind: string; key: string; lastmod: string | null }>(sql`
    SELECT kind, key, ${w3c(sql`changed_at`)} AS lastmod FROM facet_counts
    WHERE ${listedPair} AND ${start} ${end}
    ORDER BY kind, key LIMIT ${limit}`);
  return result.rows.map((r) => ({ kind: r.kind, key: r.key, lastmod: r.lastmod ?? undefined }));
}
