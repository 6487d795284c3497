import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";

interface DangerConfirmProps {
  title: string;
  description: ReactNode;
  /** Extra content between the text and the buttons, such as a field to type into. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmDisabled?: boolean;
  /** While busy, nothing can be pressed and Escape does nothing. */
  busy?: boolean;
  /** Where focus goes once the dialog has closed, if that element is on the page; else Radix's default. */
  returnFocus?: () => HTMLElement | null;
}

const buttonBase = "rounded-lg px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed";

/**
 * A modal alert dialog for destructive steps, on Radix AlertDialog: focus moves in
 * (to the element marked data-autofocus, else Cancel) and stays inside, Escape
 * cancels, a click outside does nothing. It is open while rendered; focus goes back
 * to `returnFocus()`, or the caller returns it to what opened it, once that is enabled again.
 */
export function DangerConfirm(props: DangerConfirmProps) {
  const { title, description, children, confirmLabel, cancelLabel = "Cancel", onConfirm, onCancel, confirmDisabled, busy, returnFocus } = props;
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
          <AlertDialog.Content
            aria-modal="true"
            aria-busy={busy || undefined}
            onOpenAutoFocus={(event) => {
              const marked = event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector<HTMLElement>("[data-autofocus]") : null;
              if (!marked) return;
              event.preventDefault();
              marked.focus();
            }}
            onEscapeKeyDown={(event) => busy && event.preventDefault()}
            onCloseAutoFocus={(event) => {
              const target = returnFocus?.();
              if (!target?.isConnected) return;
              event.preventDefault();
              target.focus();
            }}
            className="w-full max-w-md rounded-xl bg-white p-5 shadow-xl sm:p-6"
          >
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!confirmDisabled && !busy) onConfirm();
              }}
            >
              <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div className="mt-2 space-y-2 text-slate-700">{description}</div>
              </AlertDialog.Description>
              {children}
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel
                  disabled={busy}
                  className={`${buttonBase} border border-slate-300 text-slate-800 hover:bg-slate-50 focus-visible:outline-brand-700 disabled:text-slate-500`}
                >
                  {cancelLabel}
                </AlertDialog.Cancel>
                <button
                  type="submit"
                  disabled={confirmDisabled || busy}
                  className={`${buttonBase} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-800 disabled:bg-slate-500`}
                >
                  {confirmLabel}
                </button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Overlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
