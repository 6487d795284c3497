import { eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { businesses } from "../../shared/schema";

/** Every stored column of a business, as a select list: the directory, search, admin and export read whole rows by it. */
export const businessColumns = getTableColumns(businesses);

/** One country's businesses, or with null those listed without one (no country, or an empty one). */
export function countryIs(country: string | null | undefined): SQL | undefined {
  if (country === undefined) return undefined;
  return country === null ? sql`coalesce(${businesses.country}, '') = ''` : eq(businesses.country, country);
}
