import type { z } from "zod";
import { HttpError } from "./errors";

/** Parses untrusted input with a shared schema; failures become a 400 naming each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, what = "query"): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : what;
    (errors[field] ??= []).push(issue.message);
  }
  const fields = Object.keys(errors);
  throw new HttpError(400, `Invalid ${what}: ${fields.join(", ")}`, errors);
}
