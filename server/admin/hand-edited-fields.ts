import type { EditSource } from "../../shared/schema";

/** One edit of a business, as far as telling hand edits goes. */
export interface TrailEdit {
  businessId: number;
  source: EditSource;
  fields: string[];
  /** It put back the values of an edit the operator (or an accepted suggestion) made. */
  revertsHandEdit: boolean;
}

/**
 * Which fields of each business hold a value set by hand (decision 032), replaying its edits in order:
 * the operator's edit or an accepted suggestion marks its fields, an import's update (or its undo) and
 * the operator's revert of a hand edit unmark them. The operator's revert of an import's update marks
 * them: the operator chose the earlier value over the file's.
 */
export function handEditedFields(trail: readonly TrailEdit[]): Map<number, Set<string>> {
  const marked = new Map<number, Set<string>>();
  for (const edit of trail) {
    const byHand = edit.source === "suggestion" || (edit.source === "admin" && !edit.revertsHandEdit);
    let fields = marked.get(edit.businessId);
    if (!fields) marked.set(edit.businessId, (fields = new Set()));
    for (const field of edit.fields) {
      if (byHand) fields.add(field);
      else fields.delete(field);
    }
  }
  return marked;
}
