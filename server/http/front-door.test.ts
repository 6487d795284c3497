import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { businesses } from "../../shared/schema";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

/** Every header but the two that differ by nature between two answers: the date and the request id. */
const sameByNature = (headers: Record<string, string>) => {
  const { date: _date, "x-request-id": _id, ...rest } = headers;
  return rest;
};

async function cityPage(): Promise<{ path: string; slug: string }> {
  const city = `Frontdoor ${uniqueToken()}`;
  const rows = await insertBusinesses(context, [{ city, name: `Kept Answer ${uniqueToken()}` }]);
  return { path: `/api/city/${encodeURIComponent(city)}`, slug: rows[0]!.slug };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("detail pages, answered before Express", () => {
  it("when a business's detail is asked for the first time, then it has the same status, headers and body as Express's route gives", async () => {
    const { slug } = await cityPage();
    const path = `/api/businesses/slug/${slug}`;
    const front = await context.request.get(path).set("Accept-Encoding", "gzip").expect(200);
    // A query string is not a detail URL the front door takes: this one goes through Express.
    const routed = await context.request.get(`${path}?via=express`).set("Accept-Encoding", "gzip").expect(200);

    expect(sameByNature(front.headers)).toEqual(sameByNature(routed.headers));
    expect(front.body).toEqual(routed.body);
    expect(front.body.slug).toBe(slug);
  });

  it("when the slug is unknown, malformed or too long, then Express's route answers with its error", async () => {
    const unknown = await context.request.get(`/api/businesses/slug/no-such-${uniqueToken()}`).expect(404);
    expect(unknown.body).toEqual({ message: "Business not found" });
    const malformed = await context.request.get("/api/businesses/slug/%E0%A4%A").expect(400);
    expect(malformed.body.message).toEqual(expect.any(String));
    const long = await context.request.get(`/api/businesses/slug/${"a".repeat(201)}`).expect(400);
    expect(long.body.message).toMatch(/slug/i);
  });
});

describe("list pages and searches, answered before Express", () => {
  it("when a search is asked for the first time, then it has the same status, headers and body as Express's route gives", async () => {
    const word = `frontsearch${uniqueToken()}`;
    await insertBusinesses(context, [
      { name: `${word} Bakery`, rating: 4.5 },
      { name: "Other", city: `${word} Springs` },
    ]);
    const query = `?search=${word}&limit=1&offset=1&category=all`;
    const front = await context.request.get(`/api/businesses${query}`).set("Accept-Encoding", "gzip").expect(200);
    // With a slash before the query, the URL is not one the front door takes; Express's route still matches it.
    const routed = await context.request.get(`/api/businesses/${query}`).set("Accept-Encoding", "gzip").expect(200);

    expect(sameByNature(front.headers)).toEqual(sameByNature(routed.headers));
    expect(front.body).toEqual(routed.body);
    expect(front.body).toMatchObject({ totalCount: 2, totalPages: 2, totalExact: true, businesses: [{ name: "Other" }] });
  });

  it("when the query is bad, then Express's route answers with its error", async () => {
    const tooLong = await context.request.get(`/api/businesses?limit=${10 ** 6}`).expect(400);
    expect(tooLong.body.message).toMatch(/limit/i);
    const twice = await context.request.get("/api/businesses?search=a&search=b").expect(400);
    expect(twice.body.message).toMatch(/search/i);
    const malformed = await context.request.get("/api/businesses?status=%E0%A4%A").expect(400);
    expect(malformed.body.message).toMatch(/status/i);
  });
});

describe("ready answers kept by URL, answered before Express", () => {
  it("when a page is asked for again, then it gets the same status, headers and body, with a request id of its own", async () => {
    const { path } = await cityPage();
    const first = await context.request.get(path).set("Accept-Encoding", "gzip").expect(200);
    const again = await context.request.get(path).set("Accept-Encoding", "gzip").expect(200);

    expect(sameByNature(again.headers)).toEqual(sameByNature(first.headers));
    expect(again.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(again.headers["x-total-count"]).toBe("1");
    expect(again.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(again.body).toEqual(first.body);
  });

  it("when a kept page is asked for with HEAD or with the ETag held, then it gets the headers alone or 304", async () => {
    const { path } = await cityPage();
    const first = await context.request.get(path).expect(200);
    const head = await context.request.head(path).expect(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.text ?? "").toBe("");

    const held = await context.request.get(path).set("If-None-Match", String(first.headers.etag)).expect(304);
    expect(held.text ?? "").toBe("");
    expect(held.headers["content-type"]).toBeUndefined();
  });

  it("when the minute a listing is kept for has passed, then the next request reads the data again", async () => {
    const { path, slug } = await cityPage();
    await context.request.get(path).expect(200);
    const renamed = `Renamed ${uniqueToken()}`;
    // Changed behind the app's back: no write through the app, so nothing announces it.
    await context.database.db.update(businesses).set({ name: renamed }).where(eq(businesses.slug, slug));

    const within = await context.request.get(path).expect(200);
    expect(within.body[0].name).not.toBe(renamed);

    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 61_000);
    const later = await context.request.get(path).expect(200);
    expect(later.body[0].name).toBe(renamed);
  });

  it("when the operator has read an admin URL, then a visitor asking for the same URL is still refused", async () => {
    const agent = await loginAgent(context);
    const path = `/api/admin/activity?from=${uniqueToken()}`;
    await agent.get(path).expect(200);
    await agent.get(path).expect(200);
    const visitor = await context.request.get(path);
    expect(visitor.status).toBe(401);
  });
});
