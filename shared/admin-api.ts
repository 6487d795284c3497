import { z } from "zod";
import { clientText } from "./api";

/** Contracts of the admin API, shared by the server, the admin screens and the tests. */

export const loginRequest = z.object({
  username: z.string().min(1, "is required").max(200),
  password: z.string().min(1, "is required").max(500),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const authStatus = z.object({ authenticated: z.literal(true), username: z.string() });
export type AuthStatus = z.infer<typeof authStatus>;

export const messageResponse = z.object({ message: z.string() });

export const rowError = z.object({
  row: z.number().int().min(1),
  /** Only for rows on a sheet after the first. */
  sheet: z.string().optional(),
  message: z.string(),
});
export type RowError = z.infer<typeof rowError>;

export const importResult = z.object({
  message: z.string(),
  stats: z.object({
    imported: z.number().int().min(0),
    duplicatesSkipped: z.number().int().min(0),
    totalErrors: z.number().int().min(0),
    /** Links that were not http(s) and were left out of their rows. */
    urlsDropped: z.number().int().min(0),
  }),
  /** The first 100 row errors, numbered as rows of the sheet. */
  errors: z.array(rowError),
});
export type ImportResult = z.infer<typeof importResult>;

export const seoResult = z.object({ message: z.string(), updated: z.number().int().min(0) });
export type SeoResult = z.infer<typeof seoResult>;

export const deleteAllRequest = z.object({
  confirm: z.literal("DELETE", { error: 'must be the text "DELETE"' }),
});

const optionalNullableText = (max: number) => clientText(max).nullable().optional();

/** PATCH /api/admin/businesses/{id}: any subset of the editable fields. */
export const businessUpdate = z
  .object({
    name: clientText(300).pipe(z.string().min(1, "is required")),
    category: clientText(200).pipe(z.string().min(1, "is required")),
    address: optionalNullableText(500),
    city: optionalNullableText(200),
    state: optionalNullableText(100),
    country: optionalNullableText(100),
    zipCode: optionalNullableText(20),
    phone: optionalNullableText(50),
    email: z.email({ error: "must be an e-mail address" }).max(200).nullable(),
    website: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .max(2000)
      .pipe(clientText(2000))
      .nullable(),
    rating: z.number({ error: "must be a number" }).min(0, "must be between 0 and 5").max(5, "must be between 0 and 5").nullable(),
    reviewCount: z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(100_000_000, "is too large"),
    isVerified: z.boolean(),
    businessStatus: optionalNullableText(50),
    description: optionalNullableText(20_000),
    seoTitle: optionalNullableText(300),
    seoDescription: optionalNullableText(1000),
    openingHours: z.record(clientText(20), clientText(100)).nullable(),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "must change at least one field");
export type BusinessUpdate = z.infer<typeof businessUpdate>;

export const adminEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const adminEvents = z.array(adminEvent);
export type AdminEvent = z.infer<typeof adminEvent>;

export const sitemapStats = z.object({
  totalBusinesses: z.number().int().min(0),
  /** Business sitemap files; the index also lists the main pages, categories and cities files. */
  totalSitemaps: z.number().int().min(0),
  businessesPerSitemap: z.number().int().min(1),
  sitemapUrls: z.object({
    main: z.string(),
    mainPages: z.string(),
    categories: z.string(),
    cities: z.string(),
    businesses: z.array(z.string()),
  }),
});
export type SitemapStats = z.infer<typeof sitemapStats>;
