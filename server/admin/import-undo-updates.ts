import { isDeepStrictEqual } from "node:util";
import type { ImportUndoResult } from "../../shared/admin-api";
import type { Tx } from "../db/database";
import { columnValues } from "../db/refresh-fields";
import { insertEdits, selectImportUpdates } from "./refresh.queries";
import { isCounted, writeValuesAndCounts } from "./counted-writes";

const keptShown = 100;

/**
 * Puts back the values a refresh import replaced (decision 032): each field it updated that still holds
 * the import's value goes back to the value before it, as a new history entry reverting the update; a
 * field changed since (by hand, or by a later import) keeps its value and is named in the answer.
 */
export async function revertImportUpdates(tx: Tx, jobId: number, source: string) {
  const updates = await selectImportUpdates(tx, jobId);
  const keptFields: ImportUndoResult["keptFields"] = [];
  let keptFieldCount = 0;
  const countedIds: number[] = [];
  const writes: { id: number; columns: Record<string, unknown> }[] = [];
  const edits: { businessId: number; previous: Record<string, unknown>; next: Record<string, unknown>; revertsEditId: number }[] = [];
  for (const update of updates) {
    const previous: Record<string, unknown> = {};
    const next: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(update.next)) {
      const current = update.current[field] ?? null;
      if (!isDeepStrictEqual(current, value ?? null)) {
        keptFieldCount += 1;
        if (keptFields.length < keptShown) keptFields.push({ id: update.businessId, name: update.name, field });
        continue;
      }
      previous[field] = current;
      next[field] = update.previous[field] ?? null;
    }
    if (Object.keys(next).length === 0) continue;
    if (Object.keys(next).some(isCounted)) countedIds.push(update.businessId);
    writes.push({ id: update.businessId, columns: columnValues(next) });
    edits.push({ businessId: update.businessId, previous, next, revertsEditId: update.id });
  }
  await writeValuesAndCounts(tx, writes, countedIds, source);
  await insertEdits(tx, edits, "import", jobId);
  return { reverted: writes.length, keptFields, keptFieldCount, countsChanged: countedIds.length > 0 };
}
