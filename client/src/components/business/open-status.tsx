import type { Business } from "@shared/api";
import { openAt } from "@shared/business-status";
import { useMinuteAfterLoad } from "../../lib/use-current-minute";

/**
 * "Open now" or "Closed": as the server answered, in the minute the page loaded;
 * after that from the business's hours in its own time zone, worked out again
 * every minute in the browser (a tab left open, or a list kept in the cache,
 * would otherwise go on showing the hour the server answered); nothing when unknown.
 */
export function OpenStatus({ business }: { business: Pick<Business, "businessStatus" | "openingHours" | "timeZone" | "isOpen"> }) {
  const minute = useMinuteAfterLoad();
  const isOpen = minute ? openAt(business, minute) : business.isOpen;
  if (isOpen === null) return null;
  return isOpen ? (
    <span className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">Open now</span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">Closed</span>
  );
}
