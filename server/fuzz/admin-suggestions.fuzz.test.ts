import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../shared/schema";
import { suggestionDecision, suggestionKinds, suggestionPage } from "../../shared/suggestions";
import { sameOriginClient, testAdmin } from "../test/admin-agent";
import { insertBusinesses } from "../test/businesses";
import { insertSuggestion } from "../test/suggestions";
import { testOrigin, useTestApp } from "../test/test-app";
import {
  expectSafeResponse,
  fitsInHead,
  fitsInRequestLine,
  fuzzOptions,
  hostileText,
  jsonTree,
  pathSegment,
  queryString,
  seeds,
  useRawClient,
} from "./fuzz-kit";

/**
 * Issue 41: the operator's queue fed generated queries, ids and stored items of every shape (what a
 * visitor could have sent past the public form's checks). No answer is a 5xx, none leaks a stack or SQL,
 * and no business ends up with a link other than http(s).
 */

const context = useTestApp(testAdmin);
const raw = useRawClient(() => context.app);
const options = (numRuns: number) => fuzzOptions(seeds.admin + 41, numRuns);
let cookie = "";
let businessIds: number[] = [];

beforeAll(async () => {
  const rows = await insertBusinesses(context, [{ name: "Queue Fuzz One" }, { name: "Queue Fuzz <Two>", website: "https://two.example" }]);
  businessIds = rows.map((row) => row.id);
  const res = await sameOriginClient(context.request)
    .post("/api/admin/login")
    .send({ username: testAdmin.ADMIN_USERNAME, password: testAdmin.ADMIN_PASSWORD })
    .expect(200);
  cookie = ((res.headers["set-cookie"] as unknown as string[] | undefined) ?? []).map((c) => c.split(";")[0]).join("; ");
});

const signedIn = () => ({ Origin: testOrigin, Cookie: cookie });

async function send(request: { method: string; path: string; headers?: Record<string, string>; body?: string }) {
  const res = await raw(request);
  expectSafeResponse(res, request);
  return res;
}

const action = fc.constantFrom("accept", "reject");
/** jsonb holds neither NUL nor lone surrogates: what could be stored at all. */
const storable = (text: string) => text.replaceAll("\u0000", "").replace(/(?<![\ud800-\udbff])[\udc00-\udfff]|[\ud800-\udbff](?![\udc00-\udfff])/g, "");
const storedText = hostileText.map(storable);
const storedValue = fc.oneof(
  storedText,
  storedText.map((t) => `https://example.com/${t}`),
  fc.constantFrom("javascript:alert(1)", "data:text/html,<script>", "ftp://x", "CLOSED_PERMANENTLY", "(217) 555-0100"),
  jsonTree.map((tree) => JSON.parse((JSON.stringify(tree) ?? "null").replace(/\\u0000|\\ud[89a-f][0-9a-f]{2}/gi, "")) as unknown),
  fc.dictionary(storedText, storedText, { maxKeys: 3 }),
);
const storedKey = fc.constantFrom(
  "phone",
  "website",
  "address",
  "city",
  "state",
  "zipCode",
  "openingHours",
  "category",
  "businessStatus",
  "name",
  "slug",
  "__proto__",
  "source",
);

describe("the operator's queue under hostile input", () => {
  it("without a session or from another site, every queue path answers 4xx", async () => {
    const path = fc.oneof(
      fc.constantFrom("/suggestions", "/suggestions/1/accept", "/suggestions/1/reject"),
      fc.tuple(pathSegment, action).map(([id, verb]) => `/suggestions/${id}/${verb}`),
    );
    const origin = fc.option(fc.constantFrom(testOrigin, "https://evil.example", "null"), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.constantFrom("GET", "POST", "DELETE"), path, queryString(["status", "kind", "limit", "offset"]), origin),
        async ([method, p, q, from]) => {
          const url = `/api/admin${p}${q ? `?${q}` : ""}`;
          const headers: Record<string, string> = from ? { Origin: from } : {};
          fc.pre(fitsInHead(url, headers));
          const res = await send({ method, path: url, headers });
          expect([400, 401, 403, 404], url).toContain(res.status);
        },
      ),
      options(80),
    );
  });

  it("GET /api/admin/suggestions with random queries answers 200 or 400", async () => {
    await fc.assert(
      fc.asyncProperty(
        queryString(["status", "kind", "limit", "offset"])
          .map((q) => `/api/admin/suggestions?${q}`)
          .filter(fitsInRequestLine),
        async (path) => {
          const res = await send({ method: "GET", path, headers: signedIn() });
          expect([200, 400], path).toContain(res.status);
        },
      ),
      options(100),
    );
  });

  it("accept and reject of ids that name no item answer 400 or 404", async () => {
    const id = fc.oneof(pathSegment, fc.integer({ min: 100_000_000, max: 999_999_999 }).map(String), fc.constantFrom("0", "-1", "1.5", "1e3", "NaN"));
    await fc.assert(
      fc.asyncProperty(fc.tuple(id, action, fc.option(fc.json(), { nil: undefined })), async ([itemId, verb, body]) => {
        const path = `/api/admin/suggestions/${itemId}/${verb}`;
        fc.pre(fitsInRequestLine(path));
        const res = await send({ method: "POST", path, headers: { ...signedIn(), "Content-Type": "application/json" }, body });
        expect([400, 404], path).toContain(res.status);
      }),
      options(80),
    );
  });

  it("stored items of every shape are listed, and accepted or rejected with 200 or 409, never a 5xx; no business gets a link but http(s)", async () => {
    const item = fc.record({
      kind: fc.constantFrom(...suggestionKinds),
      business: fc.constantFrom(0, 1, -1),
      changes: fc.array(fc.tuple(storedKey, storedValue), { maxLength: 4 }).map((entries) => Object.fromEntries(entries)),
      notes: fc.array(storedText, { maxLength: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.tuple(item, action), async ([{ kind, business, changes, notes }, verb]) => {
        const businessId = business === -1 ? 999_999_999 : kind === "submission" ? null : (businessIds[business] ?? null);
        const stored = await insertSuggestion(context, { kind, businessId, changes, notes });
        // Raw: the answers echo the stored hostile text, which the kit's leak check would take for the server's own.
        const list = await raw({ method: "GET", path: `/api/admin/suggestions?kind=${kind}&limit=5`, headers: signedIn() });
        expect(list.status).toBe(200);
        expect(suggestionPage.parse(list.json).items.some((i) => i.id === stored.id)).toBe(true);
        const res = await raw({ method: "POST", path: `/api/admin/suggestions/${stored.id}/${verb}`, headers: signedIn() });
        expect([200, 409], res.text.slice(0, 300)).toContain(res.status);
        if (res.status === 200) expect(suggestionDecision.parse(res.json).item.status).toBe(verb === "accept" ? "accepted" : "rejected");
        else expect(typeof (res.json as { message?: unknown }).message).toBe("string");
      }),
      options(120),
    );
    const links = await context.database.db.select({ website: businesses.website }).from(businesses);
    expect(links.filter((row) => row.website !== null && !/^https?:\/\//.test(row.website))).toEqual([]);
  });
});
