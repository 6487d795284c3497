import { AlertTriangle, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { trashKeepDays } from "@shared/admin-api";
import { countOf } from "@shared/format";
import { useDeleteAll } from "../api/admin-data";
import { toast } from "../toast-store";
import { DangerConfirm } from "./danger-confirm";
import { useDeleteToast } from "./undo-delete";

const deleteWord = "DELETE";

type Step = "closed" | "confirm" | "final" | "type";

/** Delete all data: a confirm, a final warning, then typing DELETE; only then the call. */
export function DangerZone() {
  const deleteAll = useDeleteAll();
  const deleted = useDeleteToast();
  const [step, setStep] = useState<Step>("closed");
  const [typed, setTyped] = useState("");
  const trigger = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const refocus = useRef(false);

  // Back to the button that opened the dialogs, once it is enabled again.
  useEffect(() => {
    if (step === "closed" && !deleteAll.isPending && refocus.current) {
      refocus.current = false;
      trigger.current?.focus();
    }
  }, [step, deleteAll.isPending]);

  const close = () => {
    refocus.current = true;
    setStep("closed");
    setTyped("");
  };

  const erase = () =>
    deleteAll.mutate(undefined, {
      onSuccess: (result) => deleted(result, "All data deleted", `${countOf(result.deleted, "business", "businesses")} moved to the trash.`),
      onError: () => toast({ title: "Delete failed", description: "Failed to delete all data", variant: "destructive" }),
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
        disabled={deleteAll.isPending}
        className="mt-4 inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:cursor-not-allowed disabled:bg-slate-500"
      >
        <Trash2 aria-hidden className="size-4" /> {deleteAll.isPending ? "Deleting…" : "Delete all data"}
      </button>

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
          confirmLabel={deleteAll.isPending ? "Deleting…" : "Delete all data"}
          confirmDisabled={typed !== deleteWord}
          busy={deleteAll.isPending}
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
            disabled={deleteAll.isPending}
            className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 font-mono text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
          />
        </DangerConfirm>
      )}
    </section>
  );
}
