import type { Business } from "@shared/api";
import { parseDayHours, weekdays } from "@shared/opening-hours";
import { countOf } from "@shared/format";

/**
 * Up to six short facts taken from the business's own data (fixed selling
 * points such as "best prices in town" would be claims we cannot back).
 */
export function highlightsOf(business: Business): string[] {
  const facts: string[] = [];
  // A listing closed for good is kept for reference, not vouched for.
  if (business.isVerified && business.businessStatus !== "CLOSED_PERMANENTLY") facts.push("Verified listing");
  if (business.rating !== null && business.reviewCount > 0) {
    facts.push(`Rated ${business.rating.toFixed(1)} from ${countOf(business.reviewCount, "review")}`);
  }
  const hours = business.openingHours ?? {};
  const days = weekdays.map((day) => parseDayHours(hours[day] ?? ""));
  if (days.every((ranges) => ranges?.some((r) => r.start === 0 && r.end >= 1440))) facts.push("Open 24 hours");
  else if (days.filter((ranges) => ranges && ranges.length > 0).length === 7) facts.push("Open 7 days a week");
  for (const group of Object.values(business.attributes ?? {})) {
    for (const [name, value] of Object.entries(group)) {
      if (value === true) facts.push(name);
      else if (typeof value === "string" && value) facts.push(`${name}: ${value}`);
    }
  }
  if (business.website) facts.push("Website listed");
  return [...new Set(facts)].slice(0, 6);
}
