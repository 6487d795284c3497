import { isOpenAt } from "./opening-hours";
import type { OpeningHours } from "./schema";

/**
 * The `business_status` values (Outscraper's, from Google Maps), with the words the edit form,
 * its history and a visitor read for them. The import stores only these (in any case or
 * spacing) and the edit form offers only these: one rule for both.
 */
export const businessStatusLabels = {
  OPERATIONAL: "Operational",
  CLOSED_TEMPORARILY: "Temporarily closed",
  CLOSED_PERMANENTLY: "Permanently closed",
} as const;

export type BusinessStatus = keyof typeof businessStatusLabels;
export const businessStatuses = Object.keys(businessStatusLabels) as [BusinessStatus, ...BusinessStatus[]];

/** A status cell as the import reads it: a value in any case or spacing, or its label ("Temporarily closed"); undefined for anything else. */
export function businessStatusOf(text: string): BusinessStatus | undefined {
  const value = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  return businessStatuses.find((status) => status === value || businessStatusLabels[status].toUpperCase().replace(/ /g, "_") === value);
}

/** The statuses that mean a business is not serving customers; any other value, or none, is taken as open for business. */
const closedStatuses = {
  CLOSED_PERMANENTLY: businessStatusLabels.CLOSED_PERMANENTLY,
  CLOSED_TEMPORARILY: businessStatusLabels.CLOSED_TEMPORARILY,
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
