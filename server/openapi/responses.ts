import type { z } from "zod";
import type { ZodOpenApiRequestBodyObject, ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from "zod-openapi";
import { errorResponse } from "../../shared/api";

/** An answer of JSON described by a shared schema. */
export const json = (description: string, schema: z.ZodType): ZodOpenApiResponseObject => ({
  description,
  content: { "application/json": { schema } },
});

/** A request body of JSON described by a shared schema. */
export const jsonBody = (schema: z.ZodType): ZodOpenApiRequestBodyObject => ({ required: true, content: { "application/json": { schema } } });

/** What each error status means here; every error answers `{ message, errors? }` (server/http/error-handler.ts). */
const errorMeanings = {
  400: "Invalid input: `message` says what, `errors` names each bad field (query, path or body)",
  401: "No operator session, or wrong credentials",
  403: "A change without an `Origin` (or `Referer`) of this site",
  404: "No such record",
  409: "The request conflicts with the record's state (already ended, decided, or running elsewhere)",
  413: "The upload is larger than IMPORT_MAX_MB",
  429: "Too many attempts from this client: `Retry-After` says when to try again",
} as const;
export type ErrorStatus = keyof typeof errorMeanings;

/**
 * The error answers of an operation: the statuses given, and `default` for those any route may give
 * (500, or 503 with `Retry-After` while the database is unreachable).
 */
export function errors(...statuses: ErrorStatus[]): ZodOpenApiResponsesObject {
  const answers: ZodOpenApiResponsesObject = {};
  for (const status of statuses) answers[`${status}`] = json(errorMeanings[status], errorResponse);
  answers.default = json("An error of the server (500), or the database is unreachable (503)", errorResponse);
  return answers;
}
