/** Spec section 8: any non-success response becomes an Error reading "{status}: {body or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
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
/** As long as the server keeps an answer unchanged (server/directory/json-answers.ts). */
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
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, `${response.status}: ${text}`);
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
