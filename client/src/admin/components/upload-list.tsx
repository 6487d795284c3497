import type { UseQueryResult } from "@tanstack/react-query";
import type { ImportJob } from "@shared/admin-api";
import { Button } from "../../components/ui/button";
import type { ImportJobList } from "@shared/admin-api";
import { ImportJobItem } from "./import-job-item";
import { UploadStatusBadge } from "./import-status";
import { ProgressBar } from "./progress-bar";
import type { UploadItem } from "./use-upload-queue";

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A file still in the browser: waiting, going up (bytes sent), or refused. */
function UploadRow({ item, onDismiss }: { item: UploadItem; onDismiss: (id: number) => void }) {
  const percent = Math.round(item.progress * 100);
  return (
    <li aria-label={item.name} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-all text-slate-900">{item.name}</span>
        <span className="flex items-center gap-3">
          <span className="text-sm text-slate-600">{fileSize(item.size)}</span>
          <UploadStatusBadge status={item.status} />
        </span>
      </div>
      {item.status !== "failed" && (
        <div className="mt-3 space-y-1">
          <ProgressBar label={`Upload of ${item.name}`} percent={percent} valueText={`${percent}% sent`} />
          <p className="text-sm text-slate-600">
            {item.status === "waiting"
              ? "Goes up when the file before it has been sent."
              : percent >= 100
                ? "Sent: starting the import…"
                : "Sending the file: stay on this page until it has been sent."}
          </p>
        </div>
      )}
      {item.status === "failed" && (
        <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
          <p className="text-sm text-red-700">{item.error}</p>
          <Button size="sm" variant="quiet" aria-label={`Dismiss ${item.name}`} onClick={() => onDismiss(item.id)}>
            Dismiss
          </Button>
        </div>
      )}
    </li>
  );
}

interface UploadListProps {
  uploads: UploadItem[];
  onDismiss: (id: number) => void;
  list: UseQueryResult<ImportJobList>;
  jobs: ImportJob[];
  /** The last status change, for screen readers. */
  announcement: string;
}

/** Files still going up, then the recent imports (most recent first), each with its progress or its result. */
export function UploadList({ uploads, onDismiss, list, jobs, announcement }: UploadListProps) {
  return (
    <section aria-labelledby="imports-heading" className="mt-6">
      <h3 id="imports-heading" className="font-semibold text-slate-900">
        Recent imports
      </h3>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {list.isPending && uploads.length === 0 && <p className="mt-2 text-sm text-slate-600">Loading recent imports…</p>}
      {list.isError && (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-700">
          <p>The recent imports could not be loaded.</p>
          <Button size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {list.isSuccess && jobs.length === 0 && uploads.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">No imports yet: the files you import will be listed here.</p>
      )}
      {(uploads.length > 0 || jobs.length > 0) && (
        <ul className="mt-3 space-y-3">
          {uploads.map((item) => (
            <UploadRow key={`upload-${item.id}`} item={item} onDismiss={onDismiss} />
          ))}
          {jobs.map((job) => (
            <ImportJobItem key={job.id} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}
