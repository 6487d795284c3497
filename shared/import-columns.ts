import { maxLinkLength, maxReviewCount, ratingRule, textLimits } from "./business-rules";
import { businessStatuses } from "./business-status";
import { fullCount } from "./format";
import { dayHoursRule } from "./opening-hours";
import { phoneDigits } from "./phone";

/**
 * The import's spreadsheet columns, defined once: the importer reads and checks rows by
 * them (server/spreadsheet/), the template and the export write them, and the admin's
 * format guide is rendered from them, so "Required" there is exactly what the importer refuses.
 */
export interface ImportColumn {
  /** The header's own name, and as the template and the export write it. */
  readonly name: string;
  /**
   * Other headers holding the same value (other tools' names), read in order when the
   * column's own is absent or empty; a list that names the column itself sets where it comes.
   */
  readonly aliases?: readonly string[];
  /** A row with no value here is refused, and so is a file without the column (or an alias). */
  readonly required: boolean;
  /** What the cell holds. */
  readonly description: string;
  /** What a value must be, and what happens to one that is not. */
  readonly rule?: string;
  readonly example?: string;
}

const link = `Must be an http(s) link of at most ${fullCount(maxLinkLength)} characters; any other value is left out of the row.`;
const cut = (max: number) => `Text past ${fullCount(max)} characters is cut off.`;

/** The import columns, in the order the template and the export write them. */
export const specImportColumns = [
  {
    name: "name",
    required: true,
    description: "The business's name.",
    rule: `At most ${textLimits.name} characters; a longer name refuses the row.`,
    example: "Crumbs Bakery",
  },
  {
    name: "category",
    aliases: ["type", "subtypes"],
    required: true,
    description: "What the business is; from subtypes, the first of its list is read.",
    rule: cut(textLimits.category),
    example: "Bakery",
  },
  {
    name: "full_address",
    aliases: ["address"],
    required: false,
    description: "Street, city, state and ZIP, separated by commas; city, state and ZIP are read from it when their own columns are empty.",
    rule: cut(textLimits.address),
    example: "12 Elm St, Springfield, IL 62701",
  },
  {
    name: "postal_code",
    aliases: ["zip", "zip_code", "zipcode"],
    required: false,
    description: "ZIP or postal code; a US ZIP that lost its leading zeros gets them back.",
    example: "02134",
  },
  {
    name: "country",
    aliases: ["country_code"],
    required: false,
    description: "Country name; US, USA and United States of America are read as United States.",
    example: "United States",
  },
  {
    name: "phone",
    required: false,
    description: "Phone number, as it should be shown.",
    rule: `Must be a number of ${phoneDigits.min} to ${phoneDigits.max} digits (spaces, dashes, dots, brackets, a leading + and an extension allowed); anything else is left out of the row and counted.`,
    example: "+1 217-555-0100",
  },
  {
    name: "rating",
    required: false,
    description: "Average rating; empty for none.",
    rule: `Must be ${ratingRule}, decimals allowed; anything else refuses the row.`,
    example: "4.6",
  },
  {
    name: "reviews",
    aliases: ["review_count", "reviews_count"],
    required: false,
    description: "Number of reviews; empty for none.",
    rule: `Must be a whole number up to ${fullCount(maxReviewCount)} (commas allowed); anything else refuses the row.`,
    example: "1,234",
  },
  { name: "photo", required: false, description: "Address of a photo.", rule: link, example: "https://example.com/front.jpg" },
  {
    name: "working_hours",
    required: false,
    description:
      "Opening hours by English day name, as JSON or as Monday: 9 AM-5 PM | Tuesday: Closed (a list of times per day also works); other keys are ignored.",
    rule: `Each day must give ${dayHoursRule}; a day that does not is left out and the row counted, and the site shows "Hours not listed" for it.`,
    example: '{"Monday": "9 AM-5 PM", "Sunday": "Closed"}',
  },
  {
    name: "about",
    required: false,
    description: "Plain text becomes the description; Outscraper's JSON groups become the listed amenities.",
    example: '{"Amenities": {"Restroom": true}}',
  },
  {
    name: "place_id",
    required: true,
    description:
      "The place's unique ID: a row whose place_id is earlier in the file is skipped as a duplicate; one already listed is skipped too, or updates that business when the import is told to update businesses already listed.",
    rule: `At most ${textLimits.placeId} characters; a longer one refuses the row.`,
    example: "ChIJN1t_tDeuEmsRUsoyG83frY4",
  },
  { name: "location_link", required: false, description: "Map link.", rule: link, example: "https://maps.google.com/?cid=1" },
] as const satisfies readonly ImportColumn[];

/** Every other field of a business, after the import columns: an export imported into an empty database gives back every field. */
export const extraImportColumns = [
  { name: "city", required: false, description: "City." },
  { name: "state", aliases: ["us_state", "state"], required: false, description: "State; a US state's name is read as its code." },
  { name: "latitude", required: false, description: "Latitude." },
  { name: "longitude", required: false, description: "Longitude." },
  { name: "time_zone", required: false, description: "IANA time zone; found from the coordinates when empty." },
  { name: "site", aliases: ["website"], required: false, description: "Website." },
  { name: "email", aliases: ["email_1"], required: false, description: "E-mail address." },
  { name: "business_status", required: false, description: `${businessStatuses.join(", ")}; any other value is left out.` },
  { name: "verified", required: false, description: "TRUE or FALSE." },
  { name: "description", required: false, description: "Description." },
  { name: "reviews_link", required: false, description: "Link to the reviews." },
  { name: "photos", required: false, description: "A JSON list of photo links." },
  { name: "menu_link", required: false, description: "Menu link." },
  { name: "reservation_links", required: false, description: "Reservation links." },
  { name: "order_links", required: false, description: "Ordering links." },
  { name: "other_hours", required: false, description: "Hours besides the opening hours, as JSON by kind." },
  { name: "seo_title", required: false, description: "Search-engine title." },
  { name: "seo_description", required: false, description: "Search-engine description." },
  { name: "canonical_url", required: false, description: "Canonical URL." },
  { name: "seo_about", required: false, description: "Generated about text." },
  { name: "source", required: false, description: "import or sample." },
  { name: "slug", required: false, description: "The page address the business keeps." },
] as const satisfies readonly ImportColumn[];

/** Outscraper's booking link: read as one more reservation link (an export writes them all under reservation_links). */
export const bookingColumn = "booking_appointment_link";

/** The headers a column's value is read from, best first. */
export function headersOf(column: ImportColumn): readonly string[] {
  const aliases = column.aliases ?? [];
  return aliases.includes(column.name) ? aliases : [column.name, ...aliases];
}
