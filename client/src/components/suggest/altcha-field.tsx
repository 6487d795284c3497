import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import { useEffect, useEffectEvent, useRef } from "react";
import { apiPaths } from "@shared/api-paths";

// The build without inlined workers: its worker is a file of this site, which the pages' CSP allows
// (script-src 'self'), where the default build's would start from a blob: URL.
for (const algorithm of ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"]) $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());

interface AltchaFieldProps {
  /** The solved check's payload, or undefined when it is not (yet, or any more) solved. */
  onChange: (payload: string | undefined) => void;
  /** Shown under the check when the server refused it (used already, expired). */
  error?: string;
  /** Changes when the server refused the payload: a new challenge is asked for. */
  resetKey?: number;
}

interface StateChange {
  state: string;
  payload?: string;
}

/**
 * ALTCHA's widget (a proof of work the browser does, decision 033), started when the form opens so it is
 * usually done before the visitor has typed. Keyboard and screen reader use come with the widget (WCAG 2.2 AA).
 */
export function AltchaField({ onChange, error, resetKey = 0 }: AltchaFieldProps) {
  const holder = useRef<HTMLDivElement>(null);
  const changed = useEffectEvent((payload: string | undefined) => onChange(payload));

  useEffect(() => {
    const widget = document.createElement("altcha-widget");
    widget.setAttribute("challenge", apiPaths.altchaChallenge);
    widget.setAttribute("auto", "onload");
    widget.setAttribute("name", "altcha");
    widget.addEventListener("statechange", (event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      changed(state === "verified" ? payload : undefined);
    });
    holder.current?.append(widget);
    return () => widget.remove();
  }, [resetKey]);

  return (
    <div>
      <div ref={holder} />
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          The check {error}
        </p>
      )}
    </div>
  );
}
