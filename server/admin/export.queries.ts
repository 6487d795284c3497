import { and, asc, gt } from "drizzle-orm";
import { businesses, type BusinessRow } from "../../shared/schema";
import type { Db } from "../db/database";
import { businessColumns, countryIs } from "../db/businesses.queries";

/** One page in id order after `afterId`: keyset paging stays fast at any depth. */
export async function selectExportPage(
  db: Db,
  afterId: number,
  limit: number,
  /** null: the businesses with no country. */
  country: string | null | undefined,
): Promise<BusinessRow[]> {
  return db
    .select(businessColumns)
    .from(businesses)
    .where(and(gt(businesses.id, afterId), countryIs(country)))
    .orderBy(asc(businesses.id))
    .limit(limit);
}
