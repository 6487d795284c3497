import type { ImportResult } from "@shared/admin-api";
import { fullCount } from "@shared/format";

/** One file's outcome: the four counts, the server's summary and its row errors. */
export function UploadResult({ result }: { result: ImportResult }) {
  const { stats, errors } = result;
  const figures = [
    { label: "Imported", value: stats.imported },
    { label: "Duplicates skipped", value: stats.duplicatesSkipped },
    { label: "Errors", value: stats.totalErrors },
    { label: "Links dropped", value: stats.urlsDropped },
  ];
  return (
    <div className="mt-3 space-y-3">
      <p className="text-sm text-slate-700">{result.message}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(({ label, value }) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className={`text-lg font-semibold ${label === "Errors" && value > 0 ? "text-red-700" : "text-slate-900"}`}>{fullCount(value)}</dd>
          </div>
        ))}
      </dl>
      {stats.urlsDropped > 0 && (
        <p className="text-sm text-slate-600">Links that were not http(s) addresses, or were longer than 2,000 characters, were left out of their rows.</p>
      )}
      {errors.length > 0 && <RowErrors result={result} />}
    </div>
  );
}

function RowErrors({ result }: { result: ImportResult }) {
  const { errors, stats } = result;
  return (
    <details className="rounded-lg border border-red-200 bg-red-50 text-sm text-red-900">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-red-800">
        Row errors ({fullCount(stats.totalErrors)})
      </summary>
      {stats.totalErrors > errors.length && (
        <p className="px-3">
          Showing the first {fullCount(errors.length)} of {fullCount(stats.totalErrors)}.
        </p>
      )}
      <ul className="max-h-64 space-y-1 overflow-y-auto px-3 py-2">
        {errors.map((error, index) => (
          <li key={`${error.sheet ?? ""}-${error.row}-${index}`} className="break-words">
            <span className="font-semibold">
              Row {error.row}
              {error.sheet ? ` (sheet ${error.sheet})` : ""}:
            </span>{" "}
            {error.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
