import { CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";
import type { UploadItem, UploadStatus } from "./use-upload-queue";
import { UploadResult } from "./upload-result";

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const statusView: Record<UploadStatus, { label: string; Icon: typeof Clock; className: string }> = {
  queued: { label: "Waiting", Icon: Clock, className: "text-slate-600" },
  uploading: { label: "Uploading", Icon: Loader2, className: "text-brand-700" },
  done: { label: "Imported", Icon: CheckCircle2, className: "text-green-700" },
  failed: { label: "Failed", Icon: XCircle, className: "text-red-700" },
};

function ItemStatus({ item }: { item: UploadItem }) {
  const { label, Icon, className } = statusView[item.status];
  const processing = item.status === "uploading" && item.progress >= 1;
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-medium ${className}`}>
      <Icon aria-hidden className={`size-4 ${item.status === "uploading" ? "animate-spin motion-reduce:animate-none" : ""}`} />
      {processing ? "Processing" : label}
    </span>
  );
}

function Progress({ item }: { item: UploadItem }) {
  const percent = Math.round(item.progress * 100);
  return (
    <div className="mt-2 flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={`Upload of ${item.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-sm text-slate-700 tabular-nums">{percent}%</span>
    </div>
  );
}

/** Every file of this visit, in upload order, each with its progress and its result. */
export function UploadList({ items, onClear, busy }: { items: UploadItem[]; onClear: () => void; busy: boolean }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="uploads-heading" className="mt-6">
      <div className="flex items-center justify-between gap-3">
        <h3 id="uploads-heading" className="font-semibold text-slate-900">
          Uploads
        </h3>
        {!busy && (
          <button
            type="button"
            onClick={onClear}
            className="rounded px-2 py-1 text-sm font-medium text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            Clear list
          </button>
        )}
      </div>
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item.id} aria-label={item.name} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="min-w-0 font-medium break-all text-slate-900">{item.name}</span>
              <span className="flex items-center gap-3">
                <span className="text-sm text-slate-600">{fileSize(item.size)}</span>
                <ItemStatus item={item} />
              </span>
            </div>
            {(item.status === "queued" || item.status === "uploading") && <Progress item={item} />}
            {item.error && <p className="mt-2 text-sm text-red-700">{item.error}</p>}
            {item.result && <UploadResult result={item.result} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
