import { and, desc, eq } from "drizzle-orm";
import { businessEdits, type EditSource } from "../../shared/schema";
import type { Executor } from "../db/database";

export type EditRow = typeof businessEdits.$inferSelect;

export async function insertEdit(
  db: Executor,
  edit: {
    businessId: number;
    previous: Record<string, unknown>;
    next: Record<string, unknown>;
    revertsEditId?: number;
    source?: EditSource;
    sourceId?: number;
  },
): Promise<void> {
  await db.insert(businessEdits).values(edit);
}

/** A business's last `limit` edits, the latest first. */
export async function selectEdits(db: Executor, businessId: number, limit: number): Promise<EditRow[]> {
  return db.select().from(businessEdits).where(eq(businessEdits.businessId, businessId)).orderBy(desc(businessEdits.id)).limit(limit);
}

export async function selectEdit(db: Executor, businessId: number, editId: number): Promise<EditRow | undefined> {
  const [row] = await db
    .select()
    .from(businessEdits)
    .where(and(eq(businessEdits.businessId, businessId), eq(businessEdits.id, editId)));
  return row;
}
