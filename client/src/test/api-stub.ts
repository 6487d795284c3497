import { vi } from "vitest";
import { site } from "./fixtures";

type Reply = Response | Promise<Response>;
export type Handler = (url: URL) => Reply;

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
}

/** A paged list as the city and category endpoints send it: the items, and the total in X-Total-Count. */
export function paged(items: unknown[], totalCount: number): Response {
  return json(items, { headers: { "X-Total-Count": String(totalCount) } });
}

export function failure(status: number, body = ""): Response {
  return new Response(body, { status });
}

/** A request that never answers: the screen stays in its loading state. */
export function pending(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

/**
 * Replaces global fetch for this test. Handlers are keyed by pathname; /api/site
 * answers with the default site unless a test overrides it; anything else is a 501.
 * Returns the mock, so tests can read the URLs requested.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = { "/api/site": () => json(site), ...handlers };
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const handler = all[url.pathname];
    return Promise.resolve(handler ? handler(url) : failure(501, `No stub for ${url.pathname}`));
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    /** Every URL requested with the given pathname, as path and query. */
    requested(pathname: string): URL[] {
      return fetchMock.mock.calls
        .map(([input]) => new URL(input instanceof Request ? input.url : String(input), "http://localhost"))
        .filter((url) => url.pathname === pathname);
    },
  };
}
