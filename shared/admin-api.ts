import { createUpdateSchema } from "drizzle-zod";
import { z } from "zod";
import { clientText } from "./api";
import { emailPattern, maxLinkLength, maxReviewCount, ratingRange, ratingRule, textLimits } from "./business-rules";
import { weekdays } from "./opening-hours";
import { businesses } from "./schema";

/** Contracts of the admin API, shared by the server, the admin screens and the tests. */

export const loginRequest = z.object({
  username: z.string().min(1, "is required").max(200),
  password: z.string().min(1, "is required").max(500),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const authStatus = z.object({ authenticated: z.literal(true), username: z.string() });
export type AuthStatus = z.infer<typeof authStatus>;

const rowError = z.object({
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

/**
 * Where an import job stands. A file is read and written in one transaction: "reading" until its
 * first rows are written, "writing" until it commits ("done") or rolls back ("failed", or
 * "cancelled" by the operator); "undone" once its rows were taken out again.
 */
export const importStatuses = ["queued", "reading", "writing", "done", "failed", "cancelled", "undone"] as const;
export type ImportStatus = (typeof importStatuses)[number];
/** Statuses of a job still under way: it can be cancelled, and its figures still move. */
export const activeImportStatuses: readonly ImportStatus[] = ["queued", "reading", "writing"];

/** The row errors a job keeps, and those the synchronous answer lists. */
export const maxJobErrors = 1000;
export const maxAnswerErrors = 100;

export const importJob = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(importStatuses),
  rowsRead: z.number().int().min(0),
  /** Known once the file is read to its end. */
  rowsTotal: z.number().int().min(0).nullable(),
  imported: z.number().int().min(0),
  duplicatesSkipped: z.number().int().min(0),
  totalErrors: z.number().int().min(0),
  urlsDropped: z.number().int().min(0),
  /** The first maxJobErrors row errors. */
  errors: z.array(rowError),
  /** What happened, in a sentence: the import's message when done, why not otherwise. */
  message: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Seconds left, estimated from the pace so far; null when not under way or not yet known. */
  etaSeconds: z.number().min(0).nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

/** GET /api/admin/imports: the most recent first; errors are left out ([]) of the list, read one job for them. */
export const importJobList = z.object({ imports: z.array(importJob) });

/** POST /api/admin/import?mode=job answers 202 with this. */
export const importJobStarted = z.object({ importId: z.number().int() });

/** POST /api/admin/imports/{id}/undo: how many of the import's rows were taken out, and those kept because edited since. */
export const importUndoResult = z.object({
  message: z.string(),
  removed: z.number().int().min(0),
  /** Rows the import added that were edited after it, left in place (first 100). */
  kept: z.array(z.object({ id: z.number().int(), name: z.string() })),
  keptCount: z.number().int().min(0),
});
export type ImportUndoResult = z.infer<typeof importUndoResult>;

export const seoResult = z.object({ message: z.string(), updated: z.number().int().min(0) });
export type SeoResult = z.infer<typeof seoResult>;

export const deleteAllRequest = z.object({
  confirm: z.literal("DELETE", { error: 'must be the text "DELETE"' }),
});

const requiredText = (max: number) => clientText(max).pipe(z.string().min(1, "is required"));
const rangeMessage = `must be ${ratingRule}`;

/** The fields the edit form and PATCH may change; everything else (slug, place id, source …) stays as imported. */
const editable = {
  name: true,
  category: true,
  address: true,
  city: true,
  state: true,
  country: true,
  zipCode: true,
  phone: true,
  email: true,
  website: true,
  rating: true,
  reviewCount: true,
  isVerified: true,
  businessStatus: true,
  description: true,
  seoTitle: true,
  seoDescription: true,
  openingHours: true,
} as const;

/**
 * PATCH /api/admin/businesses/{id}: any subset of the editable fields. Types and
 * nullability come from the table; the rules (shared/business-rules.ts) are the import's.
 */
export const businessUpdate = createUpdateSchema(businesses, {
  name: () => requiredText(textLimits.name),
  category: () => requiredText(textLimits.category),
  address: () => clientText(textLimits.address),
  city: () => clientText(textLimits.city),
  state: () => clientText(textLimits.state),
  country: () => clientText(textLimits.country),
  zipCode: () => clientText(textLimits.zipCode),
  phone: () => clientText(textLimits.phone),
  email: () => clientText(textLimits.email).regex(emailPattern, "must be an e-mail address"),
  website: () =>
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .max(maxLinkLength, `must be at most ${maxLinkLength} characters`)
      .pipe(clientText(maxLinkLength)),
  rating: () => z.number({ error: "must be a number" }).min(ratingRange.min, rangeMessage).max(ratingRange.max, rangeMessage),
  reviewCount: () => z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be 0 or more").max(maxReviewCount, "is too large"),
  businessStatus: () => clientText(textLimits.businessStatus),
  description: () => clientText(textLimits.description),
  seoTitle: () => clientText(textLimits.seoTitle),
  seoDescription: () => clientText(textLimits.seoDescription),
  // Days as the import reads them: English weekday names, each with its hours.
  openingHours: () => z.partialRecord(z.enum(weekdays), clientText(100).pipe(z.string().min(1, "is required"))),
})
  .pick(editable)
  .strict()
  .refine((value) => Object.keys(value).length > 0, "must change at least one field");
export type BusinessUpdate = z.infer<typeof businessUpdate>;

const adminEvent = z.object({
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
