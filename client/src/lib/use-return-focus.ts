import { useState, type RefObject } from "react";

/**
 * A Radix dialog's `onCloseAutoFocus` that gives focus back to `to`, else to what had
 * focus when the dialog mounted. Radix itself returns focus only to a Dialog.Trigger,
 * and our dialogs are opened from elsewhere (a table row, the header). A target that
 * has left the page (a deleted row) is skipped, so the caller's fallback keeps focus.
 */
export function useReturnFocus(to?: HTMLElement | RefObject<HTMLElement | null> | null): (event: Event) => void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (event) => {
    event.preventDefault();
    const target = (to && "current" in to ? to.current : to) ?? opener;
    if (target?.isConnected) target.focus();
  };
}
