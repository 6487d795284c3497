import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import * as schema from "../../shared/schema";
import type { NewBusinessRow } from "../../shared/schema";
import { businessSlug } from "../../shared/slug";
import type { Db } from "../db/database";
import { insertBusinessRows } from "../db/bulk-insert.queries";
import { rebuildFacetCounts } from "../facets/facets.queries";
import { flushSearchIndexes } from "../db/search-indexes.queries";
import {
  analyzeBusinesses,
  canCopyFromStdin,
  copyBusinessRows,
  countBusinesses,
  createIndex,
  dropIndex,
  reserveBusinessIds,
  secondaryIndexes,
  type IdRange,
} from "./bulk-load.queries";
import { generateBusiness } from "./generate";
import { Places } from "./places";
import { Random } from "./random";

export interface SeedOptions {
  count: number;
  /** The same seed gives the same businesses. */
  seed: number;
  batchSize?: number;
  /**
   * From this many rows on, and when the table holds no more rows than are being
   * added, the secondary indexes are dropped and built again after the load: one
   * sorted build is several times faster than a million scattered index inserts.
   */
  rebuildIndexesFrom?: number;
  onProgress?: (inserted: number) => void;
  /** Called when a stage after the load starts; rebuilding indexes can take as long as the load. */
  onStage?: (stage: "indexes" | "statistics") => void;
}

/**
 * Sample rows get a place id that is plainly not Google's and whose first seven
 * characters differ for every id ("ms0000f-sample"), so the slug rule
 * (name + first 7 characters of the place id) gives unique slugs, and an export
 * of sample data imports again like any other.
 */
export function samplePlaceId(id: number): string {
  return `ms${id.toString(36).padStart(5, "0")}-sample`;
}

function* idsIn(ranges: IdRange[]): Generator<number> {
  for (const { first, last } of ranges) for (let id = first; id <= last; id++) yield id;
}

/** Rows in batches, made as they are sent, so the server loads one batch while the next is generated. */
async function* sampleRows(ids: IdRange[], options: SeedOptions): AsyncGenerator<NewBusinessRow[]> {
  const random = new Random(options.seed);
  const places = new Places();
  const batchSize = options.batchSize ?? 5000;
  const next = idsIn(ids);
  let made = 0;
  while (made < options.count) {
    const size = Math.min(batchSize, options.count - made);
    const rows: NewBusinessRow[] = [];
    for (let i = 0; i < size; i++) {
      const id = next.next().value as number;
      const business = generateBusiness(random, places);
      const placeId = samplePlaceId(id);
      rows.push(Object.assign(business, { id, placeId, slug: businessSlug(business.name, placeId) }));
    }
    yield rows;
    made += size;
    options.onProgress?.(made);
  }
}

async function insertInBatches(client: pg.PoolClient, batches: AsyncIterable<NewBusinessRow[]>): Promise<number> {
  const tx = drizzle(client, { schema });
  let inserted = 0;
  for await (const rows of batches) inserted += (await insertBusinessRows(tx, rows)).length;
  return inserted;
}

/**
 * Adds `count` realistic sample businesses in one transaction, so a failed or
 * interrupted seed leaves the table and its indexes as they were. Ids are reserved
 * first (place ids and slugs use them); rows go in by COPY (batched INSERT on
 * PGlite); a large load into a small table rebuilds the secondary indexes after
 * it, from their own definitions, so they end exactly as the migrations made them
 * (the table is locked meanwhile: readers wait rather than scan an unindexed
 * table). Planner statistics and facet counts are refreshed at the end, and the
 * entries queued in the search indexes merged.
 */
export async function seedBusinesses(db: Db, options: SeedOptions): Promise<number> {
  const client = await db.$client.connect();
  let inserted: number;
  try {
    const ids = await reserveBusinessIds(client, options.count);
    const copy = await canCopyFromStdin(client);
    const rebuild = options.count >= (options.rebuildIndexesFrom ?? 100_000) && (await countBusinesses(client)) <= options.count;
    await client.query("BEGIN");
    const indexes = rebuild ? await secondaryIndexes(client) : [];
    for (const index of indexes) await dropIndex(client, index.name);
    const rows = sampleRows(ids, options);
    inserted = copy ? await copyBusinessRows(client, rows) : await insertInBatches(client, rows);
    if (indexes.length > 0) options.onStage?.("indexes");
    for (const index of indexes) await createIndex(client, index.definition);
    await client.query("COMMIT");
    options.onStage?.("statistics");
    // Two connections: the planner's statistics and the facet counts are independent scans.
    await Promise.all([analyzeBusinesses(client), rebuildFacetCounts(db)]);
    await flushSearchIndexes(db);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  client.release();
  return inserted;
}
