import type { BusinessRow } from "../../shared/schema";
import { exportColumns } from "./columns";

type Cell = string | number | boolean | null;

/**
 * Text a spreadsheet program could run as a formula gets a leading apostrophe
 * (the import takes it off again). Plain numbers and phone numbers such as
 * "+1 866-342-2910" cannot run and stay as they are.
 */
function neutralizeFormula(text: string): string {
  // Text that already starts with "'=" gets a second apostrophe, as the import takes exactly one off.
  if (/^'[=+\-@\t\r]/.test(text)) return `'${text}`;
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  if (/^[+-][\d\s().-]*\d[\d\s().-]*$/.test(text)) return text;
  return `'${text}`;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** One link as itself, as Outscraper writes it; several (or one holding a comma) as a JSON list, which re-imports exactly. */
const linkList = (links: string[] | null) => {
  if (!links?.length) return null;
  return links.length === 1 && !links[0]?.includes(",") ? (links[0] ?? null) : JSON.stringify(links);
};

/** One business as cells in the export layout (see columns.ts). */
export function exportRow(b: BusinessRow): Cell[] {
  const values: Record<(typeof exportColumns)[number], Cell> = {
    name: b.name,
    category: b.category,
    full_address: b.address,
    postal_code: b.zipCode,
    country: b.country,
    phone: b.phone,
    rating: b.rating === null ? null : Number(b.rating),
    reviews: b.reviewCount,
    photo: b.photos[0] ?? null,
    working_hours: json(b.openingHours),
    about: b.attributes ? json(b.attributes) : null,
    place_id: b.placeId,
    location_link: b.locationLink,
    city: b.city,
    state: b.state,
    latitude: b.latitude,
    longitude: b.longitude,
    time_zone: b.timeZone,
    site: b.website,
    email: b.email,
    business_status: b.businessStatus,
    verified: b.isVerified ? "TRUE" : "FALSE",
    description: b.description,
    reviews_link: b.reviewsLink,
    photos: b.photos.length > 1 ? json(b.photos) : null,
    menu_link: b.menuLink,
    reservation_links: linkList(b.reservationLinks),
    order_links: linkList(b.orderLinks),
    other_hours: json(b.otherHours),
    seo_title: b.seoTitle,
    seo_description: b.seoDescription,
    canonical_url: b.canonicalUrl,
    seo_about: b.seoAbout,
    source: b.source,
    slug: b.slug,
  };
  return exportColumns.map((column) => {
    const value = values[column];
    return typeof value === "string" ? neutralizeFormula(value) : value;
  });
}
