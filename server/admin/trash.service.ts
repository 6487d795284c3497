import { trashKeepDays, type RestoreConflict, type TrashPage, type TrashQuery, type TrashRestoreResult } from "../../shared/admin-api";
import { adminPageSize } from "../../shared/constants";
import { countOf } from "../../shared/format";
import type { Db, Tx } from "../db/database";
import { addToFacetCounts } from "../facets/facets.queries";
import type { DataVersion } from "../cache/data-version";
import type { Logger } from "../http/logger";
import { insertAdminEvent } from "../activity/admin-events.queries";
import { flushSearchIndexes } from "../db/search-indexes.queries";
import { reopenUndoneJobs, type ShownJobRow } from "./import-jobs.queries";
import { lockImports } from "../db/bulk-insert.queries";
import { countTrash, restoreFromTrash, selectRestoreConflicts, selectTrashPage, type TrashSelection } from "./trash.queries";

const dayMs = 24 * 60 * 60 * 1000;
const conflictsShown = 100;

const namedInMessage = 3;
const reopenedMessage = "Its businesses were restored from the trash after its undo; undoing it again moves them back there";
const fieldWords: Record<RestoreConflict["field"], string> = { id: "id", slug: "page address (URL)", placeId: "place id" };

/** "Restored 2 businesses; not restored: Joe's (page address (URL) in use by Joe's Pizza) and 1 more". */
function restoreMessage(restored: number, conflicts: RestoreConflict[], conflictCount: number): string {
  const back = `Restored ${countOf(restored, "business", "businesses")}`;
  if (conflictCount === 0) return back;
  const named = conflicts.slice(0, namedInMessage).map((c) => `${c.name} (${fieldWords[c.field]} in use by ${c.takenBy})`);
  const more = conflictCount - named.length;
  return `${back}; not restored: ${named.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}

/** The trash of deleted businesses: listed, restored to their old addresses, purged after trashKeepDays. */
export class TrashService {
  constructor(
    private readonly db: Db,
    private readonly data: DataVersion,
    /** Told of the undone imports a restore made done again (their rows as stored). */
    private readonly onJobsReopened: (rows: ShownJobRow[]) => void = () => {},
  ) {}

  async list(query: TrashQuery): Promise<TrashPage> {
    const offset = (query.page - 1) * adminPageSize;
    const [rows, totalCount] = await Promise.all([selectTrashPage(this.db, query.search, adminPageSize, offset), countTrash(this.db, query.search)]);
    return {
      items: rows.map(({ deletedAt, ...row }) => ({
        ...row,
        deletedAt: deletedAt.toISOString(),
        purgeAt: new Date(deletedAt.getTime() + trashKeepDays * dayMs).toISOString(),
      })),
      totalCount,
      totalPages: Math.ceil(totalCount / adminPageSize),
      page: query.page,
      pageSize: adminPageSize,
    };
  }

  /**
   * Puts the chosen businesses back with their ids and addresses, the counts with them in the same
   * transaction; those whose address, place id or id is in use again stay in the trash and are named.
   */
  async restore(selection: TrashSelection, log: Logger): Promise<TrashRestoreResult> {
    const { outcome, reopened } = await this.db.transaction(async (tx) => {
      const { ids, reopened } = await restoreSome(tx, selection, this.data.id);
      return { outcome: await recordRestore(tx, selection, ids.length), reopened };
    });
    if (reopened.length > 0) this.onJobsReopened(reopened);
    if (outcome.restored > 0) {
      this.data.changed();
      await flushSearchIndexes(this.db);
    }
    log.info({ restored: outcome.restored, notRestored: outcome.conflictCount }, outcome.message);
    return outcome;
  }
}

/**
 * Restores the chosen entries inside `tx`, the counts with them, and makes done again the undone imports
 * whose batch came back. Holds the import lock: imports check place ids and slugs against the table.
 * A restore job repeats this for each of its batches.
 */
export async function restoreSome(tx: Tx, selection: TrashSelection, source: string): Promise<{ ids: number[]; reopened: ShownJobRow[] }> {
  await lockImports(tx);
  const { ids, batches } = await restoreFromTrash(tx, selection);
  if (ids.length > 0) await addToFacetCounts(tx, ids, source);
  return { ids, reopened: await reopenUndoneJobs(tx, batches, reopenedMessage) };
}

/** Names the chosen entries left in the trash, with who holds their place, and records the restore in the activity. */
export async function recordRestore(tx: Tx, selection: TrashSelection, restored: number): Promise<TrashRestoreResult> {
  const { conflicts, count } = await selectRestoreConflicts(tx, selection, conflictsShown);
  const message = restoreMessage(restored, conflicts, count);
  if (restored > 0 || count > 0) await insertAdminEvent(tx, "restore", message, { restored, notRestored: count });
  return { message, restored, conflicts, conflictCount: count };
}
