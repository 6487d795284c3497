import { isOpenAt } from "./opening-hours";
import type { OpeningHours } from "./schema";

/**
 * The `business_status` values (Outscraper's, from Google Maps) that mean a
 * business is not serving customers, with the words a visitor reads for them.
 * Any other value, or none, is taken as open for business.
 */
const closedStatuses = {
  CLOSED_PERMANENTLY: "Permanently closed",
  CLOSED_TEMPORARILY: "Temporarily closed",
} as const;

type ClosedStatus = keyof typeof closedStatuses;

/** "Permanently closed" / "Temporarily closed", or undefined for a business that is not closed. */
export function closedLabel(status: string | null | undefined): string | undefined {
  return status && Object.hasOwn(closedStatuses, status) ? closedStatuses[status as ClosedStatus] : undefined;
}

/**
 * Whether a business is open at `at`, by the rule of the server's isOpen: never
 * while its status says closed, else by its hours in its own time zone; null when
 * that is unknown.
 */
export function openAt(business: { businessStatus: string | null; openingHours: OpeningHours | null; timeZone: string | null }, at: Date): boolean | null {
  return closedLabel(business.businessStatus) ? null : isOpenAt(business.openingHours, business.timeZone, at);
}
