import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

describe("health endpoints", () => {
  it("when the process is up, then /healthz answers ok", async () => {
    const res = await context.request.get("/healthz").expect(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("when the database answers, then /readyz says ready", async () => {
    const res = await context.request.get("/readyz").expect(200);
    expect(res.body).toEqual({ status: "ready" });
  });
});

describe("security headers", () => {
  it("when a page-level URL is fetched, then it carries the pages' strict policy and no X-Powered-By", async () => {
    const res = await context.request.get("/robots.txt").expect(200);
    expect(res.headers["x-powered-by"]).toBeUndefined();
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("when the API answers, then nothing may load or frame it, it is not sniffed and only same-origin pages may read it", async () => {
    const res = await context.request.get("/api/statistics").expect(200);
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
  });

  it("when the API answers a client that does not accept compression, then it still says the answer varies by Accept-Encoding", async () => {
    const res = await context.request.get("/api/statistics").set("Accept-Encoding", "").expect(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(String(res.headers.vary)).toContain("Accept-Encoding");
  });
});
