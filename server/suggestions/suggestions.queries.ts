import { eq, sql } from "drizzle-orm";
import { businesses, suggestions } from "../../shared/schema";
import type { Db } from "../db/database";

/** Notes kept per item: the first few say what there is to say; the count says how many agreed. */
const maxNotes = 10;

export async function businessExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id)).limit(1);
  return rows.length === 1;
}

export interface NewSuggestion {
  kind: string;
  businessId: number | null;
  changes: Record<string, unknown>;
  note: string | undefined;
  fingerprint: string;
  contactEmail: string | null;
}

/**
 * Stores a report as a new open item, or, when an open item has the same fingerprint, counts it there
 * (one statement, on the unique index of open fingerprints: reports sent at once all count).
 */
export async function insertOrGroupSuggestion(db: Db, item: NewSuggestion): Promise<number> {
  const notes = item.note ? [item.note] : [];
  const [row] = await db
    .insert(suggestions)
    .values({
      kind: item.kind,
      businessId: item.businessId,
      changes: item.changes,
      notes,
      fingerprint: item.fingerprint,
      contactEmail: item.contactEmail,
    })
    .onConflictDoUpdate({
      target: suggestions.fingerprint,
      targetWhere: sql`${suggestions.status} = 'open'`,
      set: {
        reports: sql`${suggestions.reports} + 1`,
        lastReportedAt: sql`now()`,
        notes: sql`CASE WHEN jsonb_array_length(${suggestions.notes}) < ${maxNotes}
          THEN ${suggestions.notes} || excluded.notes ELSE ${suggestions.notes} END`,
      },
    })
    .returning({ id: suggestions.id });
  if (!row) throw new Error("The suggestion was not stored");
  return row.id;
}
