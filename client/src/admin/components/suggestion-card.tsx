import { Check, X } from "lucide-react";
import { useId } from "react";
import { businessStatusLabels, type BusinessStatus } from "@shared/business-status";
import { countOf } from "@shared/format";
import { weekdays } from "@shared/opening-hours";
import { businessPath } from "@shared/paths";
import type { SuggestionItem, SuggestionKind } from "@shared/suggestions";
import { Button } from "../../components/ui/button";
import { timeAgo } from "../format-time";
import { fieldLabels } from "./business-form";

const kindLabels: Record<SuggestionKind, string> = {
  edit: "Edit",
  closed: "Reported closed",
  moved: "Reported moved",
  submission: "New business",
};

const fieldLabel = (field: string) => (Object.hasOwn(fieldLabels, field) ? fieldLabels[field as keyof typeof fieldLabels] : field);

/** A value as the operator reads it: hours a day a line, a status by its label, "—" for none. Always text: React escapes it. */
function Value({ field, value }: { field: string; value: unknown }) {
  if (value === null || value === undefined || value === "") return <span className="text-slate-500">—</span>;
  if (field === "businessStatus" && typeof value === "string" && Object.hasOwn(businessStatusLabels, value)) {
    return <>{businessStatusLabels[value as BusinessStatus]}</>;
  }
  if (typeof value === "object" && !Array.isArray(value)) {
    const hours = value as Record<string, unknown>;
    const days = [...weekdays.filter((day) => day in hours), ...Object.keys(hours).filter((day) => !(weekdays as readonly string[]).includes(day))];
    return (
      <ul>
        {days.map((day) => (
          <li key={day}>
            {day}: {String(hours[day])}
          </li>
        ))}
      </ul>
    );
  }
  return <>{typeof value === "string" ? value : JSON.stringify(value)}</>;
}

/** The item's title: the business it is about (linked to its page), or the submitted name. */
function Subject({ item }: { item: SuggestionItem }) {
  const submitted = typeof item.changes.name === "string" ? item.changes.name : "Unnamed business";
  if (item.business) {
    return (
      <a href={businessPath(item.business)} className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline">
        {item.business.name}
      </a>
    );
  }
  return <span className="font-semibold break-words text-slate-900">{item.kind === "submission" ? submitted : "A deleted business"}</span>;
}

export interface SuggestionCardProps {
  item: SuggestionItem;
  busy: boolean;
  onDecide: (decision: "accept" | "reject") => void;
}

/** One item of the queue: what is suggested beside what the business has now, how many sent it, and the decision. */
export function SuggestionCard({ item, busy, onDecide }: SuggestionCardProps) {
  const headingId = useId();
  const fields = [...new Set([...Object.keys(item.current), ...Object.keys(item.changes)])];
  const isNew = item.kind === "submission";
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 items-baseline gap-2">
          <span className="shrink-0 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{kindLabels[item.kind]}</span>
          <h3 id={headingId} className="min-w-0 text-base">
            <Subject item={item} />
          </h3>
        </div>
        <p className="text-sm text-slate-600">
          {isNew ? "Sent" : `Reported by ${countOf(item.reports, "visitor", "visitors")}`}, <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
        </p>
      </header>
      {fields.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No new values were suggested.</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
                Field
              </th>
              {!isNew && (
                <th scope="col" className="py-1 pr-2 font-medium">
                  Now
                </th>
              )}
              <th scope="col" className="py-1 font-medium">
                {isNew ? "Value" : "Suggested"}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field} className="border-t border-slate-100 align-top">
                <th scope="row" className="py-1.5 pr-2 font-medium text-slate-800">
                  {fieldLabel(field)}
                </th>
                {!isNew && (
                  <td className="py-1.5 pr-2 break-words text-slate-700">
                    <Value field={field} value={item.current[field]} />
                  </td>
                )}
                <td className="py-1.5 break-words text-slate-900">
                  {field in item.changes ? <Value field={field} value={item.changes[field]} /> : <span className="text-slate-500">not given</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {item.notes.length > 0 && (
        <ul aria-label="Notes" className="mt-3 space-y-1 text-sm text-slate-700">
          {item.notes.map((note, index) => (
            <li key={index} className="border-l-2 border-slate-200 pl-3 break-words whitespace-pre-line">
              {note}
            </li>
          ))}
        </ul>
      )}
      {item.contactEmail && <p className="mt-3 text-sm break-words text-slate-700">Contact: {item.contactEmail}</p>}
      {item.status === "open" ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="primary" disabled={busy} onClick={() => onDecide("accept")}>
            <Check aria-hidden className="size-4" /> {busy ? "Working…" : "Accept"}
          </Button>
          <Button disabled={busy} onClick={() => onDecide("reject")}>
            <X aria-hidden className="size-4" /> Reject
          </Button>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          {item.status === "accepted" ? "Accepted" : "Rejected"} {item.decidedAt ? timeAgo(item.decidedAt) : ""}
        </p>
      )}
    </article>
  );
}
