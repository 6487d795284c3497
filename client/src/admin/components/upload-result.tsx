import type { ImportJob } from "@shared/admin-api";
import { maxLinkLength } from "@shared/business-rules";
import { fullCount } from "@shared/format";
import { phoneDigits } from "@shared/phone";
import { JobDetailList } from "./job-detail-list";
import { KeptEditedFields, refreshLine } from "./refresh-summary";

/** A finished job's outcome: the server's summary, its counts and its row errors. */
export function UploadResult({ job }: { job: ImportJob }) {
  const refresh = job.existing === "update";
  const figures = [
    { label: "Imported", value: job.imported },
    ...(refresh
      ? [
          { label: "Updated", value: job.updated },
          { label: "Unchanged", value: job.unchanged },
          { label: "Kept as edited", value: job.keptEdited },
        ]
      : []),
    { label: refresh ? "Repeats skipped" : "Duplicates skipped", value: job.duplicatesSkipped },
    { label: "Errors", value: job.totalErrors },
    { label: "Links dropped", value: job.urlsDropped },
    { label: "Phones dropped", value: job.phonesDropped },
    { label: "Rows with unreadable hours", value: job.hoursUnreadable },
  ];
  return (
    <div className="mt-3 space-y-3">
      {refresh && <p className="font-medium text-slate-900">{refreshLine(job)}</p>}
      {job.message && <p className="text-sm text-slate-700">{job.message}</p>}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {figures.map(({ label, value }) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className={`text-lg font-semibold ${label === "Errors" && value > 0 ? "text-red-700" : "text-slate-900"}`}>{fullCount(value)}</dd>
          </div>
        ))}
      </dl>
      {job.urlsDropped > 0 && (
        <p className="text-sm text-slate-600">
          Links that were not http(s) addresses, or were longer than {fullCount(maxLinkLength)} characters, were left out of their rows.
        </p>
      )}
      {job.phonesDropped > 0 && (
        <p className="text-sm text-slate-600">
          Phones that were not numbers of {phoneDigits.min} to {phoneDigits.max} digits were left out of their rows.
        </p>
      )}
      {job.hoursUnreadable > 0 && (
        <p className="text-sm text-slate-600">
          Hours that could not be read were left out of their rows; the site shows &quot;Hours not listed&quot; for those days.
        </p>
      )}
      {job.keptEdited > 0 && <KeptEditedFields job={job} />}
      {job.totalErrors > 0 && <RowErrors job={job} />}
    </div>
  );
}

/** The job's row errors, read from the server when first opened (the list of imports leaves them out). */
export function RowErrors({ job }: { job: ImportJob }) {
  return (
    <JobDetailList
      job={job}
      title={`Row errors (${fullCount(job.totalErrors)})`}
      total={job.totalErrors}
      tone="error"
      pick={(read) => read.errors}
      loading="Loading the errors…"
      failure="The errors could not be loaded."
      render={(error, index) => (
        <li key={`${error.sheet ?? ""}-${error.row}-${index}`} className="break-words">
          <span className="font-semibold">
            Row {error.row}
            {error.sheet ? ` (sheet ${error.sheet})` : ""}:
          </span>{" "}
          {error.message}
        </li>
      )}
    />
  );
}
