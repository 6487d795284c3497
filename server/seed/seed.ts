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
 * Adds `count` realistic sample businesses. Sample rows have no Google place id,
 * so ids are reserved first and each slug ends with its id, which keeps slugs unique.
 */
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
      return { ...business, id: Number(id), slug: businessSlug(business.name, null, Number(id)) };
    });
    await insertBusinessRows(db, rows);
    inserted += size;
    options.onProgress?.(inserted);
  }
  await rebuildFacetCounts(db);
  return inserted;
}
