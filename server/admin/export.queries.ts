import { and, asc, eq, gt } from "drizzle-orm";
import { businesses } from "../../shared/schema";
import type { Db } from "../db/database";
import { businessColumns, type StoredBusiness } from "../directory/directory.queries";

/** One page in id order after `afterId`: keyset paging stays fast at any depth. */
export async function selectExportPage(
  db: Db,
  afterId: number,
  limit: number,
  country: string | undefined,
): Promise<StoredBusiness[]> {
  return db
    .select(businessColumns)
    .from(businesses)
    .where(and(gt(businesses.id, afterId), country ? eq(businesses.country, country) : undefined))
    .orderBy(asc(businesses.id))
    .limit(limit);
}
