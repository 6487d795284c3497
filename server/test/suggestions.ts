import { suggestions, type SuggestionRow } from "../../shared/schema";
import type { SuggestionKind } from "../../shared/suggestions";
import { uniqueToken } from "./businesses";
import type { TestContext } from "./test-app";

export interface SuggestionInput {
  kind?: SuggestionKind;
  businessId?: number | null;
  changes?: Record<string, unknown>;
  notes?: string[];
  reports?: number;
  contactEmail?: string | null;
}

/** Stores items as the public forms would (without their spam checks), each with a fingerprint of its own. */
export async function insertSuggestions(context: Pick<TestContext, "database">, inputs: SuggestionInput[]): Promise<SuggestionRow[]> {
  return context.database.db
    .insert(suggestions)
    .values(
      inputs.map((input) => ({
        kind: input.kind ?? "edit",
        businessId: input.businessId ?? null,
        changes: input.changes ?? {},
        notes: input.notes ?? [],
        reports: input.reports ?? 1,
        contactEmail: input.contactEmail ?? null,
        fingerprint: `test-${uniqueToken()}-${uniqueToken()}`,
      })),
    )
    .returning();
}

export async function insertSuggestion(context: Pick<TestContext, "database">, input: SuggestionInput): Promise<SuggestionRow> {
  const [row] = await insertSuggestions(context, [input]);
  if (!row) throw new Error("The suggestion was not inserted");
  return row;
}
