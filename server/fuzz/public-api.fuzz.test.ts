import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { businessListResponse } from "../../shared/api";
import { insertBusinesses } from "../test/businesses";
import { useTestApp } from "../test/test-app";
import {
  fuzzOptions,
  expectSafeResponse,
  useRawClient,
  fitsInRequestLine,
  malformedJson,
  onSiteLocation,
  pathSegment,
  queryString,
  seeds,
  urlPart,
  withQuery,
} from "./fuzz-kit";

/**
 * Issue 8, hostile input: every public endpoint and page, fed generated query
 * strings and path segments. Only 2xx/304/400/401/403/404/413/429 may come back,
 * and no body may carry a stack trace, SQL or a server path.
 */

// The page shell as the build ships it, without needing a build: the source index.html.
const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(clientDir, "index.html"));
const context = useTestApp({ SITE_URL: "https://dir.example", SITE_NAME: "Main Street" }, { clientDir });

const options = (numRuns: number) => fuzzOptions(seeds.public, numRuns);

const raw = useRawClient(() => context.app);

type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

/** One request exactly as generated, checked against the promise every response keeps. */
async function send(method: Method, path: string, body?: string) {
  const request = { method, path, body, headers: body === undefined ? undefined : { "Content-Type": "application/json" } };
  const res = await raw(request);
  expectSafeResponse(res, request);
  return res;
}

beforeAll(async () => {
  await insertBusinesses(context, [
    { name: "Fuzz Pizza", city: "Springfield", state: "IL", category: "Italian restaurant", isVerified: true },
    { name: "Fuzz Tacos", city: "Austin", state: "TX", zipCode: "78701", category: "Mexican restaurant" },
    { name: "O'Brien's \"Pub\" <b>", city: "Boston", state: "MA", category: "Pub", country: "United States" },
    { name: "Café Ünïcödé", city: "Montréal", state: "QC", country: "Canada", category: "Cafe" },
    { name: "Plumbing 100%", city: "Springfield", state: "IL", category: "Plumber" },
  ]);
});

const listKeys = ["limit", "offset", "search", "category", "location", "country", "status"] as const;

describe("public API under generated input", () => {
  it("GET /api/businesses with random, repeated and array-shaped filters answers 200 or 400", async () => {
    await fc.assert(
      fc.asyncProperty(
        queryString(listKeys)
          .map((q) => withQuery("/api/businesses", q))
          .filter(fitsInRequestLine),
        async (url) => {
          const res = await send("GET", url);
          expect([200, 400], url).toContain(res.status);
          if (res.status === 200) businessListResponse.parse(res.json);
        },
      ),
      options(150),
    );
  });

  it("path-parameter routes (id, slug, city, category) with hostile segments never fail", async () => {
    const route = fc.constantFrom("/api/businesses/", "/api/businesses/slug/", "/api/city/", "/api/category/");
    await fc.assert(
      fc.asyncProperty(
        fc
          .tuple(route, pathSegment, queryString(["limit", "offset"]))
          .map(([prefix, seg, q]) => withQuery(`${prefix}${seg}`, q))
          .filter(fitsInRequestLine),
        async (url) => {
          const res = await send("GET", url);
          expect([200, 400, 404], url).toContain(res.status);
        },
      ),
      options(150),
    );
  });

  it("fixed endpoints ignore or refuse random query strings", async () => {
    const endpoint = fc.constantFrom(
      "/api/statistics",
      "/api/categories",
      "/api/category-groups",
      "/api/countries",
      "/api/cities",
      "/api/cities/popular",
      "/api/cities/index",
      "/api/site",
      "/api/businesses/recommended",
      "/api/businesses/latest",
      "/robots.txt",
      "/sitemap.xml",
      "/healthz",
      "/readyz",
    );
    await fc.assert(
      fc.asyncProperty(
        fc
          .tuple(fc.constantFrom<Method>("GET", "HEAD"), endpoint, queryString(["limit", "offset", "page", "q", "country"]))
          .filter(([, p, q]) => fitsInRequestLine(withQuery(p, q))),
        async ([method, endpointPath, q]) => {
          await send(method, withQuery(endpointPath, q));
        },
      ),
      options(100),
    );
  });

  it("sitemap files with hostile names answer the file or 404", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            pathSegment.map((seg) => `/sitemaps/${seg}`),
            pathSegment.map((seg) => `/sitemaps/businesses-${seg}.xml`),
            fc.integer({ min: -5, max: 2_000_000 }).map((n) => `/sitemaps/businesses-${n}.xml`),
            queryString(["page", "file"]).map((q) => withQuery("/sitemap.xml", q)),
          )
          .filter(fitsInRequestLine),
        async (url) => {
          const res = await send("GET", url);
          expect([200, 304, 400, 404], url).toContain(res.status);
        },
      ),
      options(60),
    );
  });

  it("unknown /api paths, with any method and even broken JSON bodies, answer 4xx JSON", async () => {
    const method = fc.constantFrom<Method>("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");
    const body = fc.option(fc.oneof(malformedJson, fc.json()), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(
        fc
          .tuple(method, fc.array(pathSegment, { minLength: 1, maxLength: 3 }), queryString(["limit", "q"]), body)
          .filter(([, segs, q]) => fitsInRequestLine(withQuery(`/api/x/${segs.join("/")}`, q))),
        async ([verb, segments, q, payload]) => {
          await send(verb, withQuery(`/api/x/${segments.join("/")}`, q), verb === "GET" || verb === "HEAD" ? undefined : payload);
        },
      ),
      options(80),
    );
  });
});

describe("HTML pages under generated input", () => {
  it("page paths (details, city, category, business, anything) answer a page with 200 or 404, never 500", async () => {
    const prefix = fc.constantFrom(
      "/details/",
      "/city/",
      "/category/",
      "/business/",
      "/",
      "/businesses/",
      "/admin/",
      "/assets/",
      "/images/categories/",
      // Read as "another host" by URL parsers and browsers alike (issue 6).
      "//",
      "///",
      "/\\",
      "//@",
    );
    await fc.assert(
      fc.asyncProperty(
        fc
          .tuple(prefix, pathSegment, fc.option(pathSegment, { nil: undefined }), queryString(["page", "q", "location", "category"]))
          .map(([p, seg, extra, q]) => withQuery(`${p}${seg}${extra === undefined ? "" : `/${extra}`}`, q))
          .filter(fitsInRequestLine),
        async (url) => {
          await send("GET", url);
        },
      ),
      options(150),
    );
  });

  it("the browse page with hostile q, location, category and page parameters answers 200", async () => {
    await fc.assert(
      fc.asyncProperty(
        queryString(["q", "location", "category", "page"])
          .map((q) => withQuery("/businesses", q))
          .filter(fitsInRequestLine),
        async (url) => {
          const res = await send("GET", url);
          expect(res.status, url).toBe(200);
        },
      ),
      options(60),
    );
  });
});

describe("counterexamples the fuzzer found (each a product bug until fixed)", () => {
  // server/web/page-head.ts passes the decoded /details/ segment straight to
  // directory.bySlug; PostgreSQL refuses NUL in text and the page answers 500.
  it.each(["/details/%00", "/details/a%00b"])("when %s is requested, then it answers the 404 page, not 500", async (url) => {
    const res = await raw({ method: "GET", path: url });
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/html/);
  });

  // server/web/client-routes.ts serves clientDir with express.static's default
  // redirect: a path that resolves to the client folder itself ("/a/..", "/a/..%2F")
  // gets a 301 to the same path plus "/" instead of the 404 page.
  // (The page itself may be the home page: the URL parser resolves "/a/.." to "/".)
  it.each(["/a/..", "/a/..%2F", "/city/%2e%2e"])("when %s (a path back to the client folder) is requested, then it answers a page, not a 301", async (url) => {
    const res = await raw({ method: "GET", path: url });
    expect(res.headers.location).toBeUndefined();
    expect([200, 404]).toContain(res.status);
    expect(res.headers["content-type"]).toMatch(/html/);
  });

  // server/web/client-routes.ts built the page's URL with new URL(path, SITE_URL): "//" is no URL there
  // (500 and an error line in the log), and "//evil.com" named another host.
  it.each(["//", "///", "//@", "//evil.com", "///evil.com/x?y=1", "/\\evil.com", "/\\/evil.com", "//%2F%2Fevil.com", "//@evil.com"])(
    "when %s is requested, then it redirects to a path of this site, never 500 nor off-site",
    async (url) => {
      const res = await send("GET", url);
      expect(res.status).toBe(301);
      expect(res.headers.location).toMatch(onSiteLocation);
      expect(new URL(String(res.headers.location), "https://dir.example").origin).toBe("https://dir.example");
    },
  );

  it("when /api/businesses/slug/%00 is requested, then it answers 400 (the API already refuses NUL)", async () => {
    const res = await send("GET", "/api/businesses/slug/%00");
    expect(res.status).toBe(400);
  });

  it("the response check itself refuses a 500, a stack, SQL and a path, but allows an echo of the client's own input", () => {
    const request = { method: "GET", path: "/api/city/x" };
    const reply = (status: number, text: string) => ({ status, headers: { "content-type": "application/json" }, text, json: JSON.parse(text) as unknown });
    expect(() => expectSafeResponse(reply(500, '{"message":"Internal server error"}'), request)).toThrow();
    expect(() => expectSafeResponse(reply(400, '{"error":"no message"}'), request)).toThrow();
    expect(() => expectSafeResponse(reply(400, '{"message":"Error\\n    at run (server/app.ts:1:1)"}'), request)).toThrow();
    expect(() => expectSafeResponse(reply(400, '{"message":"relation \\"businesses\\" does not exist"}'), request)).toThrow();
    expect(() => expectSafeResponse(reply(404, '{"message":"see /work/main/x"}'), request)).toThrow();
    expect(() => expectSafeResponse(reply(404, '{"message":"No city \\"SELECT 1\\""}'), { method: "GET", path: "/api/city/SELECT%201" })).not.toThrow();
  });

  it("the URL generators only produce request lines Node will send", () => {
    fc.assert(
      fc.property(fc.oneof(urlPart, queryString(listKeys)), (part) => {
        const printable = [...part].every((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) < 0x7f);
        expect(printable, part).toBe(true);
      }),
      { numRuns: 500, seed: seeds.public },
    );
  });
});
