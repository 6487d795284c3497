import { useMutationState } from "@tanstack/react-query";
import { Undo2 } from "lucide-react";
import { useRef, useState, type RefObject } from "react";
import { trashKeepDays, type ImportJob, type ImportUndoResult } from "@shared/admin-api";
import { countOf, fullCount } from "@shared/format";
import { serverMessage } from "../../api/api-client";
import { Button } from "../../components/ui/button";
import { undoMutationKey, useUndoImport } from "../api/imports";
import { toast } from "../toast-store";
import { DangerConfirm } from "./danger-confirm";
import { useDeleteToast } from "./undo-delete";

/** The kept businesses' names, the first `shown` of them, and how many more there are. */
function keptNames(result: ImportUndoResult, shown: number): string {
  const names = result.kept.slice(0, shown).map((b) => b.name);
  const more = result.keptCount - names.length;
  return more > 0 ? `${names.join(", ")} and ${fullCount(more)} more` : names.join(", ");
}

/** "phone of Joe's Diner, name of Crumbs and 3 more". */
function keptFieldNames(result: ImportUndoResult, shown: number): string {
  const names = result.keptFields.slice(0, shown).map((f) => `${f.field} of ${f.name}`);
  const more = result.keptFieldCount - names.length;
  return more > 0 ? `${names.join(", ")} and ${fullCount(more)} more` : names.join(", ");
}

/**
 * "29,998 businesses moved to the trash; 2 kept because they were edited since: A, B", and for a refresh
 * "40 updates reverted; 1 field kept because it was edited since: phone of A".
 */
function undoSummary(result: ImportUndoResult, namesShown = 3): string {
  const parts: string[] = [];
  if (result.removed > 0 || result.reverted === 0) parts.push(`${countOf(result.removed, "business", "businesses")} moved to the trash`);
  if (result.keptCount > 0) parts.push(`${fullCount(result.keptCount)} kept because they were edited since: ${keptNames(result, namesShown)}`);
  if (result.reverted > 0) parts.push(`${countOf(result.reverted, "update")} reverted`);
  if (result.keptFieldCount > 0) {
    parts.push(`${countOf(result.keptFieldCount, "field")} kept because edited since: ${keptFieldNames(result, namesShown)}`);
  }
  return parts.join("; ");
}

/** What the last undo of this job answered, while this visit still remembers it. */
export function useUndoResult(id: number): ImportUndoResult | undefined {
  const results = useMutationState({
    filters: { mutationKey: undoMutationKey(id), status: "success" },
    select: (mutation) => mutation.state.data as ImportUndoResult,
  });
  return results.at(-1);
}

/** The businesses an undo kept because they were edited since the import, by name (the job's message gives the counts). */
export function KeptBusinesses({ result }: { result: ImportUndoResult }) {
  return (
    <>
      {result.keptCount > 0 && (
        <KeptList
          heading={countOf(result.keptCount, "business was", "businesses were")}
          items={result.kept.map((b) => ({ key: String(b.id), text: b.name }))}
          total={result.keptCount}
        />
      )}
      {result.keptFieldCount > 0 && (
        <KeptList
          heading={countOf(result.keptFieldCount, "field was", "fields were")}
          items={result.keptFields.map((f) => ({ key: `${f.id}-${f.field}`, text: `${f.name}: ${f.field}` }))}
          total={result.keptFieldCount}
        />
      )}
    </>
  );
}

/** What an undo left in place because it was edited since the import: the first ones, and how many more. */
function KeptList({ heading, items, total }: { heading: string; items: { key: string; text: string }[]; total: number }) {
  return (
    <div className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-800">
      <p>{heading} kept because edited since the import:</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      {total > items.length && <p className="mt-1">and {fullCount(total - items.length)} more.</p>}
    </div>
  );
}

/**
 * Undo of a finished import, behind a confirmation: its businesses go to the
 * trash, except those edited since. The outcome goes to a toast (whose Undo
 * restores them, as after a delete) and to the
 * row; focus then goes to the row (the button has left with the done status),
 * or back to the button when the operator cancelled or the undo failed. It stays
 * mounted with its row whatever the status: the button goes with "done" at once,
 * and an unmounted mutation would drop the callbacks that tell the outcome. An import
 * that added nothing has nothing to undo, and no button.
 */
export function UndoImport({ job, row }: { job: ImportJob; row: RefObject<HTMLElement | null> }) {
  const undo = useUndoImport(job.id);
  const deleted = useDeleteToast();
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const succeeded = useRef(false);

  const confirm = () =>
    undo.mutate(undefined, {
      onSuccess: (result) => {
        succeeded.current = true;
        const description = `${job.fileName}: ${undoSummary(result)}.`;
        if (result.removed > 0) deleted(result, "Import undone", description);
        else toast({ title: "Import undone", description });
      },
      onError: (error) => toast({ title: "Undo failed", description: serverMessage(error, "The import could not be undone"), variant: "destructive" }),
      onSettled: () => setAsking(false),
    });

  return (
    <>
      {job.status === "done" && (job.imported > 0 || job.updated > 0) && (
        <div className="mt-3 flex justify-end">
          <Button ref={trigger} size="sm" aria-label={`Undo import of ${job.fileName}`} onClick={() => setAsking(true)} disabled={undo.isPending}>
            <Undo2 aria-hidden className="size-4" /> Undo import
          </Button>
        </div>
      )}
      {asking && (
        <DangerConfirm
          title="Undo this import?"
          description={
            <>
              {job.imported > 0 && (
                <p>
                  The {countOf(job.imported, "business", "businesses")} that {job.fileName} added will leave the directory and its public pages for the trash,
                  where they can be restored for {trashKeepDays} days.
                </p>
              )}
              {job.updated > 0 && <p>The {countOf(job.updated, "business", "businesses")} it updated get their earlier values back.</p>}
              <p>{job.updated > 0 ? "Anything edited since the import is kept." : "Any of them edited since the import are kept."}</p>
            </>
          }
          confirmLabel={undo.isPending ? "Undoing…" : "Undo import"}
          busy={undo.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
          returnFocus={() => (succeeded.current ? row.current : trigger.current)}
        />
      )}
    </>
  );
}
