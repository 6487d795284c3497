import { eq, sql } from "drizzle-orm";
import { businesses, type NewBusinessRow, type BusinessRow } from "../../shared/schema";
import type { Executor } from "../db/database";
import { businessColumns } from "../db/businesses.queries";

export async function updateBusiness(db: Executor, id: number, values: Partial<NewBusinessRow>): Promise<BusinessRow | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(businesses.id, id))
    .returning(businessColumns);
  return row;
}

/** The business as it is, locked until the caller's transaction ends: an edit compares it and writes what changed. */
export async function selectBusinessForUpdate(db: Executor, id: number): Promise<BusinessRow | undefined> {
  const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.id, id)).for("update");
  return row;
}

export async function selectBusiness(db: Executor, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id));
  return row;
}
