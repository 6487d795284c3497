import { LoaderCircle, LocateFixed } from "lucide-react";

// On a phone the label goes under the icon, so the location box beside it keeps room for its whole placeholder.
const layout =
  "inline-flex shrink-0 flex-col items-center justify-center gap-0.5 rounded-lg border px-2 text-xs font-medium whitespace-nowrap text-slate-700 hover:bg-slate-50 aria-disabled:cursor-progress sm:flex-row sm:gap-2 sm:px-3 sm:text-sm";

/** "Near me" beside a location box; while the browser is locating it says so and ignores further presses. */
export function NearMeButton({ locating, onClick, className }: { locating: boolean; onClick: () => void; className: string }) {
  return (
    <button type="button" onClick={onClick} aria-disabled={locating || undefined} className={`${layout} ${className}`}>
      {locating ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <LocateFixed aria-hidden className="size-4" />}
      {locating ? "Locating…" : "Near me"}
    </button>
  );
}

/** Why the position could not be had, announced as soon as it appears. */
export function NearMeMessage({ message, className = "" }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`text-sm font-medium text-red-700 ${className}`}>
      {message}
    </p>
  );
}
