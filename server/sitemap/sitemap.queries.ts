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

/** Text escaped as XML character data needs it (`&` and `<`). */
const xmlText = (column: SQL) => sql`replace(replace(${column}, '&', '&amp;'), '<', '&lt;')`;

/** A timestamp as a W3C datetime to the second, e.g. 2026-11-22T16:10:29Z, as sitemaps write it. */
const w3c = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * One business file's entries, written by PostgreSQL as `datedUrlPieces` has them: the listed businesses
 * with ids in (afterId, lastId], in id order, each at `locPrefix` (already escaped) and its slug, which
 * is escaped as XML text needs it (`&` and `<`). Undefined when the range lists none. The rows come in id
 * order from the primary key's range; an ordered aggregate (`string_agg(… ORDER BY id)`) sorted them again
 * in PostgreSQL 15, in a temporary file past `work_mem`: a fifth of the statement's time for 50,000.
 */
export async function selectShardEntries(db: Db, afterId: number, lastId: number, locPrefix: string): Promise<string | undefined> {
  const [open, middle, close] = datedUrlPieces;
  const result = await db.execute<{ xml: string | null }>(sql`
    SELECT string_agg(${open}::text || ${locPrefix}::text || ${xmlText(sql`slug`)}
        || ${middle}::text || ${w3c(sql`updated_at`)} || ${close}::text, '') AS xml
    FROM (SELECT slug, updated_at FROM businesses WHERE id > ${afterId} AND id <= ${lastId} AND ${listed} ORDER BY id) b`);
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

/** One read of a pairs' file: a kind's whole towns from `first` to `last` (at most `limit` pairs), or `take` pairs of one town from the `skip`th in key order. */
export type PairRead = { kind: PairKind; first: string; last: string; limit: number } | { kind: PairKind; town: string; skip: number; take: number };

function pairReadSql(read: PairRead): SQL {
  const columns = sql`${facetCounts.kind} AS kind, ${facetCounts.key} AS key, ${facetCounts.changedAt} AS changed_at`;
  const of = sql`FROM ${facetCounts} WHERE ${facetCounts.kind} = ${read.kind} AND ${listedPair}`;
  // The towns in the order selectPairTowns reads them (the database's own for text, as the index of pairs by town has it): one range of that index.
  if ("first" in read) return sql`(SELECT ${columns} ${of} AND ${placeOf} >= ${read.first} AND ${placeOf} <= ${read.last} LIMIT ${read.limit})`;
  return sql`(SELECT ${columns} ${of} AND ${placeOf} = ${read.town} ORDER BY ${facetCounts.key} OFFSET ${read.skip} LIMIT ${read.take})`;
}

/**
 * A pairs' file's entries, written by PostgreSQL as `datedUrlPieces` has them (an undated pair without its
 * lastmod): the pairs of its reads in towns that `towns` names, each at its town's address (`prefix`,
 * already escaped) and its slug, escaped as XML text needs it. A fine category whose slug names a group
 * (`groupSlugs`) is left out, and so is a group that names none: the group's page is the one listed.
 * Node receives one string: reading 50,000 rows as objects took it longer than PostgreSQL took to find them.
 */
export async function selectPairEntries(db: Db, reads: PairRead[], towns: { key: string; prefix: string }[], groupSlugs: string[]): Promise<string> {
  if (reads.length === 0) return "";
  const [open, middle, close] = datedUrlPieces;
  const slug = xmlText(sql`split_part(p.key, '|', -1)`);
  const result = await db.execute<{ xml: string | null }>(sql`
    SELECT string_agg(${open}::text || t.prefix || ${slug} || CASE WHEN p.changed_at IS NULL THEN '</loc></url>' || chr(10)
        ELSE ${middle}::text || ${w3c(sql`p.changed_at`)} || ${close}::text END, '') AS xml
    FROM (${sql.join(reads.map(pairReadSql), sql` UNION ALL `)}) p
    JOIN unnest(${sql.param(towns.map((t) => t.key))}::text[], ${sql.param(towns.map((t) => t.prefix))}::text[]) AS t(town, prefix)
      ON t.town = pair_town(p.key)
    WHERE (split_part(p.key, '|', -1) = ANY(${sql.param(groupSlugs)}::text[])) = (p.kind = 'place-group')`);
  return result.rows[0]?.xml ?? "";
}
