import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { historyFields, historyLength, type BusinessHistory, type BusinessUpdate, type DeleteResult, type HistoryField } from "../../shared/admin-api";
import type { Business } from "../../shared/api";
import { categoryGroupOf } from "../../shared/categories";
import type { EditSource, NewBusinessRow, BusinessRow } from "../../shared/schema";
import { categorySlug } from "../../shared/slug";
import type { Db, Tx } from "../db/database";
import { toBusiness } from "../directory/directory.service";
import { verifiedAsStored } from "../db/business-batch";
import type { DataVersion } from "../cache/data-version";
import { announceDataChange } from "../cache/data-change.queries";
import { moveInFacetCounts } from "../facets/facets.queries";
import { isCounted } from "./counted-writes";
import { HttpError, notFound } from "../http/errors";
import { insertEdit, selectEdit, selectEdits, type EditRow } from "./business-history.queries";
import { selectBusiness, selectBusinessForUpdate, updateBusiness } from "./businesses.queries";
import { insertAdminEvent } from "../activity/admin-events.queries";
import { trashBusiness } from "./trash.queries";

/** An edit's values: the form's fields, or (a revert of a refresh import's update) any field of the history. */
type EditValues = Partial<Record<HistoryField, unknown>>;

/** Who asks for a change other than the operator's own edit form: an accepted suggestion, or a revert. */
interface EditOrigin {
  revertsEditId?: number;
  source?: EditSource;
  sourceId?: number;
  /** Runs first in the edit's transaction: the queue marks its suggestion decided there, so both commit or neither. */
  claim?: (tx: Tx) => Promise<void>;
}

/** The columns an edit writes: the fields sent, and the category's slug and group when the category changes. */
function storedValues(patch: EditValues): Partial<NewBusinessRow> {
  const values = { ...patch } as Partial<NewBusinessRow>;
  if (typeof patch.category === "string") {
    values.categorySlug = categorySlug(patch.category);
    values.categoryGroup = categoryGroupOf(patch.category);
  }
  return values;
}

/** The fields whose stored value differs between two versions of a row, with both values. */
function changesBetween(before: BusinessRow, after: BusinessRow, fields: HistoryField[]) {
  const changed = fields.filter((field) => !isDeepStrictEqual(before[field], after[field]));
  return {
    changed,
    previous: Object.fromEntries(changed.map((field) => [field, before[field]])),
    next: Object.fromEntries(changed.map((field) => [field, after[field]])),
  };
}

const isHistoryField = (field: string): field is HistoryField => (historyFields as readonly string[]).includes(field);

function toEdit(row: EditRow): BusinessHistory["edits"][number] {
  return {
    id: row.id,
    editedAt: row.editedAt.toISOString(),
    revertsEditId: row.revertsEditId,
    source: row.source,
    sourceId: row.sourceId,
    // In the edit form's order; jsonb keeps keys in an order of its own.
    changes: historyFields
      .filter((field) => field in row.next)
      .map((field) => ({ field, previous: row.previous[field] ?? null, next: row.next[field] ?? null })),
  };
}

/**
 * The operator's writes to single businesses and to all of them. An edit keeps the values it replaced
 * (business_edits) and a delete keeps the rows (business_trash), each in the write's own transaction.
 */
export class BusinessAdminService {
  constructor(
    private readonly db: Db,
    private readonly data: DataVersion,
  ) {}

  /** Applies a validated partial edit; the slug stays, so published links keep working. */
  async update(id: number, patch: BusinessUpdate): Promise<Business> {
    return this.edit(id, patch);
  }

  async history(id: number): Promise<BusinessHistory> {
    const [business, edits] = await Promise.all([selectBusiness(this.db, id), selectEdits(this.db, id, historyLength)]);
    if (!business) throw notFound("Business not found");
    return { edits: edits.map(toEdit) };
  }

  /**
   * Puts back the values an edit replaced, as a new edit. Refused (409, naming the fields) when one of
   * its fields holds another value than the edit left: a later change would be lost without notice.
   */
  async revert(id: number, editId: number): Promise<Business> {
    return this.edit(id, undefined, { revertsEditId: editId });
  }

  /** Applies values the operator accepted from a suggestion; the history names the suggestion. `claim`: see EditOrigin. */
  async applySuggestion(id: number, values: BusinessUpdate, suggestionId: number, claim?: (tx: Tx) => Promise<void>): Promise<Business> {
    return this.edit(id, values, { source: "suggestion", sourceId: suggestionId, claim });
  }

  private async edit(id: number, patch: EditValues | undefined, origin: EditOrigin = {}): Promise<Business> {
    const { revertsEditId, source, sourceId, claim } = origin;
    const row = await this.db.transaction(async (tx) => {
      await claim?.(tx);
      const before = await selectBusinessForUpdate(tx, id);
      if (!before) throw notFound("Business not found");
      const values = patch ?? (await this.revertValues(tx, before, revertsEditId ?? 0));
      if (values.isVerified === true && !verifiedAsStored(before.source, true)) {
        throw new HttpError(400, "A sample listing cannot be verified: it is not a real business", { isVerified: ["A sample listing cannot be verified"] });
      }
      const after = await updateBusiness(tx, id, storedValues(values));
      if (!after) throw notFound("Business not found");
      const { changed, previous, next } = changesBetween(before, after, Object.keys(values).filter(isHistoryField));
      if (changed.length > 0) await insertEdit(tx, { businessId: id, previous, next, revertsEditId, source, sourceId });
      const fromSuggestion = source === "suggestion";
      const summary = fromSuggestion ? `Accepted a suggestion for ${after.name}` : revertsEditId ? `Reverted an edit of ${after.name}` : `Edited ${after.name}`;
      const details = { id, fields: changed, ...(revertsEditId ? { revertsEditId } : {}), ...(fromSuggestion ? { suggestionId: sourceId } : {}) };
      await insertAdminEvent(tx, fromSuggestion ? "suggestion-accepted" : "edit", summary, details);
      // Most edits (names, phones, hours, text) change no count: announced with the edit, they touch no count.
      if (changed.some(isCounted)) await moveInFacetCounts(tx, id, before, this.data.id);
      else await announceDataChange(tx, this.data.id);
      return after;
    });
    this.data.changed();
    return toBusiness(row, new Date());
  }

  private async revertValues(tx: Tx, current: BusinessRow, editId: number): Promise<EditValues> {
    const edit = await selectEdit(tx, current.id, editId);
    if (!edit) throw notFound("This business has no such edit");
    const fields = Object.keys(edit.next).filter(isHistoryField);
    const changedSince = fields.filter((field) => !isDeepStrictEqual(current[field], edit.next[field]));
    if (changedSince.length > 0) {
      throw new HttpError(
        409,
        `Cannot revert: ${changedSince.join(", ")} changed again after this edit; revert the later change first`,
        Object.fromEntries(changedSince.map((field) => [field, ["changed again after this edit"]])),
      );
    }
    return Object.fromEntries(fields.map((field) => [field, edit.previous[field] ?? null]));
  }

  /** Moves the business to the trash; the answer's batch restores it. */
  async remove(id: number): Promise<DeleteResult> {
    const batchId = randomUUID();
    const name = await this.db.transaction(async (tx) => {
      const row = await trashBusiness(tx, id, batchId, this.data.id);
      if (!row) throw notFound("Business not found");
      await insertAdminEvent(tx, "delete", `Deleted ${row.name}`, { id, batchId });
      return row.name;
    });
    this.data.changed();
    return { message: `Deleted ${name}`, deleted: 1, batchId };
  }
}
