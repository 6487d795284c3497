import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { businesses, suggestions, type NewBusinessRow, type SuggestionRow } from "../../shared/schema";
import type { SuggestionKind, SuggestionStatus } from "../../shared/suggestions";
import type { Executor } from "../db/database";

interface QueueFilter {
  status: SuggestionStatus;
  kind?: SuggestionKind;
}

/** The business beside its suggestion: its name and address, and the current value of every field a suggestion may change. */
const currentColumns = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  phone: businesses.phone,
  website: businesses.website,
  address: businesses.address,
  city: businesses.city,
  state: businesses.state,
  zipCode: businesses.zipCode,
  openingHours: businesses.openingHours,
  category: businesses.category,
  businessStatus: businesses.businessStatus,
};

// Both filters match an index's leading columns ((status, id desc) and (status, kind, id desc)): a page is read in id order, newest first.
const matching = ({ status, kind }: QueueFilter) => and(eq(suggestions.status, status), kind ? eq(suggestions.kind, kind) : undefined);

const withBusiness = (db: Executor) =>
  db
    .select({ suggestion: getTableColumns(suggestions), business: currentColumns })
    .from(suggestions)
    .leftJoin(businesses, eq(businesses.id, suggestions.businessId));

export type QueueRow = Awaited<ReturnType<ReturnType<typeof withBusiness>["execute"]>>[number];

export async function selectQueuePage(db: Executor, filter: QueueFilter, limit: number, offset: number): Promise<QueueRow[]> {
  return withBusiness(db).where(matching(filter)).orderBy(desc(suggestions.id)).limit(limit).offset(offset);
}

export async function selectQueueItem(db: Executor, id: number): Promise<QueueRow | undefined> {
  const [row] = await withBusiness(db).where(eq(suggestions.id, id));
  return row;
}

/** Counted from the index alone (decision 033 has what it costs). */
export async function countQueue(db: Executor, filter: QueueFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(suggestions).where(matching(filter));
  return row?.n ?? 0;
}

/**
 * Decides an open item: only one decision wins, whichever instance makes it; undefined when the item
 * is not open (any more), in which case nothing changed.
 */
export async function decideSuggestion(tx: Executor, id: number, status: Exclude<SuggestionStatus, "open">): Promise<SuggestionRow | undefined> {
  const [row] = await tx
    .update(suggestions)
    .set({ status, decidedAt: sql`now()` })
    .where(and(eq(suggestions.id, id), eq(suggestions.status, "open")))
    .returning();
  return row;
}

/** An accepted submission names the business it became. */
export async function linkSuggestionBusiness(tx: Executor, id: number, businessId: number): Promise<void> {
  await tx.update(suggestions).set({ businessId }).where(eq(suggestions.id, id));
}

export async function insertSubmittedBusiness(tx: Executor, row: NewBusinessRow): Promise<{ id: number; name: string; slug: string }> {
  const [inserted] = await tx.insert(businesses).values(row).returning({ id: businesses.id, name: businesses.name, slug: businesses.slug });
  if (!inserted) throw new Error("The business was not inserted");
  return inserted;
}
