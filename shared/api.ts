import { z } from "zod";
import { maxPageSize, publicPageSize } from "./constants";

/** Contracts of the public read API, shared by the server (to validate) and the tests (to parse); the client imports only their types. */

export { adminPageSize, maxPageSize, publicPageSize } from "./constants";

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
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const businessListQuery = z.object({
  limit: integerText(1, maxPageSize).default(publicPageSize),
  offset: integerText(0, 10_000_000).default(0),
  search: optionalText(200),
  category: optionalText(200).transform((v) => (v?.toLowerCase() === "all" ? undefined : v)),
  location: optionalText(200),
  country: optionalText(100),
  status: z.enum(["verified", "pending"]).optional(),
});
export type BusinessListQuery = z.infer<typeof businessListQuery>;

/** City and category pages: a bounded page of the list; the total is in the X-Total-Count header. */
export const pageQuery = z.object({
  limit: integerText(1, maxPageSize).default(publicPageSize),
  offset: integerText(0, 10_000_000).default(0),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const business = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  categoryGroup: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().min(0),
  isVerified: z.boolean(),
  /** Computed at the moment of the request from the hours in the business's time zone; null when unknown. */
  isOpen: z.boolean().nullable(),
  businessStatus: z.string().nullable(),
  description: z.string().nullable(),
  photos: z.array(z.string()),
  openingHours: z.record(z.string(), z.string()).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeZone: z.string().nullable(),
  placeId: z.string().nullable(),
  locationLink: z.string().nullable(),
  reviewsLink: z.string().nullable(),
  attributes: z.record(z.string(), z.record(z.string(), z.union([z.boolean(), z.string()]))).nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  canonicalUrl: z.string().nullable(),
  seoAbout: z.string().nullable(),
  source: z.enum(["import", "admin", "sample"]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Business = z.infer<typeof business>;

export const businessList = z.array(business);

export const businessListResponse = z.object({
  businesses: z.array(business),
  totalCount: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  /** False for a broad search: there are more matches than totalCount, and more pages than totalPages. */
  totalExact: z.boolean(),
});
export type BusinessListResponse = z.infer<typeof businessListResponse>;

export const statistics = z.object({
  totalBusinesses: z.number().int().min(0),
  verifiedBusinesses: z.number().int().min(0),
  categories: z.number().int().min(0),
  totalCities: z.number().int().min(0),
});
export type Statistics = z.infer<typeof statistics>;

export const popularCity = z.object({
  id: z.string(),
  name: z.string(),
  businessCount: z.number().int().min(0),
});
export const popularCities = z.array(popularCity);
export type PopularCity = z.infer<typeof popularCity>;

export const categorySummary = z.object({
  category: z.string(),
  slug: z.string(),
  group: z.string(),
  businessCount: z.number().int().min(0),
});
export const categorySummaries = z.array(categorySummary);
export type CategorySummary = z.infer<typeof categorySummary>;

export const categoryGroupSummary = z.object({
  slug: z.string(),
  name: z.string(),
  businessCount: z.number().int().min(0),
});
export const categoryGroupSummaries = z.array(categoryGroupSummary);
export type CategoryGroupSummary = z.infer<typeof categoryGroupSummary>;

export const countrySummary = z.object({
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

export const cityList = z.array(z.object({ name: z.string(), businessCount: z.number().int().min(0) }));
export type CityListItem = z.infer<typeof cityList>[number];
