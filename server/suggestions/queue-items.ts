import type { SuggestionItem, SuggestionKind, SuggestionStatus } from "../../shared/suggestions";
import type { QueueRow } from "./queue.queries";

/** What a report of a move is about when it names no new address: the operator sees the address it has now. */
const addressFields = ["address", "city", "state", "zipCode"] as const;

/** The fields the item's values are compared on: those it suggests, or the address of a move reported without one. */
function comparedFields(kind: SuggestionKind, changes: Record<string, unknown>): string[] {
  const suggested = Object.keys(changes);
  return kind === "moved" && suggested.length === 0 ? [...addressFields] : suggested;
}

export function toItem({ suggestion, business }: QueueRow): SuggestionItem {
  const { changes } = suggestion;
  const current =
    business && suggestion.kind !== "submission"
      ? Object.fromEntries(comparedFields(suggestion.kind as SuggestionKind, changes).map((field) => [field, business[field as keyof typeof business] ?? null]))
      : {};
  return {
    id: suggestion.id,
    kind: suggestion.kind as SuggestionKind,
    status: suggestion.status as SuggestionStatus,
    business: business ? { id: business.id, name: business.name, slug: business.slug } : null,
    changes,
    current,
    notes: suggestion.notes,
    reports: suggestion.reports,
    contactEmail: suggestion.contactEmail,
    createdAt: suggestion.createdAt.toISOString(),
    lastReportedAt: suggestion.lastReportedAt.toISOString(),
    decidedAt: suggestion.decidedAt?.toISOString() ?? null,
  };
}

/** "the submission of Joe's Pizza", "a suggestion for Joe's Pizza": what a message and the activity log call the item. */
export function itemName({ suggestion, business }: QueueRow): string {
  if (suggestion.kind === "submission") {
    const name = suggestion.changes.name;
    return `the submission of ${typeof name === "string" ? name : "a business"}`;
  }
  return business ? `a suggestion for ${business.name}` : "a suggestion for a deleted business";
}
