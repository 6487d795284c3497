import { z } from "zod";
import { existingRows } from "./admin-api";
import { cityPageQuery, clientText, noCountry } from "./api";

/**
 * The path parameters and the smaller queries of the API: the routes parse with these, and the API's
 * description (GET /api/openapi.json) is made from them, so the two cannot say different things.
 */

const positiveId = z
  .string()
  .regex(/^\d{1,9}$/, "must be a positive whole number")
  .transform(Number);

/** `{id}` of a business, an import, a queue item. */
export const idParam = z.object({ id: positiveId });
/** /api/admin/businesses/{id}/history/{editId}/revert. */
export const editParams = z.object({ id: positiveId, editId: positiveId });
/** /api/admin/trash/jobs/{id}: a job's id as its 202 answer gave it. */
export const jobIdParam = z.object({ id: z.uuid({ error: "must be a job id from a 202 answer" }) });

const pathText = clientText(200).pipe(z.string().min(1, "must not be empty"));
export const slugParam = z.object({ slug: pathText });
/** A town's name, with its state after a comma when several states have one of that name: "Portland, OR". */
export const cityParam = z.object({ cityName: pathText });
export const categoryParam = z.object({ categoryName: pathText });

/** GET /api/city/{cityName}/places: the state, when the name does not carry it. */
export const cityPlacesQuery = cityPageQuery.pick({ state: true });

/** GET /api/cities/popular. */
export const popularQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .default(12),
});

/** POST /api/admin/import: answer when done, or at once with the job's id (`mode=job`). */
/** `?mode=job`: answered at once (202) with the job's id, instead of when the work ends. */
export const jobQuery = z.object({
  mode: z.enum(["job"], { error: 'must be "job" or left out' }).optional(),
});

export const importQuery = jobQuery.extend({
  /** A row whose place id is listed: `skip` it (the default) or `update` that business (decision 032). */
  existing: existingRows.optional().transform((v) => v ?? "skip"),
});
export type ImportQuery = z.infer<typeof importQuery>;

/** GET /api/admin/export: every business, or one country's (`(none)`: those with no country). */
export const exportQuery = z.object({
  country: clientText(100)
    .optional()
    .transform((v) => (v === noCountry ? null : v || undefined)),
});
