import { useId, useRef } from "react";
import { Modal } from "../../components/ui/modal";
import { Button } from "../../components/ui/button";

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocus?: HTMLElement | null;
}

/** Asks before a destructive action; Cancel has focus first, so Enter never destroys by accident. */
export function ConfirmDialog({ title, message, confirmLabel, busyLabel, busy = false, onConfirm, onCancel, returnFocus }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Modal title={title} onClose={onCancel} initialFocus={cancel} returnFocus={returnFocus} describedBy={messageId} size="sm">
      <p id={messageId} className="text-slate-700">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button ref={cancel} onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
