import type { ReactNode } from "react";
import type { ErrorResponse } from "@shared/api";
import { serverMessage } from "../../api/api-client";
import { Button } from "../ui/button";
import { AltchaField } from "./altcha-field";
import type { useSpamGuard } from "./use-spam-guard";

/**
 * A field for bots only: off screen, hidden from assistive technology, out of the tab order and never
 * filled in by the browser. A request that fills it is refused (decision 033).
 */
function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="homepage">Homepage</label>
      <input id="homepage" name="homepage" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

interface SendControlsProps {
  guard: ReturnType<typeof useSpamGuard>;
  /** The server's field errors of the last try. */
  errors: Record<string, string[]>;
  pending: boolean;
  label: string;
  /** Buttons before the send button (Cancel). */
  children?: ReactNode;
}

/** The end of every visitor form: the honeypot, the proof of work, and the send button, enabled once the check is solved. */
export function SendControls({ guard, errors, pending, label, children }: SendControlsProps) {
  return (
    <>
      <Honeypot value={guard.homepage} onChange={guard.setHomepage} />
      <AltchaField {...guard.widget} error={errors.altcha?.join("; ")} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {!guard.altcha && <span className="text-sm text-slate-600">Waiting for the check above…</span>}
        {children}
        <Button type="submit" variant="primary" disabled={!guard.altcha || pending}>
          {pending ? "Sending…" : label}
        </Button>
      </div>
    </>
  );
}

/** A refusal that names no field (429, 404, a lost connection), above the form. */
export function SendFailure({ error, body, fallback }: { error: unknown; body: ErrorResponse | undefined; fallback: string }) {
  if (!error || body?.errors) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {serverMessage(error, fallback)}
    </p>
  );
}
