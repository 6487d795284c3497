import type { Tx } from "../db/database";
import { addToFacetCounts, countedFields, removeFromFacetCounts } from "../facets/facets.queries";
import { writeColumnValues } from "./refresh.queries";

/** A field the facet counts are kept by: changing it moves the business between counts. */
export const isCounted = (field: string) => (countedFields as readonly string[]).includes(field);

/**
 * Writes new values to businesses (a refresh import's batch, or an undo's), moving those whose counted
 * fields change (`countedIds`) out of their old counts and into their new ones in the same
 * transaction: the cost follows the rows written, not the table.
 */
export async function writeValuesAndCounts(
  tx: Tx,
  writes: { id: number; columns: Record<string, unknown> }[],
  countedIds: number[],
  source: string,
): Promise<void> {
  if (countedIds.length > 0) await removeFromFacetCounts(tx, countedIds, source);
  await writeColumnValues(tx, writes);
  if (countedIds.length > 0) await addToFacetCounts(tx, countedIds, source);
}
