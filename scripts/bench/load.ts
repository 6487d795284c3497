import autocannon from "autocannon";
import type pg from "pg";
import type { Fixtures } from "./fixtures";

/**
 * One path, or a new path for every request (many slugs, so no single row stays
 * hot), made knowing which server it goes to.
 */
export type Target = string | ((origin: string) => string);

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
function startLoad(
  origin: string,
  target: Target,
  options: { connections: number; duration: number; amount?: number; headers?: Record<string, string> },
): LoadRun {
  const instance = autocannon({
    url: origin,
    connections: options.connections,
    duration: options.duration,
    ...(options.amount ? { amount: options.amount } : {}),
    timeout: 10,
    ...(options.headers ? { headers: options.headers } : {}),
    requests: typeof target === "string" ? [{ path: target }] : [{ setupRequest: (request) => ({ ...request, path: target(origin) }) }],
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

/** A run of `duration` seconds, or of `amount` requests when the endpoint has only so many different ones. */
export function measure(
  origin: string,
  target: Target,
  connections: number,
  duration: number,
  options: { amount?: number; headers?: Record<string, string> } = {},
): Promise<Measurement> {
  return startLoad(origin, target, { connections, duration, ...options }).result;
}

const pickFrom = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const q = encodeURIComponent;

/** Which target of the issue an endpoint is held to. */
type Goal = "page" | "count" | "search" | "typo" | "zip" | "place" | "suggest" | "depth" | "none";

export interface Endpoint {
  name: string;
  target: Target;
  /** A path to show in the report. */
  example: string;
  goal: Goal;
  /** Each run makes at most this many requests (and then ends early), so no path is repeated. */
  amount?: number;
  /** Request headers beyond autocannon's own (which send no Accept-Encoding). */
  headers?: Record<string, string>;
  /** False when the bare server has no counterpart (suggestions, typos, places): only ours is measured. */
  bare?: boolean;
}

/** What browsers and crawlers send: our server then answers gzip, the bare server still plain JSON. */
const asBrowsersAsk = { "Accept-Encoding": "gzip, deflate, br" };

/**
 * A word for every request that the server it goes to has not been asked before,
 * in all the runs of this benchmark, so its read cache cannot answer: three runs
 * per server (1, 10 and 50 connections) share the words between them.
 */
function unaskedWords(words: readonly string[]): { next: (origin: string) => string; perRun: number } {
  const used = new Map<string, number>();
  return {
    next: (origin) => {
      const index = used.get(origin) ?? 0;
      used.set(origin, index + 1);
      return words[index % words.length] as string;
    },
    perRun: Math.floor(words.length / 3),
  };
}

/** Searches in a place, per server: 1,000 a run (the runs at 1, 10 and 50 connections share them). */
const placeSearches = 3000;

export function publicEndpoints(f: Fixtures): Endpoint[] {
  const city = f.cities[0] as string;
  const group = f.groups[0] as string;
  const slug = () => `/api/businesses/slug/${q(pickFrom(f.slugs))}`;
  const words = unaskedWords(f.varietyTerms);
  const places = unaskedWords(f.placeTerms);
  const typos = unaskedWords(f.typoTerms);
  const zips = unaskedWords(f.zipCodes);
  const prefixes = unaskedWords(f.prefixes);
  // Each request pairs the next word with a town, a ZIP or a point of its own: "\t" parts them.
  const paired = (others: readonly string[]) =>
    unaskedWords(f.varietyTerms.slice(0, placeSearches).map((word, i) => `${word}\t${others[i % others.length] as string}`));
  const split = (value: string) => decodeURIComponent(value).split("\t").map(q) as [string, string];
  const wordTown = paired(f.towns);
  const wordZip = paired(f.zipCodes);
  const wordPoint = paired(f.points);
  const openTowns = unaskedWords(f.towns.slice(0, placeSearches));
  const nearPoints = unaskedWords(f.points.slice(0, placeSearches));
  const unasked = (name: string, list: ReturnType<typeof unaskedWords>, path: (value: string) => string, example: string, goal: Goal): Endpoint => ({
    name: `${name} (${list.perRun.toLocaleString("en-US")} per run: not cached)`,
    target: (origin) => path(q(list.next(origin))),
    example,
    goal,
    amount: list.perRun,
    bare: false,
  });
  return [
    { name: "statistics", target: "/api/statistics", example: "/api/statistics", goal: "count" },
    { name: "popular cities", target: "/api/cities/popular", example: "/api/cities/popular", goal: "count" },
    { name: "categories", target: "/api/categories", example: "/api/categories", goal: "count" },
    { name: "categories, accepting gzip", target: "/api/categories", example: "/api/categories", goal: "none", headers: asBrowsersAsk },
    { name: "countries", target: "/api/countries", example: "/api/countries", goal: "count" },
    { name: "recommended", target: "/api/businesses/recommended", example: "/api/businesses/recommended", goal: "none" },
    { name: "list page 1", target: "/api/businesses", example: "/api/businesses", goal: "page" },
    { name: "list page 1, accepting gzip", target: "/api/businesses", example: "/api/businesses", goal: "none", headers: asBrowsersAsk },
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
      name: `search, a word not asked before (${words.perRun.toLocaleString("en-US")} per run: not cached)`,
      target: (origin) => `/api/businesses?search=${q(words.next(origin))}`,
      example: "/api/businesses?search={word}",
      goal: "search",
      amount: words.perRun,
    },
    unasked("search, a name word and its town", places, (v) => `/api/businesses?search=${v}`, "/api/businesses?search={word}+{town}", "search"),
    unasked("search, a word with a typo", typos, (v) => `/api/businesses?search=${v}`, "/api/businesses?search={typo}", "typo"),
    unasked("ZIP radius, 25 miles", zips, (v) => `/api/businesses?location=${v}`, "/api/businesses?location={zip}", "zip"),
    unasked(
      "search, a name word in another town (mostly none: then typos and nearby towns)",
      wordTown,
      (v) => `/api/businesses?search=${split(v)[0]}&location=${split(v)[1]}`,
      "/api/businesses?search={word}&location={town}",
      "place",
    ),
    unasked(
      "search, a name word within 25 miles of a ZIP",
      wordZip,
      (v) => `/api/businesses?search=${split(v)[0]}&location=${split(v)[1]}`,
      "/api/businesses?search={word}&location={zip}",
      "place",
    ),
    unasked("open now in a town", openTowns, (v) => `/api/businesses?location=${v}&openNow=true`, "/api/businesses?location={town}&openNow=true", "place"),
    unasked("near me (a point, nearest first)", nearPoints, (v) => `/api/businesses?near=${v}`, "/api/businesses?near={lat,lng}", "place"),
    unasked(
      "search, a name word near me",
      wordPoint,
      (v) => `/api/businesses?search=${split(v)[0]}&near=${split(v)[1]}`,
      "/api/businesses?search={word}&near={lat,lng}",
      "place",
    ),
    unasked("suggest, first four letters", prefixes, (v) => `/api/suggest?q=${v}`, "/api/suggest?q={prefix}", "suggest"),
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
