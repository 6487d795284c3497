import type { ErrorResponse } from "@shared/api";

/**
 * A non-success answer. Its message reads "{status}: {body, or the status text when
 * the body is empty}", the product's one wording of a failed call; the server's
 * `{ message, errors }` body (server/http/error-handler.ts) is read once here, so
 * callers take it from `body` instead of parsing the message.
 */
export class ApiError extends Error {
  /** The server's error body, when the answer was one. */
  readonly body: ErrorResponse | undefined;

  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.body = errorBodyOf(text);
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"))
  );
}

/** Checked by hand: the browser does not ship zod, and a proxy's HTML error page must not pass for a body. */
function errorBodyOf(text: string): ErrorResponse | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || !("message" in parsed) || typeof parsed.message !== "string") return undefined;
  if (!("errors" in parsed) || parsed.errors === undefined) return { message: parsed.message };
  return isFieldErrors(parsed.errors) ? { message: parsed.message, errors: parsed.errors } : { message: parsed.message };
}

/** The server's message for a failed call, else `fallback` (a network failure, a body that is not the server's). */
export function serverMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.body?.message) || fallback;
}

/**
 * Whether a failed read means the address names nothing (404, 410, or 400 for an
 * id or slug that cannot exist), rather than that it could not be read just now.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 410].includes(error.status);
}

/** An answer the page arrived with: the body, and the total a paged list sends in X-Total-Count. */
interface FirstAnswer {
  body: unknown;
  total?: number;
}

let firstAnswers: Map<string, FirstAnswer> | undefined;
/** As long as the server keeps an answer unchanged (server/directory/ready-answers.ts). */
const firstAnswersKeptMs = 60_000;

/**
 * The answer to `url` that came inside the page (server/web/first-answers.ts),
 * so the first screen renders with its data instead of asking for it. Each is
 * taken once, within the page's first minute: a later read of the URL asks the API.
 */
function takeFirstAnswer(url: string): FirstAnswer | undefined {
  if (performance.now() > firstAnswersKeptMs) return undefined;
  if (!firstAnswers) {
    const text = document.getElementById("first-answers")?.textContent;
    firstAnswers = new Map(Object.entries(text ? (JSON.parse(text) as Record<string, FirstAnswer>) : {}));
  }
  const answer = firstAnswers.get(url);
  firstAnswers.delete(url);
  return answer;
}

/** A query's initialData: the JSON the page came with for `url`, if any. */
export function firstJson<T>(url: string): T | undefined {
  return takeFirstAnswer(url)?.body as T | undefined;
}

/** Like firstJson, for a paged list read with getPage. */
export function firstPage<T>(url: string): { items: T[]; totalCount: number } | undefined {
  const answer = takeFirstAnswer(url);
  if (!answer) return undefined;
  const items = answer.body as T[];
  return { items, totalCount: answer.total ?? items.length };
}

/** The one way the client talks to the API: credentials included, JSON body only when given. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  }
  return response;
}

/**
 * GET a JSON resource. Types come from the shared contracts; the server's tests
 * check every response against the zod schemas, so the browser need not ship zod.
 */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest("GET", url);
  return (await response.json()) as T;
}

/** Like getJson, also reading the total a paged list sends in X-Total-Count. */
export async function getPage<T>(url: string): Promise<{ items: T[]; totalCount: number }> {
  const response = await apiRequest("GET", url);
  const items = (await response.json()) as T[];
  return { items, totalCount: Number(response.headers.get("X-Total-Count") ?? items.length) };
}
