import http, { type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, expect } from "vitest";

/**
 * Shared pieces of the HTTP fuzz tests: hostile string arbitraries, URL builders
 * that stay inside what Node's HTTP parser accepts, and the one check every
 * response must pass (issue 8, "Hostile input").
 */

/** The only statuses a fuzzed request may get back. */
const allowedStatuses = [200, 201, 202, 204, 304, 400, 401, 403, 404, 413, 429] as const;

/**
 * A redirect may only lead to a path of this site: "/" followed by neither "/" nor "\\" (a browser reads
 * "//host" and "/\\host" as another host), in plain printable ASCII (a browser drops tabs and newlines).
 */
const redirectStatuses = [301, 302, 303, 307, 308] as const;
export const onSiteLocation = /^\/(?![/\\])[\x21-\x7e]*$/;

/** Text that must never reach a client: stack frames, SQL and server paths. */
const leakMarkers = ["    at ", ".ts:", "node_modules", "SELECT ", "INSERT ", "syntax error", 'relation "', "/work/", "/tmp/"] as const;

/**
 * Fixed seeds, so a failure replays the same way (fast-check prints seed and path
 * on failure). FUZZ_SEED and FUZZ_RUNS (a multiplier) explore further by hand:
 * `FUZZ_SEED=7 FUZZ_RUNS=10 npx vitest run server/fuzz`.
 */
const seedOverride = Number(process.env.FUZZ_SEED);
export const seeds = {
  public: Number.isInteger(seedOverride) && process.env.FUZZ_SEED ? seedOverride : 20_260_801,
  admin: Number.isInteger(seedOverride) && process.env.FUZZ_SEED ? seedOverride : 20_260_802,
  suggestions: Number.isInteger(seedOverride) && process.env.FUZZ_SEED ? seedOverride : 20_260_803,
} as const;
const runsFactor = Number(process.env.FUZZ_RUNS);

/** fast-check parameters: the fixed seed and a bounded number of runs. */
export function fuzzOptions(seed: number, numRuns: number) {
  return { seed, numRuns: Number.isFinite(runsFactor) && runsFactor > 0 ? Math.round(numRuns * runsFactor) : numRuns };
}

/** Well below Node's 16 KB header limit, which answers 431 before Express sees the request. */
const maxUrlLength = 14_000;

/** SQL, path traversal, markup, control and direction characters, prototype keys. */
const hostileFragments = [
  "' OR 1=1 --",
  "'; DROP TABLE businesses; --",
  '" OR ""="',
  "1) OR (1=1",
  "' UNION SELECT username, password FROM session --",
  "%",
  "_",
  "%%",
  "\\",
  "\\%",
  "'",
  '"',
  "`",
  ";",
  "\u0000",
  "a\u0000b",
  "\u202e",
  "\u200f",
  "\u200b",
  "\ufeff",
  "\r\n",
  "\t",
  "../",
  "..\\",
  "../../etc/passwd",
  "%2e%2e%2f",
  "%2F",
  "%00",
  "%E0%A4%A",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "all",
  "verified",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "0x10",
  " ",
  "",
  "💩",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͈̅",
  "שלום",
  "ﷺ",
  "Ｓｐｒｉｎｇｆｉｅｌｄ",
  "Springfield",
  "Springfield, IL",
  "62701",
  "restaurants",
  "italian-restaurant",
  "United States",
] as const;

/** Percent-encodings sent as-is: truncated, overlong, invalid UTF-8, double-encoded, encoded slashes and dots. */
const rawEncodings = [
  "%E0%A4%A",
  "%",
  "%%",
  "%zz",
  "%C0%AF",
  "%ED%A0%80",
  "%FF%FE",
  "%2e%2e",
  "%2e%2e%2f%2e%2e%2f",
  "..%2F..%2F",
  "..%5C..%5C",
  "%252e%252e%252f",
  "%00",
  "a%00b",
  "%2F",
  "%5C",
  "%u0041",
  "+",
  "%20",
  "%0d%0aSet-Cookie:%20x=1",
  "%E2%80%AE",
  ".",
  "..",
  "...",
  "~",
] as const;

const fragment = fc.constantFrom(...hostileFragments);
const randomText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 24 }),
  fc.string({ unit: "binary", maxLength: 24 }),
  fc.string({ unit: "binary-ascii", maxLength: 24 }),
);

/** One hostile value: a fragment, random unicode, or a mix of both. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  { arbitrary: fragment, weight: 4 },
  { arbitrary: randomText, weight: 3 },
  { arbitrary: fc.array(fc.oneof(fragment, randomText), { minLength: 2, maxLength: 5 }).map((parts) => parts.join("")), weight: 3 },
);

/** 10,000 characters whose percent-encoded form still fits in a request line. */
const longUrlText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("a", "Ab1", "-_.~", "z9Z", "'a"), fragment)
  .map(([unit, head]) => (head + unit.repeat(10_000)).slice(0, 10_000));

/** 10,000 characters of anything, for JSON bodies. */
export const longText: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(fragment, fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 })), fragment)
  .map(([unit, head]) => (head + (unit || "x").repeat(10_000)).slice(0, 10_000));

/** A path segment or query value, ready to put in a URL: encoded hostile text, raw odd encodings, or a long value. */
export const urlPart: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  { arbitrary: hostileText.map(encodeURIComponent), weight: 6 },
  { arbitrary: fc.constantFrom(...rawEncodings), weight: 3 },
  { arbitrary: longUrlText.map(encodeURIComponent), weight: 1 },
);

/** A non-empty path segment (an empty one would just change the route). */
export const pathSegment: fc.Arbitrary<string> = urlPart.filter((s) => s.length > 0);

/** Values for numeric parameters: edge numbers and hostile text. */
const numberLike: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0",
    "1",
    "-1",
    "1.5",
    "1e2",
    "100",
    "101",
    "10000000",
    "10000001",
    "99999999999999999999",
    "0x10",
    "%205",
    "5%20",
    "+5",
    "%2B5",
    "5%00",
    "Infinity",
    "NaN",
    "",
  ),
  fc.integer({ min: -1_000_000, max: 1_000_000_000 }).map(String),
  urlPart,
);

/** A query string built from pairs, keys repeated at will, `key[]=` and `key[x]=` forms, and bare keys. */
export function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...keys), weight: 6 },
    { arbitrary: fc.constantFrom(...keys).map((k) => `${k}[]`), weight: 1 },
    { arbitrary: fc.constantFrom(...keys).map((k) => `${k}[0]`), weight: 1 },
    { arbitrary: fc.constantFrom("__proto__", "constructor", "__proto__[confirm]", "constructor[prototype][x]"), weight: 1 },
    { arbitrary: urlPart, weight: 1 },
  );
  const pair = fc.oneof({ arbitrary: fc.tuple(key, fc.oneof(urlPart, numberLike)).map(([k, v]) => `${k}=${v}`), weight: 8 }, { arbitrary: key, weight: 1 });
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join("&"));
}

/** A URL path plus query, dropped when too long for Node's request-line limit. */
export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
export const fitsInRequestLine = (url: string) => url.length <= maxUrlLength;
/** The request line and headers together, which is what Node's limit counts. */
export const fitsInHead = (path: string, headers: Record<string, string> = {}) =>
  path.length + Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0) <= maxUrlLength;

const jsonLeaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom("\ud800", "\udc00", "a\ud800b", "\u0000"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0),
);

const jsonKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "valueOf", "", " ", "\u0000", "a.b", "$where", "[0]"),
  hostileText,
);

/** Nested objects and arrays with hostile keys and leaves, up to a few levels deep. */
export const jsonTree: fc.Arbitrary<unknown> = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    jsonLeaf,
    fc.array(tie("tree"), { maxLength: 4 }),
    fc.dictionary(jsonKey, tie("tree"), { maxKeys: 4 }),
  ),
})).tree;

/** Very deep nesting: `[[[...]]]` or `{"a":{"a":...}}` as raw JSON text. */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth)));

/**
 * JSON text whose own keys are set as JSON.parse sets them: `{"__proto__": …}`
 * as an own property, which JSON.stringify of a JS literal cannot express.
 */
export function jsonWithOwnKeys(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`;
}

/** Broken JSON sent raw with content-type application/json. */
export const malformedJson: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      "{",
      "}",
      "[",
      '{"a":}',
      "{'a':1}",
      '{"a":1,}',
      '{"a" 1}',
      "{a:1}",
      '"unterminated',
      "nul",
      "tru",
      "NaN",
      "undefined",
      '{"a":"\u0000"}',
      '{"a":"\\x00"}',
      '{"a":"\\u00"}',
      '{"a":"\\ud800"}',
      '\ufeff{"a":1}',
      '{"a":1}garbage',
      '{"a":1}{"b":2}',
      "\u0000",
      "%7B%7D",
      "<xml/>",
      "' OR 1=1 --",
      "1e999999",
      "-",
      "[1,2,",
      '{"a":[1,2}',
    ),
    fc.string({ unit: "binary", maxLength: 40 }).filter((s) => !isJson(s)),
    fc
      .json()
      .map((s) => s.slice(0, Math.max(1, s.length - 1)))
      .filter((s) => !isJson(s)),
  )
  .filter((s) => s.trim().length > 0); // an empty body is no body at all, not broken JSON

export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Every string inside a parsed JSON body, for leak checks on the decoded text. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

/** Decodes each run of valid percent-escapes, leaving broken ones as they are, as the server's parsers do. */
function looseDecode(text: string): string {
  return text.replace(/\+/g, " ").replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** What a fuzzed request got back: status, headers and the body as text (and parsed, when JSON). */
export interface FuzzResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json?: unknown;
}

export interface RawRequest {
  method: string;
  /** Path and query exactly as sent on the request line: no normalisation, no re-encoding. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * Sends requests byte for byte as given to a real listening server: supertest
 * (superagent) runs URLs through WHATWG URL, which re-encodes quotes and
 * resolves dot segments, so hostile paths would not arrive as generated.
 */
export function useRawClient(app: () => RequestListener) {
  let server: http.Server | undefined;
  let port = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  beforeAll(async () => {
    server = http.createServer(app());
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return (request: RawRequest): Promise<FuzzResponse> =>
    new Promise((resolve, reject) => {
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      const headers: Record<string, string> = { ...request.headers };
      if (body) headers["Content-Length"] = String(body.length);
      const req = http.request({ host: "127.0.0.1", port, method: request.method, path: request.path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const type = String(res.headers["content-type"] ?? "");
          let json: unknown;
          if (/json/.test(type) && text) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      });
      req.on("error", reject);
      req.end(body);
    });
}

/** A one-line description of a request for failure messages. */
function describeRequest(request: RawRequest): string {
  const path = request.path.length > 300 ? `${request.path.slice(0, 150)}…${request.path.slice(-150)} (${request.path.length} chars)` : request.path;
  const headers = request.headers ? ` ${JSON.stringify(request.headers)}` : "";
  const body =
    request.body === undefined
      ? ""
      : ` body=${JSON.stringify(String(request.body).slice(0, 200))}${request.body.length > 200 ? `… (${request.body.length} chars)` : ""}`;
  return `${request.method} ${path}${headers}${body}`;
}

function isTextual(res: FuzzResponse): boolean {
  const type = String(res.headers["content-type"] ?? "");
  return type === "" || /json|text|html|xml/.test(type);
}

/**
 * The promise every fuzzed response keeps. A marker the client itself sent may
 * come back as an echo of its own input; any other marker came from the server.
 */
export function expectSafeResponse(res: FuzzResponse, request: RawRequest): void {
  const where = `${describeRequest(request)} → ${res.status} ${res.text.slice(0, 300)}`;
  if ((redirectStatuses as readonly number[]).includes(res.status))
    expect(String(res.headers.location), `${where}: the redirect leaves the site`).toMatch(onSiteLocation);
  else expect(allowedStatuses as readonly number[], where).toContain(res.status);
  const isJsonBody = /json/.test(String(res.headers["content-type"] ?? ""));
  if (isJsonBody && res.status >= 400 && request.method !== "HEAD") {
    expect(typeof (res.json as { message?: unknown } | undefined)?.message, `${where}: a JSON error needs a string message`).toBe("string");
  }
  if (!isTextual(res)) return;
  const texts = [res.text, ...stringsIn(res.json)];
  const sent = `${request.path}\n${request.body === undefined ? "" : String(request.body)}`;
  const echoes = `${sent}\n${looseDecode(sent)}`;
  for (const marker of leakMarkers) {
    if (echoes.includes(marker)) continue;
    for (const text of texts) expect(text.includes(marker), `${where}: the body contains ${JSON.stringify(marker)}`).toBe(false);
  }
}
