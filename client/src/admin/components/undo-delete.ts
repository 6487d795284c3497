import { trashKeepDays, type DeleteResult, type TrashRestoreRequest, type TrashRestoreResult } from "@shared/admin-api";
import { serverMessage } from "../../api/api-client";
import { useRestoreTrash } from "../api/trash";
import { toast } from "../toast-store";

/** A toast with Undo stays longer than the default 5 s, so there is time to reach the button. */
export const undoToastMs = 10_000;

/** What a restore did, as a toast: those left in the trash are named (the server's message names the first few). */
export function restoreToast(result: TrashRestoreResult): string {
  if (result.conflictCount === 0) return toast({ title: "Restored", description: result.message });
  return toast({ title: result.restored > 0 ? "Partly restored" : "Not restored", description: result.message, variant: "destructive" });
}

/**
 * Restores, then reports in a toast; answers the result, or undefined when the restore failed. The
 * promise settles even if the screen that asked has gone (an Undo pressed after leaving the tab).
 */
export function useRestoreWithToast() {
  const restore = useRestoreTrash();
  return {
    isPending: restore.isPending,
    run: (request: TrashRestoreRequest): Promise<TrashRestoreResult | undefined> =>
      restore.mutateAsync(request).then(
        (result) => {
          restoreToast(result);
          return result;
        },
        (error: unknown) => {
          toast({ title: "Restore failed", description: serverMessage(error, "The businesses could not be restored"), variant: "destructive" });
          return undefined;
        },
      ),
  };
}

/** After a delete: a toast saying what went to the trash, whose Undo restores that delete's batch. */
export function useDeleteToast() {
  const restore = useRestoreWithToast();
  return (result: Pick<DeleteResult, "batchId">, title: string, description: string) =>
    toast({
      title,
      description: `${description} Restorable for ${trashKeepDays} days from the Trash tab.`,
      duration: undoToastMs,
      action: { label: "Undo", altText: "Undo the delete (the Trash tab can restore it too)", onAction: () => void restore.run({ batch: result.batchId }) },
    });
}
