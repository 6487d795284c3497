import { useState } from "react";
import type { ImportJob } from "@shared/admin-api";
import { countOf, fullCount } from "@shared/format";
import { useImportJobErrors } from "../api/imports";

/** "179 rows: 12 new, 40 updated, 127 unchanged, 2 kept as edited": the parts that are not zero, in that order. */
export function refreshLine(job: ImportJob): string {
  const rows = job.rowsTotal ?? job.rowsRead;
  const parts = [
    [job.imported, "new"],
    [job.updated, "updated"],
    [job.unchanged, "unchanged"],
    [job.keptEdited, "kept as edited"],
    [job.duplicatesSkipped, job.duplicatesSkipped === 1 ? "repeat skipped" : "repeats skipped"],
    [job.totalErrors, job.totalErrors === 1 ? "error" : "errors"],
  ] as const;
  const shown = parts.filter(([count]) => count > 0).map(([count, what]) => `${fullCount(count)} ${what}`);
  return `${countOf(rows, "row")}: ${shown.length > 0 ? shown.join(", ") : "nothing to change"}`;
}

/** A value from the file as a person reads it, cut short. */
function fileValue(value: unknown): string {
  if (value === null || value === undefined) return "empty";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The fields a refresh left as edited by hand, read with the job when first opened (the list of imports leaves them out). */
export function KeptEditedFields({ job }: { job: ImportJob }) {
  const [open, setOpen] = useState(false);
  const read = useImportJobErrors(job.id, open);
  const kept = read.data?.keptEditedFields ?? [];
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-lg border border-amber-200 bg-amber-50 text-sm text-slate-800">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-amber-800">
        Kept as edited by hand ({fullCount(job.keptEdited)})
      </summary>
      {open && read.isPending && <p className="px-3 pb-2">Loading…</p>}
      {open && read.isError && <p className="px-3 pb-2">The fields could not be loaded.</p>}
      {job.keptEdited > kept.length && kept.length > 0 && (
        <p className="px-3">
          Showing the first {fullCount(kept.length)} of {fullCount(job.keptEdited)}.
        </p>
      )}
      {kept.length > 0 && (
        <ul className="max-h-64 space-y-1 overflow-y-auto px-3 py-2">
          {kept.map((field, index) => (
            <li key={`${field.id}-${field.field}-${index}`} className="break-words">
              <span className="font-semibold">{field.name}</span>, {field.field}: the file had {fileValue(field.value)}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
