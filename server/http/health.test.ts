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
  it("when any page or API is fetched, then it carries a strict policy and no X-Powered-By", async () => {
    const res = await context.request.get("/api/statistics").expect(200);
    expect(res.headers["x-powered-by"]).toBeUndefined();
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});
