import type { ImportJob } from "@shared/admin-api";
import { countOf, fullCount } from "@shared/format";
import { etaText } from "../format-time";
import { ProgressBar } from "./progress-bar";

/**
 * How far a job is, as a percentage of its rows once the file has been read to its
 * end (the server knows the total only then); until then the bar is indeterminate.
 * A row is done once it is written, skipped as a duplicate or refused with an error.
 */
function jobPercent(job: ImportJob): number | null {
  if (job.rowsTotal === null) return null;
  if (job.rowsTotal === 0) return 100;
  const settled = Math.min(job.rowsRead, job.imported + job.updated + job.unchanged + job.duplicatesSkipped + job.totalErrors);
  return Math.min(100, Math.floor((100 * settled) / job.rowsTotal));
}

/** A job under way: its bar, its figures so far and the time it expects to need. */
export function JobProgress({ job }: { job: ImportJob }) {
  if (job.status === "queued") {
    return <p className="mt-2 text-sm text-slate-600">Waiting in line: it starts when the import before it has finished.</p>;
  }
  const percent = jobPercent(job);
  const read = job.rowsTotal === null ? `${countOf(job.rowsRead, "row")} read` : `${fullCount(job.rowsRead)} of ${countOf(job.rowsTotal, "row")} read`;
  const figures = [
    { text: read, alert: false },
    { text: `${fullCount(job.imported)} ${job.existing === "update" ? "new" : "written"}`, alert: false },
    ...(job.existing === "update"
      ? [
          { text: `${fullCount(job.updated)} updated`, alert: false },
          { text: `${fullCount(job.unchanged)} unchanged`, alert: false },
          { text: `${fullCount(job.keptEdited)} kept as edited`, alert: false },
        ]
      : []),
    { text: countOf(job.duplicatesSkipped, "duplicate"), alert: false },
    { text: countOf(job.totalErrors, "error"), alert: job.totalErrors > 0 },
  ];
  // Known once the file has been read to its end: until then the server cannot tell.
  const eta = job.etaSeconds === null ? null : etaText(job.etaSeconds);
  const valueText = [percent === null ? read : `${percent}%`, eta].filter(Boolean).join(", ");
  return (
    <div className="mt-3 space-y-2">
      <ProgressBar label={`Import of ${job.fileName}`} percent={percent} valueText={valueText} />
      <ul aria-label="So far" className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700 tabular-nums">
        {figures.map(({ text, alert }) => (
          <li key={text} className={alert ? "text-red-700" : undefined}>
            {text}
          </li>
        ))}
        {eta && <li className="text-slate-600">{eta}</li>}
      </ul>
    </div>
  );
}
