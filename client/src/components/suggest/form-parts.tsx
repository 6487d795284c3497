import type { ReactNode } from "react";
import { Label } from "../ui/input";

/** The server's messages for one field, read beside it (`{field} {message}`, as the API words them). */
export function FieldError({ id, label, messages }: { id: string; label: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {label} {messages.join("; ")}
    </p>
  );
}

/** A labelled control with its hint and the server's error, tied to it by aria-describedby. */
export function Field(props: { id: string; label: string; hint?: string; errors?: string[]; children: (describedBy: string | undefined) => ReactNode }) {
  const { id, label, hint, errors, children } = props;
  const describedBy = [hint && `${id}-hint`, errors?.length && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1">{children(describedBy)}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} label={label} messages={errors} />
    </div>
  );
}

/**
 * A field for bots only: off screen, hidden from assistive technology, out of the tab order and never
 * filled in by the browser. A request that fills it is refused (decision 033).
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="homepage">Homepage</label>
      <input id="homepage" name="homepage" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The server's field errors from a failed send, by field name ("changes.phone" read as "phone"). */
export function fieldErrors(body: { errors?: Record<string, string[]> } | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {})) (errors[field.replace(/^changes\./, "").split(".")[0] ?? field] ??= []).push(...messages);
  return errors;
}
