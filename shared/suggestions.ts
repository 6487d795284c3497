import { z } from "zod";
import { businessFieldRules } from "./admin-api";
import { clientText } from "./api";
import { emailPattern, textLimits } from "./business-rules";
import { maxNoteLength, reportKinds } from "./suggestion-rules";

/**
 * What visitors and owners send, and the operator's queue of it (decision 033). Nothing here reaches
 * a public page until the operator accepts it.
 */

/**
 * `edit`: new values for some fields; `closed`: reported permanently or temporarily closed (the status
 * in `changes.businessStatus`); `moved`: reported moved, with the new address when the visitor knows it;
 * `submission`: an owner's new business.
 */
export const suggestionKinds = ["edit", "closed", "moved", "submission"] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

export const suggestionStatuses = ["open", "accepted", "rejected"] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

/**
 * GET /api/altcha/challenge: a proof-of-work challenge for the ALTCHA widget, signed by the server
 * (altcha-lib's Challenge, as this server makes it).
 */
export const altchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof altchaChallenge>;

/**
 * Sent with every suggestion and submission: the ALTCHA widget's payload (a solved proof-of-work
 * challenge from GET /api/altcha/challenge), and `homepage`, a field hidden from people that only a
 * bot fills in (any value is refused).
 */
const spamGuards = {
  altcha: z.string({ error: "is required: solve the check first" }).min(1, "is required: solve the check first").max(10_000, "is too long"),
  homepage: z.string().max(0, "must be empty").optional(),
};

const suggestedValues = businessFieldRules.pick({
  phone: true,
  website: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  openingHours: true,
  category: true,
});

/** POST /api/businesses/{id}/suggestions → 202 `{ id }`. */
export const suggestionRequest = z
  .object({
    report: z.enum(reportKinds, { error: `must be one of ${reportKinds.join(", ")}` }),
    changes: suggestedValues.strict().default({}),
    note: clientText(maxNoteLength).optional(),
    ...spamGuards,
  })
  .strict()
  .refine((v) => v.report !== "edit" || Object.keys(v.changes).length > 0, {
    path: ["changes"],
    message: "must suggest at least one new value",
  });
export type SuggestionRequest = z.input<typeof suggestionRequest>;

const requiredText = (max: number) => clientText(max).pipe(z.string().min(1, "is required"));

/** POST /api/submissions → 202 `{ id }`: an owner's business, with an e-mail only the operator sees. */
export const submissionRequest = z
  .object({
    name: requiredText(textLimits.name),
    category: requiredText(textLimits.category),
    address: requiredText(textLimits.address),
    city: requiredText(textLimits.city),
    state: requiredText(textLimits.state),
    zipCode: requiredText(textLimits.zipCode),
    phone: businessFieldRules.shape.phone.optional(),
    website: businessFieldRules.shape.website.optional(),
    openingHours: businessFieldRules.shape.openingHours.optional(),
    description: clientText(textLimits.description).optional(),
    email: clientText(textLimits.email).regex(emailPattern, "must be an e-mail address"),
    ...spamGuards,
  })
  .strict();
export type SubmissionRequest = z.input<typeof submissionRequest>;

export const suggestionAccepted = z.object({ id: z.number().int() });

/** GET /api/admin/suggestions. */
export const suggestionQuery = z.object({
  status: z.enum(suggestionStatuses, { error: `must be one of ${suggestionStatuses.join(", ")}` }).default("open"),
  kind: z.enum(suggestionKinds, { error: `must be one of ${suggestionKinds.join(", ")}` }).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "must be a whole number from 1 to 100")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be 1 or more").max(100, "must be at most 100"))
    .default(20),
  offset: z
    .string()
    .regex(/^\d{1,5}$/, "must be a whole number from 0 to 10000")
    .transform(Number)
    .pipe(z.number().int().max(10_000, "must be at most 10000"))
    .default(0),
});
export type SuggestionQuery = z.infer<typeof suggestionQuery>;

const suggestionItem = z.object({
  id: z.number().int(),
  kind: z.enum(suggestionKinds),
  status: z.enum(suggestionStatuses),
  /** The business it is about (for an accepted submission: the business it became); null otherwise. */
  business: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  /** The suggested values by field. */
  changes: z.record(z.string(), z.unknown()),
  /** The business's values of the same fields now (empty for a submission). */
  current: z.record(z.string(), z.unknown()),
  notes: z.array(z.string()),
  /** How many visitors sent this same change. */
  reports: z.number().int().min(1),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
  lastReportedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SuggestionItem = z.infer<typeof suggestionItem>;

export const suggestionPage = z.object({
  items: z.array(suggestionItem),
  totalCount: z.number().int().min(0),
  /** Open items of every kind: the tab's badge. */
  openCount: z.number().int().min(0),
});
export type SuggestionPage = z.infer<typeof suggestionPage>;

/** POST /api/admin/suggestions/{id}/accept and /reject. */
export const suggestionDecision = z.object({ message: z.string(), item: suggestionItem });
export type SuggestionDecision = z.infer<typeof suggestionDecision>;
