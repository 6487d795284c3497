import type { SuggestionDecision, SuggestionPage, SuggestionQuery } from "../../shared/suggestions";
import type { Db, Tx } from "../db/database";
import type { DataVersion } from "../cache/data-version";
import { HttpError, notFound } from "../http/errors";
import type { BusinessAdminService } from "../admin/businesses.service";
import { insertAdminEvent } from "../activity/admin-events.queries";
import { itemName, toItem } from "./queue-items";
import { countQueue, decideSuggestion, selectQueueItem, selectQueuePage, type QueueRow } from "./queue.queries";
import { storedValues, suggestedChanges } from "./stored-values";
import { listSubmission } from "./submitted-listing";

const decidedMeanwhile = () => new HttpError(409, "This item was decided meanwhile, in another window or by another operator");

const fieldWords: Record<string, string> = { zipCode: "ZIP code", openingHours: "opening hours", businessStatus: "status" };

/** "Joe's Pizza now has the suggested phone and opening hours". */
function appliedMessage(name: string, fields: string[]): string {
  const words = fields.map((field) => fieldWords[field] ?? field);
  const list = words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : words[0];
  return `${name} now has the suggested ${list}`;
}

/**
 * The operator's queue of what visitors and owners sent (decision 033): listed newest first, and
 * decided once. A decision marks the item with `UPDATE … WHERE status = 'open'` in the transaction
 * that applies it, so two operators (or instances) deciding one item at once make one change.
 */
export class SuggestionQueue {
  constructor(
    private readonly db: Db,
    private readonly data: DataVersion,
    private readonly businesses: BusinessAdminService,
  ) {}

  async list(query: SuggestionQuery): Promise<SuggestionPage> {
    const filter = { status: query.status, kind: query.kind };
    const everyOpen = query.status === "open" && query.kind === undefined;
    const [rows, totalCount, openCount] = await Promise.all([
      selectQueuePage(this.db, filter, query.limit, query.offset),
      countQueue(this.db, filter),
      everyOpen ? undefined : countQueue(this.db, { status: "open" }),
    ]);
    return { items: rows.map(toItem), totalCount, openCount: openCount ?? totalCount };
  }

  async accept(id: number): Promise<SuggestionDecision> {
    const open = await this.openItem(id);
    const claim = async (tx: Tx) => {
      if (!(await decideSuggestion(tx, id, "accepted"))) throw decidedMeanwhile();
    };
    const message =
      open.suggestion.kind === "submission" ? await listSubmission({ db: this.db, data: this.data }, open.suggestion, claim) : await this.apply(open, claim);
    return { message, item: toItem(await this.itemNow(id)) };
  }

  async reject(id: number): Promise<SuggestionDecision> {
    const open = await this.openItem(id);
    const name = itemName(open);
    await this.db.transaction(async (tx) => {
      if (!(await decideSuggestion(tx, id, "rejected"))) throw decidedMeanwhile();
      const businessId = open.suggestion.businessId;
      await insertAdminEvent(tx, "suggestion-rejected", `Rejected ${name}`, {
        suggestionId: id,
        kind: open.suggestion.kind,
        ...(businessId === null ? {} : { id: businessId }),
      });
    });
    return { message: `Rejected ${name}`, item: toItem(await this.itemNow(id)) };
  }

  /** An edit, a move or a closure: its values go through the business's edit path (history, revert, counts). */
  private async apply({ suggestion, business }: QueueRow, claim: (tx: Tx) => Promise<void>): Promise<string> {
    if (suggestion.businessId === null || !business) {
      throw new HttpError(409, "The business this item is about was deleted: restore it from the trash first, or reject the item");
    }
    const values = storedValues(suggestedChanges, suggestion.changes);
    try {
      await this.businesses.applySuggestion(suggestion.businessId, values, suggestion.id, claim);
    } catch (error) {
      // Deleted between the check above and the edit's lock: the claim was rolled back with the edit.
      if (error instanceof HttpError && error.status === 404)
        throw new HttpError(409, "The business this item is about was deleted meanwhile: reject the item");
      throw error;
    }
    const fields = Object.keys(values);
    if (fields.length === 0) return `Accepted: no new address was suggested, so ${business.name} is unchanged; edit its address yourself`;
    return appliedMessage(business.name, fields);
  }

  private async openItem(id: number): Promise<QueueRow> {
    const row = await this.itemNow(id);
    if (row.suggestion.status !== "open") throw new HttpError(409, `This item was already ${row.suggestion.status}`);
    return row;
  }

  private async itemNow(id: number): Promise<QueueRow> {
    const row = await selectQueueItem(this.db, id);
    if (!row) throw notFound("No such suggestion");
    return row;
  }
}
