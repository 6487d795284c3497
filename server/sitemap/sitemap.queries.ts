import { sql, type SQL } from "drizzle-orm";
import { facetCounts, sitemapBlockSize, sitemapBlocks, sitemapPairTowns } from "../../shared/schema";
import { placeOf, type PairKind } from "../facets/pair-counts.queries";
import type { Db } from "../db/database";
import { datedUrlPieces } from "./sitemap-xml";

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

/**
 * One business file's entries, written by PostgreSQL as `datedUrlPieces` has them: the listed businesses
 * with ids in (afterId, lastId], in id order, each at `locPrefix` (already escaped) and its slug, which
 * is escaped as XML text needs it (`&` and `<`). Undefined when the range lists none.
 */
export async function selectShardEntries(db: Db, afterId: number, lastId: number, locPrefix: string): Promise<string | undefined> {
  const [open, middle, close] = datedUrlPieces;
  const result = await db.execute<{ xml: string | null }>(sql`
    SELECT string_agg(${open}::text || ${locPrefix}::text || replace(replace(slug, '&', '&amp;'), '<', '&lt;')
        || ${middle}::text || ${w3c(sql`updated_at`)} || ${close}::text, '' ORDER BY id) AS xml
    FROM businesses WHERE id > ${afterId} AND id <= ${lastId} AND ${listed}`);
  return result.rows[0]?.xml ?? undefined;
}

/**
 * A category or a group in a town is listed once it has 3 open businesses: a thinner page hurts the
 * site. The triggers of migration 0032 count the listed pairs per town by this very threshold (keep the
 * two alike).
 */
const listedPair = sql`${facetCounts.openCount} >= 3`;

export interface PairTown {
  kind: PairKind;
  /** "city|state". */
  town: string;
  /** Its listed pairs of that kind. */
  listed: number;
  changedAt: Date | undefined;
}

/** Every town with pairs, per kind, in one order: what the pairs' files are packed from (one row per town, not per pair). */
export async function selectPairTowns(db: Db): Promise<PairTown[]> {
  // Dates as epoch milliseconds: node reads a number several times faster than a timestamp's text.
  const result = await db.execute<{ kind: PairKind; town: string; listed: number; changed: number | null }>(sql`
    SELECT kind, town, listed, (extract(epoch FROM changed_at) * 1000)::float8 AS changed
    FROM ${sitemapPairTowns} ORDER BY kind, town`);
  return result.rows.map((r) => ({ kind: r.kind, town: r.town, listed: r.listed, changedAt: r.changed === null ? undefined : new Date(r.changed) }));
}

export type ListedPairRow = {
  kind: PairKind;
  key: string;
  /** W3C datetime; null for a pair never dated. */
  lastmod: string | null;
};

const pairColumns = sql`${facetCounts.kind} AS kind, ${facetCounts.key} AS key, ${w3c(sql`${facetCounts.changedAt}`)} AS lastmod`;

/**
 * The listed pairs of one kind in the towns from `first` to `last`, in the order selectPairTowns reads
 * the towns (the database's own for text, as the index of pairs by town has it): one range of that index.
 */
export async function selectTownsPairs(db: Db, kind: PairKind, first: string, last: string): Promise<ListedPairRow[]> {
  const result = await db.execute<ListedPairRow>(sql`
    SELECT ${pairColumns} FROM ${facetCounts}
    WHERE ${facetCounts.kind} = ${kind} AND ${placeOf} >= ${first} AND ${placeOf} <= ${last} AND ${listedPair}`);
  return result.rows;
}

/** `take` listed pairs of one kind in one town from the `skip`th, in key order: a town that files share. */
export async function selectTownPairsPart(db: Db, kind: PairKind, town: string, skip: number, take: number): Promise<ListedPairRow[]> {
  const result = await db.execute<ListedPairRow>(sql`
    SELECT ${pairColumns} FROM ${facetCounts}
    WHERE ${facetCounts.kind} = ${kind} AND ${placeOf} = ${town} AND ${listedPair}
    ORDER BY ${facetCounts.key} OFFSET ${skip} LIMIT ${take}`);
  return result.rows;
}
