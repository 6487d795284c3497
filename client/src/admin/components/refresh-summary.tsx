import type { ImportJob } from "@shared/admin-api";
import { countOf, fullCount } from "@shared/format";
import { JobDetailList } from "./job-detail-list";

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

/** The fields a refresh left as edited by hand, with the file's values, read with the job when first opened. */
export function KeptEditedFields({ job }: { job: ImportJob }) {
  return (
    <JobDetailList
      job={job}
      title={`Kept as edited by hand (${fullCount(job.keptEdited)})`}
      total={job.keptEdited}
      tone="notice"
      pick={(read) => read.keptEditedFields}
      loading="Loading…"
      failure="The fields could not be loaded."
      render={(field, index) => (
        <li key={`${field.id}-${field.field}-${index}`} className="break-words">
          <span className="font-semibold">{field.name}</span>, {field.field}: the file had {fileValue(field.value)}
        </li>
      )}
    />
  );
}
