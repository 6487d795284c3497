import type { HistoryField } from "../../shared/admin-api";
import { categoryGroupOf } from "../../shared/categories";
import type { NewBusinessRow } from "../../shared/schema";
import { categorySlug } from "../../shared/slug";

/**
 * What a refresh import compares and updates (decision 032): each field by its API name (as the edit
 * history names it), its column and the column's type, in the order of the bits of a row's `given` mask.
 * A category's slug and group follow the category; the slug of the business never changes.
 */
export const refreshFields = [
  ["name", "name", "text"],
  ["category", "category", "text"],
  ["address", "address", "text"],
  ["city", "city", "text"],
  ["state", "state", "text"],
  ["country", "country", "text"],
  ["zipCode", "zip_code", "text"],
  ["phone", "phone", "text"],
  ["website", "website", "text"],
  ["email", "email", "text"],
  ["rating", "rating", "numeric(2,1)"],
  ["reviewCount", "review_count", "int4"],
  ["openingHours", "opening_hours", "jsonb"],
  ["otherHours", "other_hours", "jsonb"],
  ["photos", "photos", "jsonb"],
  ["locationLink", "location_link", "text"],
  ["reviewsLink", "reviews_link", "text"],
  ["menuLink", "menu_link", "text"],
  ["reservationLinks", "reservation_links", "jsonb"],
  ["orderLinks", "order_links", "jsonb"],
  ["description", "description", "text"],
  ["businessStatus", "business_status", "text"],
  ["latitude", "latitude", "float8"],
  ["longitude", "longitude", "float8"],
  ["timeZone", "time_zone", "text"],
] as const satisfies readonly (readonly [HistoryField, string, string])[];

/**
 * The fields a mapped row has a value for: an empty cell, a column the file lacks and a value the
 * import could not read (a dropped link or phone) map to nothing, and change nothing on a refresh.
 * Reviews map to 0 when empty, so whether their cell had a value is told apart.
 */
export function givenMask(row: NewBusinessRow, reviewsGiven: boolean): number {
  let mask = 0;
  refreshFields.forEach(([field], bit) => {
    const value = field === "reviewCount" ? (reviewsGiven ? row.reviewCount : null) : row[field];
    const given = value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);
    if (given) mask |= 1 << bit;
  });
  return mask;
}

const columnOf = new Map<string, string>(refreshFields.map(([field, column]) => [field, column]));

/** Field values by API name as column values by column name, a category with its slug and group. */
export function columnValues(values: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const column = columnOf.get(field);
    if (!column) continue;
    columns[column] = value;
    if (field === "category" && typeof value === "string") {
      columns.category_slug = categorySlug(value);
      columns.category_group = categoryGroupOf(value);
    }
  }
  return columns;
}
