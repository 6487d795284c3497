import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { keepFocusInside } from "../../lib/focus-trap";

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
}

/**
 * A modal alert dialog for destructive steps. Focus moves in (to the element
 * marked data-autofocus, else Cancel), Tab stays inside, Escape cancels. The
 * caller returns focus to what opened it.
 */
export function DangerConfirm(props: DangerConfirmProps) {
  const { title, description, children, confirmLabel, cancelLabel = "Cancel", onConfirm, onCancel, confirmDisabled, busy } = props;
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const target = dialog.current?.querySelector<HTMLElement>("[data-autofocus]") ?? cancel.current;
    target?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    keepFocusInside(event, dialog.current);
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-xl bg-white p-5 shadow-xl sm:p-6"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!confirmDisabled && !busy) onConfirm();
          }}
        >
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <div id={descriptionId} className="mt-2 space-y-2 text-slate-700">
            {description}
          </div>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              ref={cancel}
              type="button"
              onClick={onCancel}
              disabled={busy}
              className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-slate-500"
            >
              {cancelLabel}
            </button>
            <button
              type="submit"
              disabled={confirmDisabled || busy}
              className="rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:cursor-not-allowed disabled:bg-slate-500"
            >
              {confirmLabel}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
