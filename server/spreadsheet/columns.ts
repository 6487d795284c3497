/**
 * The spreadsheet layout: the spec's import columns first, in its order, then
 * every other field, so an export imported into an empty database gives back
 * every field. Import matches headers case- and spacing-insensitively.
 */
export const specColumns = [
  "name", "category", "full_address", "postal_code", "country", "phone", "rating", "reviews",
  "photo", "working_hours", "about", "place_id", "location_link",
] as const;

export const extraColumns = [
  "city", "state", "latitude", "longitude", "time_zone", "site", "email", "business_status",
  "verified", "description", "reviews_link", "photos", "menu_link", "reservation_links", "order_links",
  "other_hours", "seo_title", "seo_description", "canonical_url", "seo_about", "source", "slug",
] as const;

/** Outscraper's booking link: read as one more reservation link (an export writes them all under reservation_links). */
export const bookingColumn = "booking_appointment_link";

export const exportColumns = [...specColumns, ...extraColumns] as const;

/** Spec section 3 marks these optional; every other spec column must be present. */
const optionalSpecColumns = new Set(["phone", "photo", "about", "location_link"]);

/** Other names real exports use for a column; the first present wins. */
export const columnAliases: Record<string, readonly string[]> = {
  category: ["category", "type", "subtypes"],
  full_address: ["full_address", "address"],
  postal_code: ["postal_code", "zip", "zip_code", "zipcode"],
  country: ["country", "country_code"],
  reviews: ["reviews", "review_count", "reviews_count"],
  site: ["site", "website"],
  email: ["email", "email_1"],
  state: ["us_state", "state"],
};

export const requiredColumns = specColumns.filter((c) => !optionalSpecColumns.has(c));

/** "Full Address", " full-address " and "FULL_ADDRESS" all read as "full_address". */
export function normalizeHeader(header: string): string {
  return header.trim().toLowerCase().replace(/[\s-]+/g, "_");
}

/** Required columns absent from the headers, naming each by its spec name. */
export function missingColumns(headers: ReadonlySet<string>): string[] {
  return requiredColumns.filter((column) => !(columnAliases[column] ?? [column]).some((name) => headers.has(name)));
}

/** Every header the importer reads; the parse worker drops all other columns. */
export const wantedColumns = [
  ...new Set([...exportColumns, ...Object.values(columnAliases).flat(), "type", "subtypes", "zip", "zip_code", "country_code", bookingColumn]),
];
