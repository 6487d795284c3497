import { Ban, CheckCircle2, CircleMinus, Clock, Loader2, Undo2, XCircle } from "lucide-react";
import type { ImportStatus } from "@shared/admin-api";
import type { UploadStatus } from "./use-upload-queue";

type Look = { label: string; Icon: typeof Clock; className: string; spins?: boolean };

const jobLooks: Record<ImportStatus, Look> = {
  queued: { label: "Waiting", Icon: Clock, className: "text-slate-600" },
  reading: { label: "Reading", Icon: Loader2, className: "text-brand-700", spins: true },
  writing: { label: "Writing", Icon: Loader2, className: "text-brand-700", spins: true },
  done: { label: "Imported", Icon: CheckCircle2, className: "text-green-700" },
  failed: { label: "Failed", Icon: XCircle, className: "text-red-700" },
  cancelled: { label: "Cancelled", Icon: Ban, className: "text-slate-700" },
  undone: { label: "Undone", Icon: Undo2, className: "text-slate-700" },
};

/** A finished import that added no business (every row a duplicate or an error): nothing to call imported, nothing to undo. */
const nothingImported: Look = { label: "Nothing imported", Icon: CircleMinus, className: "text-slate-700" };

const uploadLooks: Record<UploadStatus, Look> = {
  waiting: { label: "Waiting to upload", Icon: Clock, className: "text-slate-600" },
  sending: { label: "Uploading", Icon: Loader2, className: "text-brand-700", spins: true },
  failed: { label: "Upload failed", Icon: XCircle, className: "text-red-700" },
};

function Badge({ look }: { look: Look }) {
  const { label, Icon, className, spins } = look;
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap ${className}`}>
      <Icon aria-hidden className={`size-4 shrink-0 ${spins ? "animate-spin motion-reduce:animate-none" : ""}`} />
      {label}
    </span>
  );
}

/** A finished refresh that added no business but updated some. */
const updatedOnly: Look = { label: "Updated", Icon: CheckCircle2, className: "text-green-700" };

export function JobStatus({ status, imported, updated = 0 }: { status: ImportStatus; imported: number; updated?: number }) {
  const nothingAdded = status === "done" && imported === 0;
  return <Badge look={nothingAdded ? (updated > 0 ? updatedOnly : nothingImported) : jobLooks[status]} />;
}

export function UploadStatusBadge({ status }: { status: UploadStatus }) {
  return <Badge look={uploadLooks[status]} />;
}
