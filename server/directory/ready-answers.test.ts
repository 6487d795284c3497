import { describe, expect, it } from "vitest";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

/** A city of its own with enough businesses that its page is well over the 1 KB below which nothing is gzipped. */
async function cityWithBusinesses(count = 12): Promise<string> {
  const city = `Gzipton ${uniqueToken()}`;
  await insertBusinesses(
    context,
    Array.from({ length: count }, (_, i) => ({ city, name: `Ready Answer ${i} ${uniqueToken()}` })),
  );
  return `/api/city/${encodeURIComponent(city)}`;
}

describe("ready API answers: gzip and ETag", () => {
  it("when a browser accepts gzip, then the page comes gzipped, smaller, with the same JSON and ETag a plain client gets", async () => {
    const path = await cityWithBusinesses();
    const plain = await context.request.get(path).set("Accept-Encoding", "identity").expect(200);
    const gzipped = await context.request.get(path).set("Accept-Encoding", "gzip, deflate, br").expect(200);

    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzipped.headers["content-length"])).toBeLessThan(Number(plain.headers["content-length"]));
    expect(gzipped.body).toEqual(plain.body);
    expect(gzipped.body).toHaveLength(12);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(gzipped.headers["x-total-count"]).toBe("12");
    for (const res of [plain, gzipped]) {
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(String(res.headers.vary)).toContain("Accept-Encoding");
    }
  });

  it("when a client refuses gzip by weight, then it gets the plain body", async () => {
    const path = await cityWithBusinesses();
    const res = await context.request.get(path).set("Accept-Encoding", "gzip;q=0, identity").expect(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toHaveLength(12);
  });

  it("when the answer is small, then it is sent as it is even to a client that accepts gzip", async () => {
    const res = await context.request.get("/api/businesses/slug/no-such-business-anywhere").set("Accept-Encoding", "gzip");
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBeUndefined();
    const country = await context.request.get("/api/countries").set("Accept-Encoding", "gzip").expect(200);
    expect(Number(country.headers["content-length"])).toBeLessThan(1024);
    expect(country.headers["content-encoding"]).toBeUndefined();
  });

  it("when a client sends the ETag it holds, gzipped or not, then it gets 304 with no body", async () => {
    const path = await cityWithBusinesses();
    const first = await context.request.get(path).set("Accept-Encoding", "gzip").expect(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    for (const encoding of ["gzip", "identity"]) {
      const again = await context.request.get(path).set("Accept-Encoding", encoding).set("If-None-Match", etag).expect(304);
      expect(again.text ?? "").toBe("");
    }
  });

  it("when the data changes, then the answer and its ETag change with it", async () => {
    const city = `Etagville ${uniqueToken()}`;
    await insertBusinesses(context, [{ city, name: `First ${uniqueToken()}` }]);
    const path = `/api/city/${encodeURIComponent(city)}`;
    const before = await context.request.get(path).expect(200);
    await insertBusinesses(context, [{ city, name: `Second ${uniqueToken()}` }]);
    const after = await context.request.get(path).set("If-None-Match", String(before.headers.etag)).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toHaveLength(2);
  });
});
