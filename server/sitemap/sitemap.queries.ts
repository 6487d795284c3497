import { sql } from "drizzle-orm";
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
 * scan (no OFFSET). Ranges left empty by deletions are skipped.
 */
export async function selectShards(db: Db, size: number): Promise<Shard[]> {
  const result = await db.execute<{ shard: number; count: number; lastmod: Date | string }>(sql`
    SELECT ((id - 1) / ${size})::int AS shard, count(*)::int AS count, max(updated_at) AS lastmod
    FROM businesses WHERE ${listed} GROUP BY 1 ORDER BY 1`);
  return result.rows.map((r) => ({ shard: Number(r.shard), count: Number(r.count), lastmod: new Date(r.lastmod) }));
}

export interface SlugRow {
  id: number;
  slug: string;
  updatedAt: Date;
}

/** One chunk of a shard in id order, after `afterId`. */
export async function selectShardChunk(db: Db, afterId: number, lastId: number, limit: number): Promise<SlugRow[]> {
  const result = await db.execute<{ id: number; slug: string; updated_at: Date | string }>(sql`
    SELECT id, slug, updated_at FROM businesses
    WHERE id > ${afterId} AND id <= ${lastId} AND ${listed}
    ORDER BY id LIMIT ${limit}`);
  return result.rows.map((r) => ({ id: Number(r.id), slug: r.slug, updatedAt: new Date(r.updated_at) }));
}
