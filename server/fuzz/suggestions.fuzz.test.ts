import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { reportKinds, suggestibleFields } from "../../shared/suggestion-rules";
import { solvedAltcha } from "../test/altcha-solver";
import { insertBusinesses } from "../test/businesses";
import { testOrigin, useTestApp } from "../test/test-app";
import {
  deepJson,
  expectSafeResponse,
  fitsInRequestLine,
  fuzzOptions,
  hostileText,
  jsonTree,
  longText,
  malformedJson,
  pathSegment,
  queryString,
  seeds,
  useRawClient,
  withQuery,
} from "./fuzz-kit";

/**
 * Issue 41, hostile input on what visitors and owners send: generated bodies, ids and broken JSON to the
 * suggestion and submission endpoints, with and without a solved proof of work. 0 answers of 5xx; nothing
 * leaks a stack, SQL or a path.
 */

const context = useTestApp({}, { suggestionsPerHour: 100_000 });
const raw = useRawClient(() => context.app);
const options = (numRuns: number) => fuzzOptions(seeds.suggestions, numRuns);

let businessId = 0;
beforeAll(async () => {
  const [row] = await insertBusinesses(context, [{ name: "Suggest Fuzz" }]);
  businessId = row?.id ?? 0;
});

async function post(path: string, body: string) {
  const request = { method: "POST", path, body, headers: { "Content-Type": "application/json", Origin: testOrigin } };
  const res = await raw(request);
  expectSafeResponse(res, request);
  return res;
}

const anyText = fc.oneof({ arbitrary: hostileText, weight: 6 }, { arbitrary: longText, weight: 1 });
const anyValue = fc.oneof({ arbitrary: anyText, weight: 4 }, { arbitrary: jsonTree, weight: 1 });
const changes = fc.dictionary(fc.oneof(fc.constantFrom(...suggestibleFields), hostileText), anyValue, { maxKeys: 4 });
const suggestion = fc.record(
  { report: fc.oneof(fc.constantFrom(...reportKinds), hostileText), changes: fc.oneof(changes, jsonTree), note: anyText, homepage: anyText },
  { requiredKeys: ["report"] },
);
const submissionKeys = ["name", "category", "address", "city", "state", "zipCode", "phone", "website", "description", "email", "openingHours"] as const;
const submission = fc.dictionary(fc.oneof(fc.constantFrom(...submissionKeys), hostileText), anyValue, { maxKeys: 12 });

/** Well-formed bodies with hostile text where any text is allowed: they reach the service and the database. */
const addressText = fc.dictionary(fc.constantFrom("address", "city", "state", "zipCode"), hostileText, { minKeys: 1 });
const shapedSuggestion = fc.record({ report: fc.constantFrom(...reportKinds), changes: addressText, note: hostileText });
const shapedSubmission = fc.record({
  name: hostileText,
  category: hostileText,
  address: hostileText,
  city: hostileText,
  state: fc.constant("IL"),
  zipCode: fc.constant("62701"),
  description: hostileText,
  email: fc.constant("owner@fuzz.test"),
});

describe("suggestion and submission endpoints under generated input", () => {
  it("bodies with a solved check and hostile text in every field answer 202 or 400", async () => {
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.oneof(shapedSuggestion, suggestion), fc.oneof(shapedSubmission, submission), fc.boolean(), async (report, owner, toBusiness) => {
        const altcha = await solvedAltcha(context.request);
        const [path, body] = toBusiness ? [`/api/businesses/${businessId}/suggestions`, report] : ["/api/submissions", owner];
        const res = await post(path, JSON.stringify({ ...body, altcha }));
        expect([202, 400, 413], path).toContain(res.status);
        statuses.push(res.status);
      }),
      options(80),
    );
    expect(statuses.filter((status) => status === 202).length).toBeGreaterThan(10);
  });

  it("hostile ids, broken JSON, deep JSON and hostile checks answer 4xx", async () => {
    const path = fc.oneof(
      pathSegment.map((seg) => `/api/businesses/${seg}/suggestions`),
      fc.constant(`/api/businesses/${businessId}/suggestions`),
      fc.constant("/api/submissions"),
    );
    const body = fc.oneof(
      malformedJson,
      deepJson,
      fc.tuple(suggestion, anyValue).map(([s, altcha]) => JSON.stringify({ ...s, altcha })),
      fc.tuple(submission, hostileText).map(([s, altcha]) => JSON.stringify({ ...s, altcha: Buffer.from(altcha).toString("base64") })),
      jsonTree.map((tree) => JSON.stringify(tree) ?? "null"),
    );
    await fc.assert(
      fc.asyncProperty(path.filter(fitsInRequestLine), body, async (url, payload) => {
        const res = await post(url, payload);
        expect([400, 404, 413], url).toContain(res.status);
      }),
      options(150),
    );
  });

  it("GET /api/altcha/challenge with any query answers a challenge", async () => {
    await fc.assert(
      fc.asyncProperty(
        queryString(["cost", "algorithm", "expires"])
          .map((q) => withQuery("/api/altcha/challenge", q))
          .filter(fitsInRequestLine),
        async (url) => {
          const request = { method: "GET", path: url };
          const res = await raw(request);
          expectSafeResponse(res, request);
          expect(res.status, url).toBe(200);
        },
      ),
      options(30),
    );
  });
});
