import { PencilLine } from "lucide-react";
import { useState } from "react";
import type { Business } from "@shared/api";
import { onDemand } from "../../lib/on-demand";
import { Button } from "../ui/button";

// The dialog, its form and the proof-of-work widget come with the first click: the page's first load stays as light as before.
const dialog = onDemand(() => import("../suggest/suggest-edit-dialog"));

/** "Suggest an edit": opens the visitor's report form (issue 41). */
export function SuggestEditButton({ business }: { business: Business }) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const Dialog = dialog.get()?.SuggestEditDialog;

  const openDialog = () => {
    if (state === "loading") return;
    setState("loading");
    dialog.load().then(
      () => (setState("idle"), setOpen(true)),
      () => setState("failed"),
    );
  };

  return (
    <div>
      <Button variant="secondary" className="w-full" onClick={openDialog} aria-busy={state === "loading"} aria-haspopup="dialog">
        <PencilLine aria-hidden className="size-4" />
        {state === "loading" ? "Opening…" : "Suggest an edit"}
      </Button>
      {state === "failed" && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The form could not be loaded. Check your connection and try again.
        </p>
      )}
      {open && Dialog && <Dialog business={business} onClose={() => setOpen(false)} />}
    </div>
  );
}
