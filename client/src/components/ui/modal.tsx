import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { useReturnFocus } from "../../lib/use-return-focus";

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Receives focus when the dialog opens; else the first focusable control does. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Gets focus back on close (if still on the page); else whatever had focus when the dialog opened. */
  returnFocus?: HTMLElement | null;
  /** Id of the text that describes the dialog, if any. */
  describedBy?: string;
  size?: "sm" | "lg";
}

/**
 * A modal dialog on Radix Dialog (focus moved in and kept inside, the page behind
 * hidden from assistive technology and not scrolled), labelled by its heading;
 * Escape or the close button closes it. It is open while rendered: callers mount it
 * to open it. A click outside does nothing, so a half-filled form is not lost.
 */
export function Modal({ title, onClose, children, initialFocus, returnFocus, describedBy, size = "lg" }: ModalProps) {
  const onCloseAutoFocus = useReturnFocus(returnFocus);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 flex overflow-y-auto bg-slate-900/50 p-4">
          <Dialog.Content
            aria-modal="true"
            aria-describedby={describedBy}
            onOpenAutoFocus={(event) => {
              if (!initialFocus?.current) return;
              event.preventDefault();
              initialFocus.current.focus();
            }}
            onCloseAutoFocus={onCloseAutoFocus}
            onInteractOutside={(event) => event.preventDefault()}
            className={`m-auto w-full rounded-xl bg-white shadow-xl outline-none ${size === "sm" ? "max-w-md" : "max-w-2xl"}`}
          >
            <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Close
                aria-label="Close"
                className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
            <div className="px-6 py-5">{children}</div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
