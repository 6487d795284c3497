import { X } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { firstFocusable, keepFocusInside } from "../../lib/focus-trap";

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
 * A modal dialog: labelled by its heading, focus moved in and kept inside,
 * Escape or the close button closes it, focus goes back where it came from.
 */
export function Modal({ title, onClose, children, initialFocus, returnFocus, describedBy, size = "lg" }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const restoreTo = returnFocus ?? document.activeElement;
    const first = initialFocus?.current ?? firstFocusable(panel.current);
    (first ?? panel.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (restoreTo instanceof HTMLElement && restoreTo.isConnected) restoreTo.focus();
    };
  }, [initialFocus, returnFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    keepFocusInside(event, panel.current);
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex overflow-y-auto bg-slate-900/50 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`m-auto w-full rounded-xl bg-white shadow-xl outline-none ${size === "sm" ? "max-w-md" : "max-w-2xl"}`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="px-6 py-5">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
