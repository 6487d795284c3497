import { X } from "lucide-react";
import { useRef, type RefObject } from "react";
import type { ImportJob } from "@shared/admin-api";
import { serverMessage } from "../../api/api-client";
import { Button } from "../../components/ui/button";
import { isActive, useCancelImport } from "../api/imports";
import { timeAgo } from "../format-time";
import { JobStatus } from "./import-status";
import { JobProgress } from "./job-progress";
import { RowErrors, UploadResult } from "./upload-result";
import { KeptBusinesses, UndoImport, useUndoResult } from "./undo-import";

function When({ job }: { job: ImportJob }) {
  const at = job.finishedAt ?? job.startedAt;
  return (
    <time dateTime={at} title={new Date(at).toLocaleString("en-US")} className="text-sm text-slate-600">
      {job.finishedAt ? "Finished" : "Started"} {timeAgo(at)}
    </time>
  );
}

/**
 * Cancel of a job under way. It lives with the row, not the button: the button
 * leaves with the running status, and the row then takes focus and shows a refusal.
 */
function useCancel(job: ImportJob, row: RefObject<HTMLLIElement | null>) {
  const cancel = useCancelImport();
  const run = () => cancel.mutate(job.id, { onSuccess: () => row.current?.focus() });
  const refusal = cancel.isError ? serverMessage(cancel.error, "The import could not be cancelled") : null;
  return { run, pending: cancel.isPending, refusal };
}

/** A job that ended without its rows: why, in the server's words, and the row errors it met. */
function Stopped({ job }: { job: ImportJob }) {
  return (
    <div className="mt-3 space-y-3">
      <p className={`text-sm ${job.status === "failed" ? "text-red-700" : "text-slate-700"}`}>
        {job.message ?? (job.status === "failed" ? "The import failed: nothing was imported." : "The import was cancelled: nothing was imported.")}
      </p>
      {job.totalErrors > 0 && <RowErrors job={job} />}
    </div>
  );
}

/**
 * One import job: under way, its progress and Cancel; finished, its result, its
 * row errors and (when done) Undo. The row takes focus when the button that was
 * pressed leaves with the status it belonged to.
 */
export function ImportJobItem({ job }: { job: ImportJob }) {
  const row = useRef<HTMLLIElement>(null);
  const undone = useUndoResult(job.id);
  const active = isActive(job.status);
  const cancel = useCancel(job, row);
  return (
    <li
      ref={row}
      tabIndex={-1}
      aria-label={job.fileName}
      className="rounded-lg border border-slate-200 bg-white p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-all text-slate-900">
          {job.fileName}
          {job.existing === "update" && <span className="ml-2 text-sm font-normal text-slate-600">(updates listed businesses)</span>}
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <When job={job} />
          <JobStatus status={job.status} imported={job.imported} updated={job.updated} />
        </span>
      </div>
      {active && (
        <>
          <JobProgress job={job} />
          {job.totalErrors > 0 && (
            <div className="mt-3">
              <RowErrors job={job} />
            </div>
          )}
          <div className="mt-3 flex justify-end">
            <Button size="sm" aria-label={`Cancel import of ${job.fileName}`} onClick={cancel.run} disabled={cancel.pending}>
              <X aria-hidden className="size-4" /> {cancel.pending ? "Cancelling…" : "Cancel import"}
            </Button>
          </div>
        </>
      )}
      {cancel.refusal && <p className="mt-3 text-sm text-red-700">Could not cancel: {cancel.refusal}</p>}
      {(job.status === "done" || job.status === "undone") && <UploadResult job={job} />}
      {(job.status === "failed" || job.status === "cancelled") && <Stopped job={job} />}
      {undone && job.status === "undone" && <KeptBusinesses result={undone} />}
      <UndoImport job={job} row={row} />
    </li>
  );
}
