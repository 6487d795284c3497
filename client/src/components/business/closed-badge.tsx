import { closedLabel } from "@shared/business-status";

/** "Permanently closed" or "Temporarily closed" from the listing's status; nothing for an open business. */
export function ClosedBadge({ status }: { status: string | null }) {
  const label = closedLabel(status);
  if (!label) return null;
  return <span className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{label}</span>;
}
