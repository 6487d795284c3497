import type { z } from "zod";
import { businessFieldRules } from "../../shared/admin-api";
import { HttpError } from "../http/errors";
import { parseInput } from "../http/validate";

/** What an edit, a move or a closure report may change: the visitor's fields and, for a closure, the status. */
export const suggestedChanges = businessFieldRules
  .pick({ phone: true, website: true, address: true, city: true, state: true, zipCode: true, openingHours: true, category: true, businessStatus: true })
  .strict();

/**
 * A stored item's values, checked again by today's rules before they reach a business: a rule may have
 * tightened since the visitor sent them. Refused with 409 naming the fields: the item can only be rejected.
 */
export function storedValues<T extends z.ZodType>(schema: T, changes: unknown): z.output<T> {
  try {
    return parseInput(schema, changes, "suggestion");
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fields = Object.keys(error.errors ?? {}).join(", ");
    throw new HttpError(409, `The suggested values do not pass the rules for a business (${fields}): reject this item`, error.errors);
  }
}
