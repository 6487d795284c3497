/**
 * The `business_status` values (Outscraper's, from Google Maps) that mean a
 * business is not serving customers, with the words a visitor reads for them.
 * Any other value, or none, is taken as open for business.
 */
export const closedStatuses = {
  CLOSED_PERMANENTLY: "Permanently closed",
  CLOSED_TEMPORARILY: "Temporarily closed",
} as const;

export type ClosedStatus = keyof typeof closedStatuses;

/** "Permanently closed" / "Temporarily closed", or undefined for a business that is not closed. */
export function closedLabel(status: string | null | undefined): string | undefined {
  return status && Object.hasOwn(closedStatuses, status) ? closedStatuses[status as ClosedStatus] : undefined;
}
