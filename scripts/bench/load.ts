import autocannon from "autocannon";
import type pg from "pg";
import type { Fixtures } from "./fixtures";

/** One path, or a new path for every request (many slugs, so no single row stays hot). */
export type Target = string | (() => string);

export interface Measurement {
  connections: number;
  /** Responses per second over the whole run. */
  rps: number;
  p50: number;
  p99: number;
  responses: number;
  /** Non-2xx answers, connection errors and timeouts together. */
  errors: number;
}

export interface LoadRun {
  stop(): void;
  result: Promise<Measurement>;
}

/** Starts autocannon in this process; it ends after `duration` seconds or at `stop()`. */
export function startLoad(
  origin: string,
  target: Target,
  options: { connections: number; duration: number; overallRate?: number },
): LoadRun {
  const instance = autocannon({
    url: origin,
    connections: options.connections,
    duration: options.duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    timeout: 10,
    requests: typeof target === "string" ? [{ path: target }] : [{ setupRequest: (request) => ({ ...request, path: target() }) }],
  });
  const result = Promise.resolve(instance).then((r) => ({
    connections: options.connections,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    responses: r.requests.total,
    errors: r.non2xx + r.errors,
  }));
  return { stop: () => instance.stop(), result };
}

export function measure(origin: string, target: Target, connections: number, duration: number): Promise<Measurement> {
  return startLoad(origin, target, { connections, duration }).result;
}

const pickFrom = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const q = encodeURIComponent;

/** Which target of the issue an endpoint is held to. */
export type Goal = "page" | "count" | "search" | "depth" | "none";

export interface Endpoint {
  name: string;
  target: Target;
  /** A path to show in the report. */
  example: string;
  goal: Goal;
}

export function publicEndpoints(f: Fixtures): Endpoint[] {
  const city = f.cities[0] as string;
  const group = f.groups[0] as string;
  const slug = () => `/api/businesses/slug/${q(pickFrom(f.slugs))}`;
  return [
    { name: "statistics", target: "/api/statistics", example: "/api/statistics", goal: "count" },
    { name: "popular cities", target: "/api/cities/popular", example: "/api/cities/popular", goal: "count" },
    { name: "categories", target: "/api/categories", example: "/api/categories", goal: "count" },
    { name: "countries", target: "/api/countries", example: "/api/countries", goal: "count" },
    { name: "recommended", target: "/api/businesses/recommended", example: "/api/businesses/recommended", goal: "none" },
    { name: "list page 1", target: "/api/businesses", example: "/api/businesses", goal: "page" },
    { name: "list page 500", target: "/api/businesses?offset=9980", example: "/api/businesses?offset=9980", goal: "depth" },
    {
      name: `search common ("${f.commonTerm.term}", ${f.commonTerm.matches.toLocaleString("en-US")} matches)`,
      target: `/api/businesses?search=${q(f.commonTerm.term)}`,
      example: `/api/businesses?search=${q(f.commonTerm.term)}`,
      goal: "search",
    },
    {
      name: `search rare ("${f.rareTerm.term}", ${f.rareTerm.matches} matches)`,
      target: `/api/businesses?search=${q(f.rareTerm.term)}`,
      example: `/api/businesses?search=${q(f.rareTerm.term)}`,
      goal: "search",
    },
    {
      name: `search, a different word each time (${f.varietyTerms.length.toLocaleString("en-US")} words: not cached)`,
      target: () => `/api/businesses?search=${q(pickFrom(f.varietyTerms))}`,
      example: "/api/businesses?search={word}",
      goal: "search",
    },
    { name: `city (${city})`, target: `/api/city/${q(city)}`, example: `/api/city/${q(city)}`, goal: "page" },
    { name: `category (${group})`, target: `/api/category/${q(group)}`, example: `/api/category/${q(group)}`, goal: "page" },
    { name: `detail (${f.slugs.length.toLocaleString("en-US")} slugs)`, target: slug, example: "/api/businesses/slug/{random}", goal: "page" },
  ];
}

/**
 * Visitors' traffic as a mix: mostly detail pages (search engines send people
 * there), then city, category and list pages at various depths, some searches,
 * and the home page's counts.
 */
export function mixedTarget(f: Fixtures): () => string {
  const terms = [f.commonTerm.term, f.rareTerm.term, ...f.categories.slice(0, 5).map((c) => c.toLowerCase())];
  const offset = () => 20 * Math.floor(Math.random() * 25);
  const weighted: [number, () => string][] = [
    [35, () => `/api/businesses/slug/${q(pickFrom(f.slugs))}`],
    [12, () => `/api/city/${q(pickFrom(f.cities))}?offset=${offset()}`],
    [12, () => `/api/category/${q(pickFrom(f.groups))}?offset=${offset()}`],
    [8, () => "/api/businesses"],
    [5, () => `/api/businesses?offset=${offset()}`],
    [8, () => `/api/businesses?search=${q(pickFrom(terms))}`],
    [4, () => "/api/statistics"],
    [4, () => "/api/cities/popular"],
    [4, () => "/api/categories"],
    [2, () => "/api/countries"],
    [4, () => "/api/businesses/recommended"],
  ];
  const total = weighted.reduce((sum, [w]) => sum + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [w, path] of weighted) {
      r -= w;
      if (r < 0) return path();
    }
    return "/api/statistics";
  };
}

/**
 * Waits until the database has no query running for this database: when a run
 * ends, requests it left queued in a server's pool are still being answered,
 * and the next run must not pay for them.
 */
export async function waitForIdleDatabase(pool: pg.Pool, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend' and state = 'active' and pid <> pg_backend_pid()`,
    );
    quiet = rows[0]?.n === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}
