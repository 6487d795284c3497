/** "Open now" or "Closed", computed by the server from the hours in the business's own time zone; nothing when unknown. */
export function OpenStatus({ isOpen }: { isOpen: boolean | null }) {
  if (isOpen === null) return null;
  return isOpen ? (
    <span className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      Open now
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
      Closed
    </span>
  );
}
