import { AlertTriangle, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { trashKeepDays, type TrashJob } from "@shared/admin-api";
import { countOf } from "@shared/format";
import { ApiError, serverMessage } from "../../api/api-client";
import { isTrashJobActive, useStartDeleteAll, useStartRestoreJob, useTrashJob } from "../api/trash-jobs";
import { toast } from "../toast-store";
import { DangerConfirm } from "./danger-confirm";
import { TrashJobStatus } from "./trash-job-status";
import { restoreToast, undoToastMs } from "./undo-delete";

const deleteWord = "DELETE";

type Step = "closed" | "confirm" | "final" | "type";

/** Another job holds the lease (409): its message names where it runs; anything else, the spec's words. */
const startFailure = (error: unknown, fallback: string) => (error instanceof ApiError && error.status === 409 ? serverMessage(error, fallback) : fallback);

/**
 * Delete all data: a confirm, a final warning, then typing DELETE; only then the call, which starts a
 * job (decision 044). Its progress shows here while it runs, and what it did once it has ended, with
 * an Undo that restores its batch as a job too.
 */
export function DangerZone() {
  const startDelete = useStartDeleteAll();
  const startRestore = useStartRestoreJob();
  const [started, setStarted] = useState<{ id: string; kind: TrashJob["kind"] } | null>(null);
  const reading = useTrashJob(started?.id ?? null);
  const job = reading.data;
  // Running from the 202 on, until a reading says it has ended (or the server no longer knows it).
  const jobRunning = started !== null && !reading.isError && (job === undefined || isTrashJobActive(job));
  const running = startDelete.isPending || startRestore.isPending || jobRunning;
  const deleting = startDelete.isPending || (jobRunning && started.kind === "delete-all");
  const [step, setStep] = useState<Step>("closed");
  const [typed, setTyped] = useState("");
  const trigger = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const refocus = useRef(false);
  const progress = useRef<HTMLDivElement>(null);
  const told = useRef<string | null>(null);

  // Back to the button that opened the dialogs; to the job's progress instead while the job keeps the button disabled.
  useEffect(() => {
    if (step === "closed" && !startDelete.isPending && refocus.current) {
      refocus.current = false;
      (trigger.current?.disabled ? progress.current : trigger.current)?.focus();
    }
  }, [step, startDelete.isPending]);

  const undo = (batch: string) =>
    startRestore.mutate(batch, {
      onSuccess: ({ jobId: id }) => setStarted({ id, kind: "restore" }),
      onError: (error) => toast({ title: "Restore failed", description: startFailure(error, "The businesses could not be restored"), variant: "destructive" }),
    });

  // Once per job, when it has ended: a toast saying what it did, as the synchronous delete had.
  useEffect(() => {
    if (!job || isTrashJobActive(job) || told.current === job.id) return;
    told.current = job.id;
    tellEnd(job, undo);
  });

  const close = () => {
    refocus.current = true;
    setStep("closed");
    setTyped("");
  };

  const erase = () =>
    startDelete.mutate(undefined, {
      onSuccess: ({ jobId: id }) => setStarted({ id, kind: "delete-all" }),
      onError: (error) => toast({ title: "Delete failed", description: startFailure(error, "Failed to delete all data"), variant: "destructive" }),
      onSettled: close,
    });

  return (
    <section aria-labelledby="danger-heading" className="rounded-xl border-2 border-red-300 bg-white p-4 sm:p-6">
      <h2 id="danger-heading" className="flex items-center gap-2 text-lg font-semibold text-red-800">
        <AlertTriangle aria-hidden className="size-5" /> Danger Zone
      </h2>
      <p className="mt-2 text-slate-700">
        Deletes every business in the directory, with its SEO content. They go to the trash, where the Trash tab can restore them for {trashKeepDays} days;
        after that they are gone for good.
      </p>
      <button
        ref={trigger}
        type="button"
        onClick={() => setStep("confirm")}
        disabled={running}
        className="mt-4 inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:cursor-not-allowed disabled:bg-slate-500"
      >
        <Trash2 aria-hidden className="size-4" /> {deleting ? "Deleting…" : running ? "Restoring…" : "Delete all data"}
      </button>
      {started && (
        <div ref={progress} tabIndex={-1} className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700">
          {job && <TrashJobStatus job={job} onUndo={undo} undoBusy={running} />}
          {!job && reading.isError && (
            <p role="status" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              {serverMessage(reading.error, "The job's progress could not be read")}. What it moved so far is in the Trash tab, under one batch.
            </p>
          )}
        </div>
      )}

      {step === "confirm" && (
        <DangerConfirm
          key="confirm"
          title="Delete all data?"
          description={<p>Every business will be removed from the directory and from the public pages.</p>}
          confirmLabel="Continue"
          onConfirm={() => setStep("final")}
          onCancel={close}
        />
      )}
      {step === "final" && (
        <DangerConfirm
          key="final"
          title="Final warning"
          description={
            <p>
              Every business leaves the public site at once. Undo, or the Trash tab, brings them back within {trashKeepDays} days; after that they are gone for
              good. Are you absolutely sure?
            </p>
          }
          confirmLabel="Yes, I understand"
          onConfirm={() => setStep("type")}
          onCancel={close}
        />
      )}
      {step === "type" && (
        <DangerConfirm
          key="type"
          title="Type DELETE to confirm"
          description={
            <p>
              To delete all data, type <strong className="font-mono">{deleteWord}</strong> in capital letters.
            </p>
          }
          confirmLabel={startDelete.isPending ? "Deleting…" : "Delete all data"}
          confirmDisabled={typed !== deleteWord}
          busy={startDelete.isPending}
          onConfirm={erase}
          onCancel={close}
        >
          <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-800">
            Confirmation text
          </label>
          <input
            id={inputId}
            data-autofocus
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={startDelete.isPending}
            className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 font-mono text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
          />
        </DangerConfirm>
      )}
    </section>
  );
}

/** What an ended job did, as a toast; a finished delete-all's carries Undo. */
function tellEnd(job: TrashJob, undo: (batch: string) => void): void {
  if (job.status === "failed") {
    toast({ title: job.kind === "delete-all" ? "Delete failed" : "Restore failed", description: job.message ?? undefined, variant: "destructive" });
  } else if (job.kind === "restore") {
    restoreToast({ message: job.message ?? "", restored: job.done, conflicts: job.conflicts, conflictCount: job.conflictCount });
  } else {
    toast({
      title: "All data deleted",
      description: `${countOf(job.done, "business", "businesses")} moved to the trash. Restorable for ${trashKeepDays} days from the Trash tab.`,
      duration: undoToastMs,
      action: { label: "Undo", altText: "Undo the delete (the Trash tab can restore it too)", onAction: () => undo(job.batchId) },
    });
  }
}
