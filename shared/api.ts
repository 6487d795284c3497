import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { ratingScale } from "./business-rules";
import { businesses, businessSources } from "./schema";
import { citiesQueryMaxLength, cityLetterPattern, maxListOffset, maxPageSize, maxRadiusMiles, nearbyLimit, publicPageSize, searchSorts } from "./constants";

/** Contracts of the public read API, shared by the server (to validate) and the tests (to parse); the client imports only their types. */

export { defaultRadiusMiles, nearbyLimit, nearbyRadiusMiles } from "./constants";

/** Text a client may send: bounded, and free of NUL, which PostgreSQL text cannot hold. */
export const clientText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !v.includes("\0"), "must not contain NUL characters")
    .refine((v) => !/\p{Cs}/u.test(v), "must be valid Unicode text");

const optionalText = (max: number) =>
  clientText(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const integerText = (min: number, max: number) =>
  z.string().regex(/^\d+$/, "must be a whole number").transform(Number).pipe(z.number().int().min(min).max(max));

/** Where a page starts: no deeper than a list goes (decision 029). */
const offsetText = z
  .string()
  .regex(/^\d+$/, "must be a whole number")
  .transform(Number)
  .pipe(
    z
      .number()
      .max(maxListOffset, `must be at most ${maxListOffset.toLocaleString("en-US")}: lists go no deeper; narrow the list with words, a town or a category`),
  );

const decimalText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, "must be a number")
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** The orders a result list can take; `distance` needs a point (a ZIP in `location`, or `near`). */
export type { SearchSort } from "./constants";

/** "LAT,LNG" in decimal degrees, e.g. "29.7604,-95.3698". */
const pointText = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?$/, "must be LAT,LNG in decimal degrees")
  .transform((v) => {
    const [lat = 0, lng = 0] = v.split(",").map(Number);
    return { lat, lng };
  })
  .refine((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, "latitude must be within ±90 and longitude within ±180");
export type GeoPoint = { lat: number; lng: number };

/** A map's visible area in decimal degrees: west and east longitudes, south and north latitudes. */
export type GeoBox = { west: number; south: number; east: number; north: number };

const coordinate = String.raw`\s*(-?\d{1,3}(?:\.\d+)?)\s*`;

/**
 * "minLng,minLat,maxLng,maxLat", the order of GeoJSON's and most map libraries' bounding boxes.
 * A box across the antimeridian (west > east) is refused: no US town needs one, and a map asks
 * for it only when zoomed out past the Pacific; it may send the two halves' boxes apart.
 */
const boxText = z
  .string()
  .regex(new RegExp(`^${coordinate},${coordinate},${coordinate},${coordinate}$`), "must be minLng,minLat,maxLng,maxLat in decimal degrees")
  .transform((v) => {
    const [west = 0, south = 0, east = 0, north = 0] = v.split(",").map(Number);
    return { west, south, east, north };
  })
  .refine((b) => [b.west, b.east].every((lng) => Math.abs(lng) <= 180), "longitudes must be within ±180")
  .refine((b) => [b.south, b.north].every((lat) => Math.abs(lat) <= 90), "latitudes must be within ±90")
  .refine((b) => b.south < b.north, "minLat must be below maxLat")
  .refine((b) => b.west !== b.east, "minLng and maxLng must differ")
  .refine((b) => b.west < b.east, "minLng is east of maxLng: a box across the antimeridian is not supported; ask for its two halves apart");

/** Filters and order every public list accepts: browse, a city's and a category's. */
const listFilters = {
  near: pointText.optional(),
  radius: decimalText(0.1, maxRadiusMiles).optional(),
  /** Only the businesses inside this box (a map's "Search this area"), in the list's own order. */
  bbox: boxText.optional(),
  sort: z.enum(searchSorts, { error: `must be one of ${searchSorts.join(", ")}` }).optional(),
  openNow: z
    .enum(["true", "false"], { error: "must be true or false" })
    .transform((v) => v === "true")
    .optional(),
  minRating: decimalText(ratingScale.min, ratingScale.max).optional(),
};

export const businessListQuery = z.object({
  limit: integerText(1, maxPageSize).default(publicPageSize),
  offset: offsetText.default(0),
  search: optionalText(200),
  category: optionalText(200).transform((v) => (v?.toLowerCase() === "all" ? undefined : v)),
  location: optionalText(200),
  country: optionalText(100),
  status: z.enum(["verified", "pending"]).optional(),
  ...listFilters,
});
export type BusinessListQuery = z.infer<typeof businessListQuery>;

/** City and category pages: a bounded page of the list, with the list filters; the total is in the X-Total-Count header. */
export const pageQuery = z.object({
  limit: integerText(1, maxPageSize).default(publicPageSize),
  offset: offsetText.default(0),
  ...listFilters,
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A city page's list may name the state apart from the city: /api/city/Portland?state=OR. */
/** A town's page: `state` tells towns of one name apart; `category` (a group's or a fine category's slug) keeps one category. */
export const cityPageQuery = pageQuery.extend({ state: optionalText(100), category: optionalText(200) });
export type CityPageQuery = z.infer<typeof cityPageQuery>;

const stringRecord = z.record(z.string(), z.string());

/**
 * A business as the API sends it: the table's row (drizzle-zod), so a new column
 * appears here without being restated, with the JSON columns' shapes, timestamps
 * as ISO text, the list order's rank left out and isOpen added.
 */
export const business = createSelectSchema(businesses, {
  rating: (schema) => schema.min(ratingScale.min).max(ratingScale.max),
  reviewCount: (schema) => schema.min(0),
  photos: z.array(z.string()),
  openingHours: () => stringRecord,
  attributes: () => z.record(z.string(), z.record(z.string(), z.union([z.boolean(), z.string()]))),
  /** Null when there is none, like the hours. */
  reservationLinks: () => z.array(z.string()),
  orderLinks: () => z.array(z.string()),
  /** Hours besides the opening hours by kind, e.g. {"Delivery": {"Monday": "11AM-9PM"}}. */
  otherHours: () => z.record(z.string(), stringRecord),
  source: z.enum(businessSources),
  createdAt: z.string(),
  updatedAt: z.string(),
})
  .omit({ rank: true })
  .extend({
    /** Computed at the moment of the request from the hours in the business's time zone; null when unknown. */
    isOpen: z.boolean().nullable(),
  });
export type Business = z.infer<typeof business>;

/** A business in a list: near a known point it also says how far away it is. */
export const listedBusiness = business.extend({ distanceMiles: z.number().min(0).optional() });
export type ListedBusiness = z.infer<typeof listedBusiness>;

export const businessList = z.array(listedBusiness);

/** A business near another of its group, as that one's page lists it: what a small card shows, and how far. */
const nearbyBusiness = business
  .pick({
    id: true,
    name: true,
    slug: true,
    category: true,
    categoryGroup: true,
    city: true,
    state: true,
    rating: true,
    reviewCount: true,
    businessStatus: true,
    source: true,
  })
  .extend({ photo: z.string().nullable(), distanceMiles: z.number().min(0) });
export type NearbyBusiness = z.infer<typeof nearbyBusiness>;
export const nearbyBusinesses = z.array(nearbyBusiness).max(nearbyLimit);

/** A place a visitor can pick instead: `location` is what to put in the location box. */
const placeChoice = z.object({
  label: z.string(),
  location: z.string(),
  distanceMiles: z.number().min(0).optional(),
});
export type PlaceChoice = z.infer<typeof placeChoice>;

/** How the search was understood, so the page can say it and offer what would work instead. */
const searchInfo = z.object({
  /** The words searched for after place words were taken out and typos corrected; null without words. */
  query: z.string().nullable(),
  /** Words that matched nothing here and what they were read as ("piza" → "pizza"). */
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  /** Where the search looked, as understood from the location box, place words or `near`. */
  location: z
    .object({
      label: z.string(),
      kind: z.enum(["city", "state", "zip", "point"]),
      /** Set when results are limited to a distance around a point. */
      radiusMiles: z.number().nullable(),
    })
    .nullable(),
  /** A city name held in several states: each, so the visitor can tell which. */
  placeChoices: z.array(placeChoice),
  /** With no results in a place: the nearest other towns that have matches for the same words and filters. */
  nearbyCities: z.array(placeChoice),
  /** With no results within a radius: a wider radius, in miles, within which there are matches; else null. */
  widerRadiusMiles: z.number().nullable(),
  sort: z.enum(searchSorts),
});
export type SearchInfo = z.infer<typeof searchInfo>;

export const businessListResponse = z.object({
  businesses: z.array(listedBusiness),
  totalCount: z.number().int().min(0),
  /** The pages this list serves: a page exists after page k exactly when k < totalPages. */
  totalPages: z.number().int().min(0),
  /** False for a broad search: there are at least totalCount matches ("1,000+"), more than its pages serve. */
  totalExact: z.boolean(),
  search: searchInfo,
});
export type BusinessListResponse = z.infer<typeof businessListResponse>;

export const statistics = z.object({
  totalBusinesses: z.number().int().min(0),
  verifiedBusinesses: z.number().int().min(0),
  categories: z.number().int().min(0),
  totalCities: z.number().int().min(0),
});
export type Statistics = z.infer<typeof statistics>;

/**
 * A city: a name in one state ("Portland, OR" and "Portland, ME" are two). The
 * popular cities' answer holds id, name and businessCount; the rest tells towns of one
 * name apart and says where each one's page is.
 */
const cityPlace = z.object({
  id: z.string(),
  name: z.string(),
  /** Null when the listings give none. */
  state: z.string().nullable(),
  /** "Portland, OR", or the name alone without a state. */
  label: z.string(),
  /** The city page, e.g. "/city/Portland,%20OR". */
  path: z.string(),
  businessCount: z.number().int().min(0),
});
export type CityPlace = z.infer<typeof cityPlace>;
const popularCity = cityPlace;
export const popularCities = z.array(popularCity);
export type PopularCity = CityPlace;

/** What a city page's name stands for: one town, or several of that name to choose from (most businesses first). */
export const cityChoice = z.object({
  name: z.string(),
  /** The town the name (with its state, or alone when only one state has it) stands for; null when it must be chosen. */
  place: cityPlace.nullable(),
  places: z.array(cityPlace).min(1),
});
export type CityChoice = z.infer<typeof cityChoice>;

/** A category in one town: a broad group ("restaurants") or a fine category ("pizza-restaurant"). */
const townCategory = z.object({
  slug: z.string(),
  /** "Restaurants", "Pizza restaurant". */
  label: z.string(),
  /** Its page in the town, e.g. "/city/Houston,%20TX/restaurants". */
  path: z.string(),
  businessCount: z.number().int().min(1),
});
export type TownCategory = z.infer<typeof townCategory>;

/** GET /api/city/{cityName}/categories: the town's groups and fine categories, most businesses first. */
export const cityCategories = z.object({
  place: cityPlace,
  groups: z.array(townCategory),
  categories: z.array(townCategory),
});
export type CityCategories = z.infer<typeof cityCategories>;

/** GET /api/category/{categoryName}/cities: the towns with most of a group or a category, most first. */
export const categoryCities = z.object({
  category: z.object({ slug: z.string(), label: z.string(), kind: z.enum(["group", "category"]) }),
  towns: z.array(
    z.object({
      /** "Houston, TX". */
      label: z.string(),
      /** The category's page in that town. */
      path: z.string(),
      businessCount: z.number().int().min(1),
    }),
  ),
});
export type CategoryCities = z.infer<typeof categoryCities>;

const categorySummary = z.object({
  category: z.string(),
  slug: z.string(),
  group: z.string(),
  businessCount: z.number().int().min(0),
});
export const categorySummaries = z.array(categorySummary);
export type CategorySummary = z.infer<typeof categorySummary>;

const categoryGroupSummary = z.object({
  slug: z.string(),
  name: z.string(),
  businessCount: z.number().int().min(0),
});
export const categoryGroupSummaries = z.array(categoryGroupSummary);
export type CategoryGroupSummary = z.infer<typeof categoryGroupSummary>;

/**
 * The country filter's value (GET /api/businesses and the admin export, ?country=)
 * for businesses listed with no country; /api/countries gives their count under it,
 * last. Parentheses, which no country's name holds.
 */
export const noCountry = "(none)";

const countrySummary = z.object({
  country: z.string(),
  businessCount: z.number().int().min(0),
});
export const countrySummaries = z.array(countrySummary);
export type CountrySummary = z.infer<typeof countrySummary>;

export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const totalCountHeader = "X-Total-Count";

/** What the client needs to know about the site: names, contacts and configured promotions. */
export const siteInfo = z.object({
  siteName: z.string(),
  siteUrl: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  adSlot: z.object({ image: z.string(), link: z.string() }).nullable(),
  affiliateBanners: z.array(z.object({ title: z.string(), text: z.string(), url: z.string() })),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const cityList = z.array(cityPlace);
export type CityListItem = CityPlace;

/** GET /api/cities/index: one letter's towns, or the towns matching `q` (the letter is then ignored), a page at a time. */
export const cityIndexQuery = z.object({
  letter: z
    .string()
    .regex(cityLetterPattern, "must be one letter A-Z or #")
    .transform((v) => v.toUpperCase())
    .optional(),
  q: optionalText(citiesQueryMaxLength),
  page: z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number of at most 6 digits")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be at least 1"))
    .default(1),
});

const cityLetter = z.object({
  /** "A" to "Z", or "#" for names that do not start with one once accents are set aside. */
  letter: z.string(),
  cityCount: z.number().int().min(1),
});
export type CityLetter = z.infer<typeof cityLetter>;

export const cityIndex = z.object({
  /** Every letter that has towns, A to Z then "#", whatever the search or page. */
  letters: z.array(cityLetter),
  /** The letter listed; null for a search, or when there are no towns at all. */
  letter: z.string().nullable(),
  /** The search as read (trimmed); null for a letter. */
  query: z.string().nullable(),
  cities: z.array(cityPlace),
  totalCount: z.number().int().min(0),
  page: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});
export type CityIndex = z.infer<typeof cityIndex>;

export const suggestQuery = z.object({
  q: clientText(100).default(""),
  /** `what`: categories, cities and businesses; `where`: cities and ZIP codes. */
  field: z.enum(["what", "where"], { error: "must be what or where" }).default("what"),
});
export type SuggestQuery = z.infer<typeof suggestQuery>;

const suggestion = z.object({
  kind: z.enum(["category", "city", "business", "zip"]),
  label: z.string(),
  /** The page the suggestion leads to. */
  url: z.string(),
  /** The text to put in the box when the suggestion is chosen there instead. */
  value: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;

export const maxSuggestions = 8;
export const suggestResponse = z.object({ suggestions: z.array(suggestion).max(maxSuggestions) });
export type SuggestResponse = z.infer<typeof suggestResponse>;

/**
 * What the map needs to draw its basemap: the MapLibre style to load. Our own
 * `/map/style.json` (the built-in outlines, or the operator's PMTiles archive),
 * or the hosted style the operator named in MAP_STYLE_URL.
 */
export const mapSettings = z.object({ styleUrl: z.string() });
export type MapSettings = z.infer<typeof mapSettings>;
