import { sql } from "drizzle-orm";
import { businessSlug } from "../../shared/slug";
import type { Db } from "../db/database";
import { insertBusinessRows } from "../directory/bulk-insert.queries";
import { rebuildFacetCounts } from "../directory/facets.queries";
import { generateBusiness } from "./generate";
import { Places } from "./places";
import { Random } from "./random";

export interface SeedOptions {
  count: number;
  /** The same seed gives the same businesses. */
  seed: number;
  batchSize?: number;
  onProgress?: (inserted: number) => void;
}

/**
 * Sample rows get a place id that is plainly not Google's and whose first seven
 * characters differ for every id ("ms0000f-sample"), so the spec's slug rule
 * (name + first 7 characters of the place id) gives unique slugs, and an export
 * of sample data imports again like any other.
 */
export function samplePlaceId(id: number): string {
  return `ms${id.toString(36).padStart(5, "0")}-sample`;
}

/** Adds `count` realistic sample businesses; ids are reserved first so place ids and slugs can use them. */
export async function seedBusinesses(db: Db, options: SeedOptions): Promise<number> {
  const random = new Random(options.seed);
  const places = new Places();
  const batchSize = options.batchSize ?? 5000;
  let inserted = 0;
  while (inserted < options.count) {
    const size = Math.min(batchSize, options.count - inserted);
    const ids = await db.execute<{ id: string }>(
      sql`SELECT nextval(pg_get_serial_sequence('businesses', 'id')) AS id FROM generate_series(1, ${size})`,
    );
    const rows = ids.rows.map(({ id }) => {
      const business = generateBusiness(random, places);
      const placeId = samplePlaceId(Number(id));
      return { ...business, id: Number(id), placeId, slug: businessSlug(business.name, placeId) };
    });
    await insertBusinessRows(db, rows);
    inserted += size;
    options.onProgress?.(inserted);
  }
  await rebuildFacetCounts(db);
  return inserted;
}
