/** Shared classes of the admin controls: visible focus rings, AA contrast, a clear disabled look. */
const focusRing = "focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none";
const base = `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const buttonClass = {
  primary: `${base} bg-brand-600 text-white hover:bg-brand-700`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
  /** Small buttons inside table rows. */
  rowAction: `inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium ${focusRing}`,
};

export const inputClass =
  "h-10 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600";

export const labelClass = "block text-sm font-medium text-slate-700";
