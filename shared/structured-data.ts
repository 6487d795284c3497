import type { Business } from "./api";
import { businessTrail, type Crumb } from "./breadcrumbs";
import { ratingRange, ratingScale } from "./business-rules";
import { parseDayHours, weekdays } from "./opening-hours";
import { businessPath } from "./paths";
import { businessImageUrl } from "./share-images";

const schemaOrg = "https://schema.org";

/** The most specific schema.org type for each category group. */
const schemaTypeByGroup: Record<string, string> = {
  restaurants: "Restaurant",
  healthcare: "MedicalBusiness",
  "auto-services": "AutoRepair",
  "beauty-wellness": "BeautySalon",
  "home-services": "HomeAndConstructionBusiness",
  "professional-services": "ProfessionalService",
  education: "EducationalOrganization",
  entertainment: "EntertainmentBusiness",
  lodging: "LodgingBusiness",
  shopping: "Store",
};

/** Finer types where the fine category says more than its group. */
const schemaTypeByKeyword: [RegExp, string][] = [
  [/\b(cafe|café|coffee)\b/i, "CafeOrCoffeeShop"],
  [/\bbakery\b/i, "Bakery"],
  [/\b(bar|pub|tavern)\b/i, "BarOrPub"],
  [/\bdentist|dental\b/i, "Dentist"],
  [/\bpharmacy|drugstore\b/i, "Pharmacy"],
  [/\b(barber|hair salon)\b/i, "HairSalon"],
  [/\bnail\b/i, "NailSalon"],
  [/\bspa\b/i, "DaySpa"],
  [/\b(gym|fitness)\b/i, "ExerciseGym"],
  [/\bplumb/i, "Plumber"],
  [/\belectrician\b/i, "Electrician"],
  [/\b(hvac|heating|air conditioning)\b/i, "HVACBusiness"],
  [/\broof/i, "RoofingContractor"],
  [/\blocksmith\b/i, "Locksmith"],
  [/\b(lawyer|attorney|law firm)\b/i, "Attorney"],
  [/\baccount/i, "AccountingService"],
  [/\binsurance\b/i, "InsuranceAgency"],
  [/\breal estate\b/i, "RealEstateAgent"],
  [/\bhotel|motel\b/i, "Hotel"],
  [/\bmovie theater|cinema\b/i, "MovieTheater"],
  [/\bnight ?club\b/i, "NightClub"],
  [/\bbowling\b/i, "BowlingAlley"],
];

function schemaTypeOf(business: Pick<Business, "category" | "categoryGroup">): string {
  const fine = schemaTypeByKeyword.find(([pattern]) => pattern.test(business.category));
  return fine?.[1] ?? schemaTypeByGroup[business.categoryGroup] ?? "LocalBusiness";
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

interface HoursSpec {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string;
  opens: string;
  closes: string;
}

/**
 * schema.org opening hours: "Open 24 hours" as 00:00-23:59, and a range running
 * past midnight split into its two days.
 */
function openingHoursSpecification(hours: Record<string, string> | null): HoursSpec[] {
  if (!hours) return [];
  const specs: HoursSpec[] = [];
  const add = (day: number, opens: number, closes: number) =>
    specs.push({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: weekdays[day % 7] as string,
      opens: hhmm(opens),
      closes: closes >= 1440 ? "23:59" : hhmm(closes),
    });
  weekdays.forEach((day, index) => {
    const text = hours[day];
    const ranges = text === undefined ? undefined : parseDayHours(text);
    for (const range of ranges ?? []) {
      if (range.end <= 1440) add(index, range.start, range.end);
      else {
        add(index, range.start, 1440);
        add(index + 1, 0, range.end - 1440);
      }
    }
  });
  return specs;
}

/** schema.org LocalBusiness (or a more specific type) for a detail page; SEO fields fall back to the business's own. */
function localBusiness(business: Business, siteUrl: string): Record<string, unknown> {
  const url = new URL(businessPath(business), siteUrl).toString();
  const image = new URL(businessImageUrl(business), siteUrl).toString();
  const data: Record<string, unknown> = {
    "@type": schemaTypeOf(business),
    "@id": url,
    name: business.name,
    url,
    image,
    description: business.seoDescription ?? business.description ?? undefined,
    telephone: business.phone ?? undefined,
    email: business.email ?? undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: streetOf(business),
      addressLocality: business.city ?? undefined,
      addressRegion: business.state ?? undefined,
      postalCode: business.zipCode ?? undefined,
      addressCountry: business.country === "United States" ? "US" : (business.country ?? undefined),
    },
  };
  if (business.latitude !== null && business.longitude !== null) {
    data.geo = { "@type": "GeoCoordinates", latitude: business.latitude, longitude: business.longitude };
  }
  const hours = openingHoursSpecification(business.openingHours);
  if (hours.length) data.openingHoursSpecification = hours;
  if (business.rating !== null && business.reviewCount > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: business.rating,
      reviewCount: business.reviewCount,
      bestRating: ratingScale.max,
      worstRating: ratingRange.min,
    };
  }
  if (business.website) data.sameAs = [business.website];
  return data;
}

/** schema.org BreadcrumbList: a page's trail (shared/breadcrumbs.ts), each step with its absolute URL. */
function breadcrumbList(trail: readonly Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: new URL(step.path, siteUrl).toString(),
    })),
  };
}

/** The JSON-LD of a page that says no more than its trail: a city's, a category's, the categories'. */
export function breadcrumbsJsonLd(trail: readonly Crumb[], siteUrl: string): Record<string, unknown> {
  return { "@context": schemaOrg, ...breadcrumbList(trail, siteUrl) };
}

/**
 * A list page (a category in a town): the businesses on it, in its order, as an ItemList of their
 * pages, and the page's trail, as two nodes of one graph.
 */
export function listPageJsonLd(
  businesses: readonly Pick<Business, "name" | "slug">[],
  firstPosition: number,
  trail: readonly Crumb[],
  siteUrl: string,
): Record<string, unknown> {
  const itemList = {
    "@type": "ItemList",
    itemListElement: businesses.map((business, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      name: business.name,
      url: new URL(businessPath(business), siteUrl).toString(),
    })),
  };
  return { "@context": schemaOrg, "@graph": [itemList, breadcrumbList(trail, siteUrl)] };
}

/**
 * A business's page: the business and the page's trail, as two nodes of one graph under one
 * context, so the page keeps a single JSON-LD script.
 */
export function businessJsonLd(business: Business, siteUrl: string): Record<string, unknown> {
  return { "@context": schemaOrg, "@graph": [localBusiness(business, siteUrl), breadcrumbList(businessTrail(business), siteUrl)] };
}

/** The street part of "street, city, ST 12345". */
function streetOf(business: Business): string | undefined {
  if (!business.address) return undefined;
  const parts = business.address.split(",").map((p) => p.trim());
  return parts.length >= 3 ? parts.slice(0, -2).join(", ") : business.address;
}

/** JSON for a script element: "<", ">", "&" and line separators escaped, so no text can close the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
