import type { Business, CityPlace, SearchInfo, SiteInfo, Statistics } from "@shared/api";
import { cityPath } from "@shared/paths";

let nextId = 1;

/** A complete, real-looking business; override only what a test is about. */
export function makeBusiness(overrides: Partial<Business> = {}): Business {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Corner Bakery ${id}`,
    slug: `corner-bakery-${id}`,
    category: "Bakery",
    categorySlug: "bakery",
    categoryGroup: "restaurants",
    address: `${100 + id} Main St, Austin, TX 78701`,
    city: "Austin",
    state: "TX",
    country: "United States",
    zipCode: "78701",
    phone: "(512) 555-0100",
    email: null,
    website: null,
    rating: 4.5,
    reviewCount: 120,
    isVerified: false,
    isOpen: null,
    businessStatus: "OPERATIONAL",
    description: "Fresh bread every morning.",
    photos: [],
    openingHours: null,
    latitude: null,
    longitude: null,
    timeZone: "America/Chicago",
    placeId: `place-${id}`,
    locationLink: null,
    reviewsLink: null,
    attributes: null,
    menuLink: null,
    reservationLinks: null,
    orderLinks: null,
    otherHours: null,
    seoTitle: null,
    seoDescription: null,
    canonicalUrl: null,
    seoAbout: null,
    source: "import",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeBusinesses(count: number, overrides: Partial<Business> = {}): Business[] {
  return Array.from({ length: count }, () => makeBusiness(overrides));
}

export const site: SiteInfo = {
  siteName: "Main Street",
  siteUrl: "https://main-street.example",
  contactEmail: "help@main-street.example",
  contactPhone: "(555) 010-0199",
  adSlot: null,
  affiliateBanners: [],
};

export const statistics: Statistics = {
  totalBusinesses: 1_234_567,
  verifiedBusinesses: 45_678,
  categories: 312,
  totalCities: 2_400,
};

/** How the server read a search: by default, nothing to say (no words, no place, no corrections). */
export function makeSearchInfo(overrides: Partial<SearchInfo> = {}): SearchInfo {
  return { query: null, corrections: [], location: null, placeChoices: [], nearbyCities: [], widerRadiusMiles: null, sort: "relevance", ...overrides };
}

/** A town as the city lists give it: "Portland", "OR" → "Portland, OR" at /city/Portland,%20OR. */
export function makeCity(name: string, state: string | null, businessCount: number): CityPlace {
  return {
    id: `${name.toLowerCase()}|${state ?? ""}`,
    name,
    state,
    label: state ? `${name}, ${state}` : name,
    path: cityPath(name, state),
    businessCount,
  };
}
