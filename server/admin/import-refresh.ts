import type { KeptEditedField } from "../../shared/schema";
import type { Tx } from "../db/database";
import type { BusinessBatch } from "../db/business-batch";
import { columnValues } from "../db/refresh-fields";
import { handEditedFields } from "./hand-edited-fields";
import { insertEdits, lockAndCompare, markRefreshed, selectEditTrail, startRefresh } from "./refresh.queries";
import { isCounted, writeValuesAndCounts } from "./counted-writes";

/** The fields kept as edited that a job lists. */
const keptEditedShown = 100;

/**
 * The refresh part of an import with `existing=update` (decision 032), batch by batch in the import's
 * transaction: each listed business the file differs from gets the file's values, except in fields
 * edited by hand, with one edit-history entry naming the import.
 */
export class ImportRefresh {
  updated = 0;
  unchanged = 0;
  keptEdited = 0;
  readonly keptEditedList: KeptEditedField[] = [];
  /** An update changed a field the facet counts are kept by (and moved its business in them). */
  countsChanged = false;
  private started = false;

  constructor(
    private readonly tx: Tx,
    /** The import job, named by the history entries. */
    private readonly jobId: number | null,
    /** The writer, as the counts' change notification names it (DataVersion.id). */
    private readonly source: string,
  ) {}

  /** Updates the batch's listed businesses; answers how many rows it matched (the insert skips those). */
  async refresh(batch: BusinessBatch): Promise<number> {
    if (!this.started) await startRefresh(this.tx);
    this.started = true;
    const { matched, differing } = await lockAndCompare(this.tx, batch);
    const byHand =
      differing.length > 0
        ? handEditedFields(
            await selectEditTrail(
              this.tx,
              differing.map((row) => row.id),
            ),
          )
        : new Map<number, Set<string>>();
    const writes: { id: number; columns: Record<string, unknown> }[] = [];
    const edits: { businessId: number; previous: Record<string, unknown>; next: Record<string, unknown> }[] = [];
    const countedIds: number[] = [];
    for (const { id, name, changes } of differing) {
      const previous: Record<string, unknown> = {};
      const next: Record<string, unknown> = {};
      for (const [field, before, after] of changes) {
        if (byHand.get(id)?.has(field)) {
          this.keptEdited += 1;
          if (this.keptEditedList.length < keptEditedShown) this.keptEditedList.push({ id, name, field, value: after });
          continue;
        }
        previous[field] = before;
        next[field] = after;
      }
      if (Object.keys(next).length === 0) continue;
      if (Object.keys(next).some(isCounted)) countedIds.push(id);
      writes.push({ id, columns: columnValues(next) });
      edits.push({ businessId: id, previous, next });
    }
    await writeValuesAndCounts(this.tx, writes, countedIds, this.source);
    if (countedIds.length > 0) this.countsChanged = true;
    await insertEdits(this.tx, edits, "import", this.jobId);
    this.updated += writes.length;
    this.unchanged += matched - writes.length;
    return matched;
  }

  /** The businesses the import added: a later row with one of their place ids is a repeat, not an update. */
  async added(ids: number[]): Promise<void> {
    if (this.started) await markRefreshed(this.tx, ids);
  }
}
