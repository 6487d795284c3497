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

export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
