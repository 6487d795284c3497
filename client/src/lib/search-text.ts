import type { SearchInfo } from "@shared/api";
import { countOf } from "@shared/format";

/**
 * "2.4 mi", "12 mi": tenths are worth saying only close by; never "0 mi" for
 * something a street away. A no-break space keeps the number with its unit.
 */
export function milesText(miles: number): string {
  const shown = miles < 10 ? Number(Math.max(miles, 0.1).toFixed(1)) : Math.round(miles);
  return `${shown}\u00a0mi`;
}

/** "1 business", "2 businesses", "1,000+ businesses". */
export function businessesText(count: number, exact = true): string {
  return countOf(count, "business", "businesses", exact);
}

/** Where a search looked, to follow a sentence: "in Houston, TX", "within 25 mi of 77002". */
export function placeText(location: NonNullable<SearchInfo["location"]>): string {
  return location.radiusMiles ? `within ${milesText(location.radiusMiles)} of ${location.label}` : `in ${location.label}`;
}

/** The line above the results: how many, whether they answer a search, and where. */
export function resultsLine(count: number, exact: boolean, searched: boolean, location: SearchInfo["location"]): string {
  const verb = count === 1 && exact ? "matches" : "match";
  return [businessesText(count, exact), searched && `${verb} your search`, location && placeText(location)].filter(Boolean).join(" ");
}
