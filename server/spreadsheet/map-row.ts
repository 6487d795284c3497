import { emailPattern, isRating, isReviewCount, maxLinksPerKind, maxReviewCount, ratingRule, textLimits } from "../../shared/business-rules";
import { businessStatusOf } from "../../shared/business-status";
import { categoryGroupOf } from "../../shared/categories";
import { fullCount } from "../../shared/format";
import { bookingColumn } from "../../shared/import-columns";
import { readableHours } from "../../shared/opening-hours";
import { isDialable } from "../../shared/phone";
import type { NewBusinessRow } from "../../shared/schema";
import { businessSlug, categorySlug } from "../../shared/slug";
import { stateCode } from "../../shared/us-states";
import {
  externalUrl,
  httpUrl,
  jsonStrings,
  linkTexts,
  parseAbout,
  parseBoolean,
  parseNumber,
  parseOtherHours,
  parseWorkingHours,
  photoUrl,
  timeZoneAt,
  unquoteFormula,
  validTimeZone,
} from "./cell-values";
import { headersFor, requiredColumns, type RequiredColumn } from "./columns";

/** A business ready to insert, with the slug the file carried when valid (an export does), else the one its name and place id give. */
export type Candidate = NewBusinessRow;

/** What a row lost on its way in: links and a phone left out, and whether some of its hours could not be read. */
interface RowLosses {
  droppedUrls: number;
  droppedPhone: boolean;
  unreadableHours: boolean;
}

/** `reviewsGiven`: the reviews cell had a value (an empty one maps to 0), which a refresh tells apart (decision 032). */
export type MappedRow = ({ ok: true; business: Candidate; reviewsGiven: boolean } & RowLosses) | { ok: false; message: string };

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const usNames = new Set(["united states", "united states of america", "usa", "us", "u.s.", "u.s.a."]);

/** The first entry of a comma-separated list, as Outscraper's subtypes are. */
const firstOfList = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .find(Boolean) ?? "";

/** "street, city, ST 12345": the street may itself contain commas. */
function splitAddress(address: string): { city?: string; state?: string; zip?: string } {
  const parts = address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return {};
  const last = parts[parts.length - 1] ?? "";
  // The ZIP code alone, then the rest trimmed: one pattern for both ("^(.*?)\s*(zip)?$") backtracks
  // through every space of a long run, quadratic (100,000 spaces: minutes).
  const zip = zipAtEnd.exec(last);
  const state = (zip ? last.slice(0, zip.index) : last).trimEnd();
  return { city: parts.length >= 3 ? parts[parts.length - 2] : undefined, state: state || undefined, zip: zip?.[0] };
}

/** A ZIP code ending the text: each place it is tried costs at most ten characters, so the search is linear. */
const zipAtEnd = /\d{5}(?:-\d{4})?$/;

function countryOf(text: string): string | null {
  if (!text) return null;
  return usNames.has(text.toLowerCase()) ? "United States" : text;
}

function clip(text: string, max: number): string | null {
  return text ? text.slice(0, max) : null;
}

/** Turns one sheet row into a business, or explains in one line why it cannot be imported. */
export function mapRow(cells: Record<string, string>): MappedRow {
  const read = (column: string) => unquoteFormula(cells[column] ?? "");
  const first = (column: string) => {
    for (const header of headersFor(column)) {
      const value = read(header);
      if (value) return value;
    }
    return "";
  };

  const name = read("name");
  const placeId = read("place_id");
  const category = read("category") || read("type") || firstOfList(read("subtypes"));
  // Keyed by the definition's required columns: marking another one required fails to compile until it is read here.
  const required: Record<RequiredColumn, string> = { name, category, place_id: placeId };
  const missing = requiredColumns.find((column) => !required[column]);
  if (missing) return { ok: false, message: `${missing} is empty` };
  if (name.length > textLimits.name) return { ok: false, message: `name is longer than ${textLimits.name} characters` };
  if (placeId.length > textLimits.placeId) return { ok: false, message: `place_id is longer than ${textLimits.placeId} characters` };

  const ratingText = read("rating");
  const rating = ratingText ? parseNumber(ratingText) : null;
  if (rating === undefined || (rating !== null && !isRating(rating))) {
    return { ok: false, message: `rating must be ${ratingRule} (got "${ratingText.slice(0, 40)}")` };
  }
  const reviewsText = first("reviews").replace(/[,\s]/g, "");
  const reviewCount = reviewsText ? Number(reviewsText) : 0;
  if (!isReviewCount(reviewCount) || !/^\d*$/.test(reviewsText)) {
    return { ok: false, message: `reviews must be a whole number up to ${fullCount(maxReviewCount)} (got "${first("reviews").slice(0, 40)}")` };
  }

  const address = first("full_address");
  const fromAddress = splitAddress(address);
  const country = countryOf(first("country"));
  const isUs = country === "United States" || country === null;
  const stateText = first("state") || fromAddress.state || "";
  const state = (isUs ? stateCode(stateText) : undefined) ?? (stateText || null);
  let zip = first("postal_code") || fromAddress.zip || "";
  if (isUs && /^\d{1,4}$/.test(zip)) zip = zip.padStart(5, "0");

  let droppedUrls = 0;
  const kept = (result: string | null | "invalid") => {
    if (result === "invalid") droppedUrls += 1;
    return result === "invalid" ? null : result;
  };
  const url = (text: string) => kept(httpUrl(text));
  // Most rows have no links and pay two comparisons; a link in both cells is parsed once.
  const links = (cell: string, other = ""): string[] | null => {
    if (!cell && !other) return null;
    const urls = new Set<string>();
    for (const text of new Set([...linkTexts(cell), ...linkTexts(other)])) {
      const link = kept(externalUrl(text));
      if (link !== null && urls.size < maxLinksPerKind) urls.add(link);
    }
    return urls.size ? [...urls] : null;
  };
  const photos = [read("photo"), ...jsonStrings(read("photos"))].map((text) => kept(photoUrl(text))).filter((u): u is string => u !== null);

  const latitude = parseNumber(read("latitude")) ?? null;
  const longitude = parseNumber(read("longitude")) ?? null;
  const validLat = latitude !== null && Math.abs(latitude) <= 90 ? latitude : null;
  const validLon = longitude !== null && Math.abs(longitude) <= 180 ? longitude : null;
  const about = parseAbout(read("about"));
  const phone = read("phone");
  const droppedPhone = phone !== "" && !isDialable(phone);
  // A cell that gives no weekday at all ("open daily") is as unreadable as a day's "nonsense".
  const hoursText = read("working_hours");
  const workingHours = parseWorkingHours(hoursText);
  const hours = readableHours(workingHours);
  const unreadableHours = hours.unreadable.length > 0 || (hoursText !== "" && workingHours === null);
  const email = first("email");

  // The stored category, clipped: its group is the stored one's, and the group's patterns need not
  // read (quadratically, for a long run of letters) what is not stored.
  const storedCategory = category.slice(0, textLimits.category);
  const business: Candidate = {
    name,
    placeId,
    category: storedCategory,
    categorySlug: categorySlug(storedCategory),
    categoryGroup: categoryGroupOf(storedCategory),
    address: clip(address, textLimits.address),
    city: clip(read("city") || fromAddress.city || "", textLimits.city),
    state: clip(state ?? "", textLimits.state),
    country: clip(country ?? "", textLimits.country),
    zipCode: clip(zip, textLimits.zipCode),
    phone: droppedPhone ? null : clip(phone, textLimits.phone),
    email: emailPattern.test(email) && email.length <= textLimits.email ? email : null,
    website: url(first("site")),
    rating,
    reviewCount,
    isVerified: parseBoolean(read("verified")) ?? false,
    businessStatus: businessStatusOf(read("business_status")) ?? null,
    description: clip(read("description") || (about.text ?? ""), textLimits.description),
    photos: [...new Set(photos)],
    openingHours: hours.hours,
    attributes: about.attributes,
    menuLink: kept(externalUrl(read("menu_link"))),
    reservationLinks: links(read("reservation_links"), read(bookingColumn)),
    orderLinks: links(read("order_links")),
    otherHours: parseOtherHours(read("other_hours")),
    latitude: validLat,
    longitude: validLon,
    timeZone: validTimeZone(read("time_zone")) ?? timeZoneAt(validLat, validLon),
    locationLink: url(read("location_link")),
    reviewsLink: url(read("reviews_link")),
    seoTitle: clip(read("seo_title"), textLimits.seoTitle),
    seoDescription: clip(read("seo_description"), textLimits.seoDescription),
    canonicalUrl: url(read("canonical_url")),
    seoAbout: clip(read("seo_about"), textLimits.seoAbout),
    source: read("source") === "sample" ? "sample" : "import",
    slug: slugPattern.test(read("slug")) ? read("slug") : businessSlug(name, placeId),
  };
  // Read after the object is built: every url() call above may have counted a dropped link.
  return { ok: true, droppedUrls, droppedPhone, unreadableHours, business, reviewsGiven: reviewsText !== "" };
}
