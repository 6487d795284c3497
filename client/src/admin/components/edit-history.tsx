import { Undo2 } from "lucide-react";
import { useId } from "react";
import type { BusinessEdit, HistoryField } from "@shared/admin-api";
import type { Business } from "@shared/api";
import { businessStatusLabels, type BusinessStatus } from "@shared/business-status";
import { ApiError, serverMessage } from "../../api/api-client";
import { Button } from "../../components/ui/button";
import { useBusinessHistory, useRevertEdit } from "../api/history";
import { timeAgo } from "../format-time";
import { toast } from "../toast-store";
import { fieldLabels } from "./business-form";

const labels: Record<HistoryField, string> = {
  ...fieldLabels,
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  otherHours: "Other hours",
  photos: "Photos",
  locationLink: "Map link",
  reviewsLink: "Reviews link",
  menuLink: "Menu link",
  reservationLinks: "Booking links",
  orderLinks: "Order links",
  latitude: "Latitude",
  longitude: "Longitude",
  timeZone: "Time zone",
};

/** Who made an edit, as the history names it: an import by its number, an accepted suggestion, or (nothing said) the operator. */
function sourceText(edit: BusinessEdit): string {
  if (edit.source === "import") return edit.sourceId === null ? " · by an import" : ` · by import #${edit.sourceId}`;
  if (edit.source === "suggestion") return " · accepted suggestion";
  return "";
}
const longest = 80;

const isField = (key: string): key is HistoryField => key in labels;

/** A stored value as a person reads it: quoted text, cut short; a status by its label; "empty" for nothing. */
function valueText(field: HistoryField, value: unknown): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "empty";
  if (field === "businessStatus" && typeof value === "string" && Object.hasOwn(businessStatusLabels, value)) {
    return businessStatusLabels[value as BusinessStatus];
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return String(value);
  const text =
    typeof value === "string"
      ? value
      : Array.isArray(value)
        ? value.map(String).join(", ")
        : Object.entries(value as Record<string, unknown>)
            .map(([day, hours]) => `${day} ${typeof hours === "object" && hours !== null ? JSON.stringify(hours) : String(hours)}`)
            .join(", ");
  return `“${text.length > longest ? `${text.slice(0, longest - 1)}…` : text}”`;
}

/** 409's field names, read as the form's labels: "Name changed again after this edit; revert the later change first." */
function revertFailure(error: unknown): string {
  const fields = error instanceof ApiError && error.status === 409 ? Object.keys(error.body?.errors ?? {}).filter(isField) : [];
  if (fields.length === 0) return serverMessage(error, "The change could not be reverted");
  return `${fields.map((f) => labels[f]).join(", ")} changed again after this edit; revert the later change first.`;
}

function Edit({ edit, reverting, onRevert }: { edit: BusinessEdit; reverting: boolean; onRevert: () => void }) {
  const when = timeAgo(edit.editedAt);
  return (
    <li className="flex items-start justify-between gap-3 border-t border-slate-200 py-2 first:border-t-0">
      <div className="min-w-0 text-sm">
        <p className="text-slate-600">
          <time dateTime={edit.editedAt}>{when}</time>
          {sourceText(edit)}
          {edit.revertsEditId !== null && " · reverted an earlier change"}
        </p>
        <ul>
          {edit.changes.map((change) => (
            <li key={change.field} className="break-words text-slate-900">
              <span className="font-medium">{labels[change.field]}</span>: {valueText(change.field, change.previous)} → {valueText(change.field, change.next)}
            </li>
          ))}
        </ul>
      </div>
      <Button
        size="sm"
        disabled={reverting}
        onClick={onRevert}
        aria-label={`Revert the change of ${when}: ${edit.changes.map((c) => labels[c.field]).join(", ")}`}
      >
        <Undo2 aria-hidden className="size-4" /> Revert
      </Button>
    </li>
  );
}

/** A business's last edits, each with the values it replaced and a Revert that puts them back as a new edit. */
export function EditHistory({ businessId, onReverted }: { businessId: number; onReverted: (business: Business) => void }) {
  const headingId = useId();
  const history = useBusinessHistory(businessId);
  const revert = useRevertEdit(businessId);

  const run = async (editId: number) => {
    try {
      const business = await revert.mutateAsync(editId);
      toast({ title: "Change reverted", description: `${business.name} has its earlier values back.` });
      onReverted(business);
    } catch (error) {
      toast({ title: "Revert failed", description: revertFailure(error), variant: "destructive" });
    }
  };

  const edits = history.data?.edits;
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Recent changes
      </h3>
      {history.isError && <p className="mt-2 text-sm text-red-700">{serverMessage(history.error, "The changes could not be loaded")}</p>}
      {history.isPending && <p className="mt-2 text-sm text-slate-600">Loading…</p>}
      {edits?.length === 0 && <p className="mt-2 text-sm text-slate-600">No changes made here yet.</p>}
      {edits && edits.length > 0 && (
        <ul className="mt-2">
          {edits.map((edit) => (
            <Edit key={edit.id} edit={edit} reverting={revert.isPending} onRevert={() => void run(edit.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
