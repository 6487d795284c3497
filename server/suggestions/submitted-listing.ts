import { businessFieldRules } from "../../shared/admin-api";
import { categoryGroupOf } from "../../shared/categories";
import type { NewBusinessRow } from "../../shared/schema";
import { businessSlug, categorySlug } from "../../shared/slug";
import { stateCode } from "../../shared/us-states";
import type { Db, Tx } from "../db/database";
import { addToFacetCounts } from "../facets/facets.queries";
import type { DataVersion } from "../cache/data-version";
import { insertAdminEvent } from "../activity/admin-events.queries";
import { existingSlugs, lockImports } from "../db/bulk-insert.queries";
import { storedValues } from "./stored-values";
import { insertSubmittedBusiness, linkSuggestionBusiness } from "./queue.queries";

/** An owner's business as the submission form takes it, checked again with the edit form's rules when accepted. */
const submittedBusiness = businessFieldRules
  .pick({
    name: true,
    category: true,
    address: true,
    city: true,
    state: true,
    zipCode: true,
    phone: true,
    website: true,
    openingHours: true,
    description: true,
  })
  .required({ name: true, category: true });

/** Slugs tried per query: a name most businesses share still takes one or two. */
const slugsPerTry = 20;

/** The name's slug, or the first of -2, -3 … no business has: as an import settles a row's slug. */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = businessSlug(name, null);
  for (let start = 1; ; start += slugsPerTry) {
    const tries = Array.from({ length: slugsPerTry }, (_, i) => (start + i === 1 ? base : `${base}-${start + i}`));
    const taken = await existingSlugs(tx, tries);
    const free = tries.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}

/**
 * Lists an accepted submission as a business of its own (source "submission", not verified); the owner's
 * e-mail stays with the suggestion. `claim` decides the item in the same transaction.
 */
export async function listSubmission(
  deps: { db: Db; data: DataVersion },
  suggestion: { id: number; changes: Record<string, unknown> },
  claim: (tx: Tx) => Promise<void>,
): Promise<string> {
  const values = storedValues(submittedBusiness, suggestion.changes);
  const created = await deps.db.transaction(async (tx) => {
    await claim(tx);
    // Imports take the same lock before they settle slugs: neither takes a slug the other just chose.
    await lockImports(tx);
    const row: NewBusinessRow = {
      ...values,
      state: values.state ? (stateCode(values.state) ?? values.state) : values.state,
      slug: await freeSlug(tx, values.name),
      categorySlug: categorySlug(values.category),
      categoryGroup: categoryGroupOf(values.category),
      source: "submission",
      isVerified: false,
    };
    const business = await insertSubmittedBusiness(tx, row);
    await linkSuggestionBusiness(tx, suggestion.id, business.id);
    await addToFacetCounts(tx, [business.id], deps.data.id);
    await insertAdminEvent(tx, "suggestion-accepted", `Accepted the submission of ${business.name}`, { id: business.id, suggestionId: suggestion.id });
    return business;
  });
  deps.data.changed();
  return `Listed ${created.name}`;
}
