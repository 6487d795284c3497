import { eq, sql } from "drizzle-orm";
import { businesses, type NewBusinessRow } from "../../shared/schema";
import type { Db, Tx } from "../db/database";
import { businessColumns, type StoredBusiness } from "../directory/directory.queries";

export async function updateBusiness(db: Db, id: number, values: Partial<NewBusinessRow>): Promise<StoredBusiness | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(businesses.id, id))
    .returning(businessColumns);
  return row;
}

export async function deleteBusiness(db: Db, id: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.delete(businesses).where(eq(businesses.id, id)).returning({ id: businesses.id, name: businesses.name });
  return row;
}

/** Empties the table inside the caller's transaction and says how many rows it held. */
export async function deleteAllBusinesses(tx: Tx): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(businesses);
  await tx.execute(sql`TRUNCATE businesses`);
  return Number(row?.count ?? 0);
}
