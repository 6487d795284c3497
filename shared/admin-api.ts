import { createUpdateSchema } from "drizzle-zod";
import { z } from "zod";
import { clientText } from "./api";
import { emailPattern, maxLinkLength, maxReviewCount, ratingRange, ratingRule, textLimits } from "./business-rules";
import { businessStatuses } from "./business-status";
import { dayHoursRule, readableHours, weekdays } from "./opening-hours";
import { isDialable, phoneRule } from "./phone";
import { businesses, editSources, existingRowModes } from "./schema";

/** Contracts of the admin API, shared by the server, the admin screens and the tests. */

export const loginRequest = z.object({
  username: z.string().min(1, "is required").max(200),
  password: z.string().min(1, "is required").max(500),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const authStatus = z.object({ authenticated: z.literal(true), username: z.string() });
export type AuthStatus = z.infer<typeof authStatus>;

/** The operator's session cookie, which POST /api/admin/login sets and every other admin route needs. */
export const sessionCookieName = "mainstreet.sid";

/** POST /api/admin/logout. */
export const signedOut = z.object({ message: z.string() });

const rowError = z.object({
  row: z.number().int().min(1),
  /** Only for rows on a sheet after the first. */
  sheet: z.string().optional(),
  message: z.string(),
});
export type RowError = z.infer<typeof rowError>;

/** A field a refresh import left as edited by hand (decision 032), with the value the file had for it. */
const keptEditedField = z.object({ id: z.number().int(), name: z.string(), field: z.string(), value: z.unknown() });

/** POST /api/admin/import?existing=…: what a row whose place id is already listed does (decision 032). */
export const existingRows = z.enum(existingRowModes, { error: 'must be "skip" or "update"' });

export const importResult = z.object({
  message: z.string(),
  stats: z.object({
    imported: z.number().int().min(0),
    duplicatesSkipped: z.number().int().min(0),
    totalErrors: z.number().int().min(0),
    /** Links that were not http(s) and were left out of their rows. */
    urlsDropped: z.number().int().min(0),
    /** Rows whose phone was not a dialable number (shared/phone.ts), left out of the row. */
    phonesDropped: z.number().int().min(0),
    /** Rows with hours that could not be read (shared/opening-hours.ts), left out of their hours. */
    hoursUnreadable: z.number().int().min(0),
    /** A refresh (`existing=update`): listed businesses it changed, those the file left as they were, and fields kept as edited by hand. */
    updated: z.number().int().min(0),
    unchanged: z.number().int().min(0),
    keptEdited: z.number().int().min(0),
  }),
  /** The first 100 row errors, numbered as rows of the sheet. */
  errors: z.array(rowError),
  /** The first 100 fields a refresh left as the operator had edited them, with the file's value. */
  keptEditedFields: z.array(keptEditedField),
});
export type ImportResult = z.infer<typeof importResult>;

/**
 * Where an import job stands. A file is read and written in one transaction: "reading" until its
 * first rows are written, "writing" until it commits ("done") or rolls back ("failed", or
 * "cancelled" by the operator); "undone" once its rows were taken out again.
 */
const importStatuses = ["queued", "reading", "writing", "done", "failed", "cancelled", "undone"] as const;
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
  phonesDropped: z.number().int().min(0),
  hoursUnreadable: z.number().int().min(0),
  /** What the job does with listed businesses, and what its refresh did (zeros for `skip`). */
  existing: existingRows,
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  keptEdited: z.number().int().min(0),
  /** The first 100 fields kept as edited by hand; [] in the list of jobs. */
  keptEditedFields: z.array(keptEditedField),
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

/** The figures of a job that has counted nothing yet (a new one, waiting for its turn). */
export const jobNotStarted = (): Pick<
  ImportJob,
  | "status"
  | "rowsRead"
  | "rowsTotal"
  | "imported"
  | "duplicatesSkipped"
  | "totalErrors"
  | "urlsDropped"
  | "phonesDropped"
  | "hoursUnreadable"
  | "updated"
  | "unchanged"
  | "keptEdited"
  | "errors"
  | "message"
> => ({
  status: "queued",
  rowsRead: 0,
  rowsTotal: null,
  imported: 0,
  duplicatesSkipped: 0,
  totalErrors: 0,
  urlsDropped: 0,
  phonesDropped: 0,
  hoursUnreadable: 0,
  updated: 0,
  unchanged: 0,
  keptEdited: 0,
  errors: [],
  message: null,
});

/** GET /api/admin/imports: the most recent first; errors are left out ([]) of the list, read one job for them. */
export const importJobList = z.object({ imports: z.array(importJob) });
export type ImportJobList = z.infer<typeof importJobList>;

/** POST /api/admin/import?mode=job answers 202 with this. */
export const importJobStarted = z.object({ importId: z.number().int() });
export type ImportJobStarted = z.infer<typeof importJobStarted>;

/**
 * POST /api/admin/imports/{id}/undo: how many of the import's rows went to the trash, and those kept because edited since;
 * for a refresh, how many of its updates went back to the values before it, and the fields kept because edited since.
 */
export const importUndoResult = z.object({
  message: z.string(),
  removed: z.number().int().min(0),
  /** The trash batch they went to: `POST /api/admin/trash/restore {"batch": …}` puts them back. */
  batchId: z.string(),
  /** Rows the import added that were edited after it, left in place (first 100). */
  kept: z.array(z.object({ id: z.number().int(), name: z.string() })),
  keptCount: z.number().int().min(0),
  /** Businesses the import updated that have (some of) their earlier values back. */
  reverted: z.number().int().min(0),
  /** Fields the import updated that were changed again since, left as they are (first 100), and how many in all. */
  keptFields: z.array(z.object({ id: z.number().int(), name: z.string(), field: z.string() })),
  keptFieldCount: z.number().int().min(0),
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
 * Each editable field's rule: types and nullability come from the table, the rules
 * (shared/business-rules.ts) are the import's. Visitor suggestions and owner submissions
 * (shared/suggestions.ts) check their fields with the same rules.
 */
export const businessFieldRules = createUpdateSchema(businesses, {
  name: () => requiredText(textLimits.name),
  category: () => requiredText(textLimits.category),
  address: () => clientText(textLimits.address),
  city: () => clientText(textLimits.city),
  state: () => clientText(textLimits.state),
  country: () => clientText(textLimits.country),
  zipCode: () => clientText(textLimits.zipCode),
  phone: () => clientText(textLimits.phone).refine(isDialable, phoneRule),
  email: () => clientText(textLimits.email).regex(emailPattern, "must be an e-mail address"),
  website: () =>
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .max(maxLinkLength, `must be at most ${maxLinkLength} characters`)
      .pipe(clientText(maxLinkLength)),
  rating: () => z.number({ error: "must be a number" }).min(ratingRange.min, rangeMessage).max(ratingRange.max, rangeMessage),
  reviewCount: () => z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be 0 or more").max(maxReviewCount, "is too large"),
  businessStatus: () => z.enum(businessStatuses, { error: `must be one of ${businessStatuses.join(", ")}` }),
  description: () => clientText(textLimits.description),
  seoTitle: () => clientText(textLimits.seoTitle),
  seoDescription: () => clientText(textLimits.seoDescription),
  // Days as the import reads them: English weekday names, each with hours the import can read.
  openingHours: () =>
    z.partialRecord(z.enum(weekdays), clientText(100).pipe(z.string().min(1, "is required"))).superRefine((hours, context) => {
      const [day] = readableHours(hours).unreadable;
      if (day) context.addIssue({ code: "custom", message: `${day} must be ${dayHoursRule}` });
    }),
}).pick(editable);

/** PATCH /api/admin/businesses/{id}: any subset of the editable fields. */
export const businessUpdate = businessFieldRules.strict().refine((value) => Object.keys(value).length > 0, "must change at least one field");
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
  /** Categories in towns listed across the pairs' files (/sitemaps/city-categories-N.xml), one URL each. */
  totalCityCategories: z.number().int().min(0),
  sitemapUrls: z.object({
    main: z.string(),
    mainPages: z.string(),
    categories: z.string(),
    cities: z.string(),
    /** The pairs' files, in the index's order (before the business files). */
    cityCategories: z.array(z.string()),
    businesses: z.array(z.string()),
  }),
});
export type SitemapStats = z.infer<typeof sitemapStats>;

/** How long a deleted business stays in the trash before the app purges it for good. */
export const trashKeepDays = 30;

const pageNumber = z
  .string()
  .regex(/^\d{1,6}$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be 1 or more"));

/** GET /api/admin/trash: `search` matches the name or the address (slug) of a deleted business. */
export const trashQuery = z.object({
  search: clientText(200)
    .optional()
    .transform((v) => v || undefined),
  page: pageNumber.optional().transform((v) => v ?? 1),
});
export type TrashQuery = z.infer<typeof trashQuery>;

const trashItem = z.object({
  /** The trash entry, as POST /api/admin/trash/restore takes it. */
  id: z.number().int(),
  businessId: z.number().int(),
  /** The delete it came from: a single delete, or a "delete all". */
  batchId: z.string(),
  name: z.string(),
  slug: z.string(),
  category: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  deletedAt: z.string(),
  /** When the app removes it for good. */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItem>;

/** A page of the trash, the latest deleted first. */
export const trashPage = z.object({
  items: z.array(trashItem),
  totalCount: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TrashPage = z.infer<typeof trashPage>;

/** POST /api/admin/trash/restore: some entries (`ids`), one delete (`batch`, as a delete answered it) or the whole trash. */
export const trashRestoreRequest = z
  .object({
    ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1, "must list at least one id").max(1000, "must list at most 1000 ids").optional(),
    batch: z.uuid({ error: "must be a batch id from a delete's answer" }).optional(),
    all: z.literal(true, { error: "must be true" }).optional(),
  })
  .strict()
  .refine((v) => [v.ids, v.batch, v.all].filter((x) => x !== undefined).length === 1, 'must hold exactly one of "ids", "batch" or "all": true');
export type TrashRestoreRequest = z.infer<typeof trashRestoreRequest>;

/** Which value of a deleted business is in use again, so that it cannot go back. */
const restoreConflictFields = ["id", "slug", "placeId"] as const;

const restoreConflict = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  field: z.enum(restoreConflictFields),
  /** The business that holds it now. */
  takenBy: z.string(),
});
export type RestoreConflict = z.infer<typeof restoreConflict>;

export const trashRestoreResult = z.object({
  message: z.string(),
  restored: z.number().int().min(0),
  /** Entries left in the trash because their id, address or place id is in use again (the first 100). */
  conflicts: z.array(restoreConflict),
  conflictCount: z.number().int().min(0),
});
export type TrashRestoreResult = z.infer<typeof trashRestoreResult>;

/** DELETE /api/admin/businesses/{id} and /api/admin/delete-all: what went to the trash, as one batch to restore. */
export const deleteResult = z.object({
  message: z.string(),
  deleted: z.number().int().min(0),
  batchId: z.string(),
});
export type DeleteResult = z.infer<typeof deleteResult>;

/**
 * A delete-all, or the restore of one batch, run as a job in batches of rows, each its own short
 * transaction (decision 044). `counting` reads how many there are; `moving` moves them batch by batch.
 */
const trashJobStatuses = ["counting", "moving", "done", "failed"] as const;
export type TrashJobStatus = (typeof trashJobStatuses)[number];
export const activeTrashJobStatuses: readonly TrashJobStatus[] = ["counting", "moving"];

export const trashJob = z.object({
  id: z.uuid(),
  kind: z.enum(["delete-all", "restore"]),
  status: z.enum(trashJobStatuses),
  /** The batch the businesses go to (delete-all) or come from (restore): what restores a delete-all. */
  batchId: z.uuid(),
  /** Businesses moved so far, and how many there were when the job counted them (null until then). */
  done: z.number().int().min(0),
  total: z.number().int().min(0).nullable(),
  /** What the job did, once it has ended; why it stopped, if it failed. */
  message: z.string().nullable(),
  /** A restore's entries left in the trash because their id, address or place id is in use again (the first 100). */
  conflicts: z.array(restoreConflict),
  conflictCount: z.number().int().min(0),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TrashJob = z.infer<typeof trashJob>;

/** `?mode=job` on DELETE /api/admin/delete-all and POST /api/admin/trash/restore: 202, the job to follow. */
export const trashJobStarted = z.object({ jobId: z.uuid() });
export type TrashJobStarted = z.infer<typeof trashJobStarted>;

type EditableField = keyof typeof editable;
const editableFields = Object.keys(editable) as [EditableField, ...EditableField[]];

/** Fields only a refresh import changes (the form does not edit them): they show in the history, and revert, all the same. */
const refreshOnlyFields = [
  "otherHours",
  "photos",
  "locationLink",
  "reviewsLink",
  "menuLink",
  "reservationLinks",
  "orderLinks",
  "latitude",
  "longitude",
  "timeZone",
] as const;
export const historyFields = [...editableFields, ...refreshOnlyFields] as const;
export type HistoryField = (typeof historyFields)[number];

const businessEdit = z.object({
  id: z.number().int(),
  editedAt: z.string(),
  /** Set when this edit put back the previous values of that one. */
  revertsEditId: z.number().int().nullable(),
  /** Who made it: the operator, import job `sourceId`, or accepted suggestion `sourceId`. */
  source: z.enum(editSources),
  sourceId: z.number().int().nullable(),
  changes: z.array(z.object({ field: z.enum(historyFields), previous: z.unknown(), next: z.unknown() })),
});
export type BusinessEdit = z.infer<typeof businessEdit>;

/** GET /api/admin/businesses/{id}/history: its last edits, the latest first. */
export const businessHistory = z.object({ edits: z.array(businessEdit) });
export type BusinessHistory = z.infer<typeof businessHistory>;
export const historyLength = 20;
