import { Undo2 } from "lucide-react";
import type { TrashJob } from "@shared/admin-api";
import { countOf, fullCount } from "@shared/format";
import { isTrashJobActive } from "../api/trash-jobs";
import { ProgressBar } from "./progress-bar";

/** The share moved, once the server has counted the rows; until then the bar is indeterminate. */
function percentOf(job: TrashJob): number | null {
  if (job.total === null) return null;
  if (job.total === 0) return 100;
  return Math.min(100, Math.floor((100 * job.done) / job.total));
}

/** "4,000 of 10,000 businesses moved to the trash", "counting the businesses…". */
function progressText(job: TrashJob): string {
  if (job.total === null) return "Counting the businesses…";
  const of = `${fullCount(job.done)} of ${countOf(job.total, "business", "businesses")}`;
  return job.kind === "delete-all" ? `${of} moved to the trash` : `${of} restored`;
}

/**
 * A delete-all or its undo: its bar and figures while it runs, what it did once it has ended (a
 * delete-all's with its Undo, which restores its batch as a job too).
 */
export function TrashJobStatus({ job, onUndo, undoBusy }: { job: TrashJob; onUndo: (batchId: string) => void; undoBusy: boolean }) {
  const title = job.kind === "delete-all" ? "Deleting all data" : "Restoring the deleted businesses";
  if (isTrashJobActive(job)) {
    const text = progressText(job);
    return (
      <div className="mt-4 space-y-2 rounded-lg border border-slate-300 bg-slate-50 p-3">
        <p className="font-medium text-slate-900">{title}</p>
        <ProgressBar label={title} percent={percentOf(job)} valueText={text} />
        <p className="text-sm text-slate-700 tabular-nums">{text}</p>
      </div>
    );
  }
  const failed = job.status === "failed";
  return (
    <div className={`mt-4 rounded-lg border p-3 ${failed ? "border-red-300 bg-red-50" : "border-slate-300 bg-slate-50"}`}>
      <p role="status" className={`text-sm break-words ${failed ? "text-red-800" : "text-slate-800"}`}>
        {job.message}
      </p>
      {job.kind === "delete-all" && job.done > 0 && (
        <button
          type="button"
          onClick={() => onUndo(job.batchId)}
          disabled={undoBusy}
          className="mt-3 inline-flex items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Undo2 aria-hidden className="size-4" /> Undo: restore {countOf(job.done, "business", "businesses")}
        </button>
      )}
    </div>
  );
}
