import { createHash } from "node:crypto";
import type { z } from "zod";
import type { ReportKind } from "../../shared/suggestion-rules";
import type { SuggestionKind, submissionRequest, suggestionRequest } from "../../shared/suggestions";
import type { Db } from "../db/database";
import { notFound } from "../http/errors";
import { businessExists, insertOrGroupSuggestion } from "./suggestions.queries";

type Suggestion = z.output<typeof suggestionRequest>;
type Submission = z.output<typeof submissionRequest>;

/** What the operator's queue holds for each report the form offers (decision 033). */
const reports: Record<ReportKind, { kind: SuggestionKind; changes: (sent: Suggestion["changes"]) => Record<string, unknown> }> = {
  edit: { kind: "edit", changes: (sent) => sent },
  "permanently-closed": { kind: "closed", changes: () => ({ businessStatus: "CLOSED_PERMANENTLY" }) },
  "temporarily-closed": { kind: "closed", changes: () => ({ businessStatus: "CLOSED_TEMPORARILY" }) },
  // The new address, as far as the visitor knows it.
  moved: { kind: "moved", changes: ({ address, city, state, zipCode }) => ({ address, city, state, zipCode }) },
};

/** JSON with every object's keys in order, so equal changes give equal text however they were sent. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** What makes two reports the same item: kind, business and changes. */
const fingerprintOf = (kind: SuggestionKind, businessId: number | null, changes: Record<string, unknown>) =>
  createHash("sha256")
    .update(`${kind}\n${businessId ?? ""}\n${canonical(changes)}`)
    .digest("hex");

/** Visitors' suggestions and owners' submissions into the operator's queue; nothing here changes a listing. */
export class SuggestionService {
  constructor(private readonly db: Db) {}

  /** 404 when no business has this id: before any spam check, so a visitor hears it whatever else is wrong. */
  async requireBusiness(id: number): Promise<void> {
    if (!(await businessExists(this.db, id))) throw notFound("Business not found");
  }

  suggest(businessId: number, input: Suggestion): Promise<number> {
    const report = reports[input.report];
    const changes = Object.fromEntries(Object.entries(report.changes(input.changes)).filter(([, value]) => value !== undefined));
    return this.store(report.kind, businessId, changes, input.note, null);
  }

  submit(input: Submission): Promise<number> {
    const { email, altcha: _altcha, homepage: _homepage, ...business } = input;
    return this.store("submission", null, business, undefined, email);
  }

  private store(kind: SuggestionKind, businessId: number | null, changes: Record<string, unknown>, note: string | undefined, contactEmail: string | null) {
    const fingerprint = fingerprintOf(kind, businessId, changes);
    return insertOrGroupSuggestion(this.db, { kind, businessId, changes, note: note || undefined, fingerprint, contactEmail });
  }
}
