/**
 * A labelled progress bar. With a percentage it states its value (aria-valuenow
 * of 0-100); without one it is indeterminate (no value, as ARIA asks) and its
 * text says how far things are instead.
 */
export function ProgressBar({ label, percent, valueText }: { label: string; percent: number | null; valueText: string }) {
  const known = percent !== null;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={known ? 0 : undefined}
        aria-valuemax={known ? 100 : undefined}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={valueText}
        className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        {known ? (
          <div className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
        ) : (
          <div className="h-full w-full animate-pulse rounded-full bg-brand-500/60 motion-reduce:animate-none" />
        )}
      </div>
      {known && <span className="w-11 shrink-0 text-right text-sm text-slate-700 tabular-nums">{percent}%</span>}
    </div>
  );
}
