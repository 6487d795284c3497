import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { importFile } from "../test/admin-import";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { testOrigin, useTestApp } from "../test/test-app";

/** Issue 42, item 11: /metrics for the operators' scraper, and never for anyone else. */

const token = "a-metrics-token-for-tests-0123456789";
// The page shell, so every unknown path gets the SPA's catch-all page route, as in production.
const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(clientDir, "index.html"));
const context = useTestApp({ METRICS_TOKEN: token, ...testAdmin }, { clientDir });

const scrape = async (request = context.request) => (await request.get("/metrics").set("Authorization", `Bearer ${token}`).expect(200)).text;

/** The value of one sample line, e.g. `mainstreet_cache_hits_total{cache="answers-by-url"}`; 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && labels.split(",").every((label) => l.includes(label)));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("/metrics", () => {
  it("when the app has no METRICS_TOKEN, then /metrics is not there (404), with or without a token", async () => {
    const config = loadConfig({ NODE_ENV: "test", SITE_URL: testOrigin });
    const request = supertest(createApp({ db: context.database.db, config, clientDir }));
    for (const authorization of [undefined, `Bearer ${token}`]) {
      const res = await (authorization ? request.get("/metrics").set("Authorization", authorization) : request.get("/metrics"));
      expect(res.status).toBe(404);
      expect(res.text).not.toContain("http_request_duration_seconds");
    }
  });

  it("when the token is missing or wrong, then 401 asks for a bearer token and shows no metric", async () => {
    const wrong = [undefined, "Bearer", `Bearer ${token.replace(/.$/, "x")}`, `Bearer ${token}x`, `Basic ${token}`, token];
    for (const authorization of wrong) {
      const res = await (authorization ? context.request.get("/metrics").set("Authorization", authorization) : context.request.get("/metrics"));
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.text).not.toContain("http_request_duration_seconds");
    }
  });

  it("when the scraper sends the token, then it gets Prometheus's text format with the requests, pools, caches, imports and event-loop lag", async () => {
    const res = await context.request.get("/metrics").set("Authorization", `Bearer ${token}`).expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const name of [
      "http_request_duration_seconds",
      "mainstreet_db_pool_connections",
      "mainstreet_db_pool_idle_connections",
      "mainstreet_db_pool_waiting_requests",
      "mainstreet_cache_hits_total",
      "mainstreet_cache_misses_total",
      "mainstreet_import_jobs_in_progress",
      "mainstreet_import_jobs_total",
      "mainstreet_import_rows_total",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(res.text).toContain(`# TYPE ${name} `);
    }
  });

  it("when requests are answered, then each counts under its route's pattern, never its URL, whoever answered it", async () => {
    const [shown] = await insertBusinesses(context, [{ name: `Metered Cafe ${uniqueToken()}` }]);
    const id = String(shown?.id);
    const agent = await loginAgent(context);
    // The front door answers the first from memory; Express the others, an error past its router, in its own router, or no route.
    await context.request.get(`/api/businesses/${id}`).expect(200);
    await context.request.get("/api/businesses/987654321").expect(404);
    await agent.get("/api/admin/imports/987654321").expect(404);
    await context.request.get(`/no-such-file-${uniqueToken()}.txt`);
    const text = await scrape();
    const count = (labels: string) => sample(text, "http_request_duration_seconds_count", labels);
    expect(count(`route="/api/businesses/:id",status_code="200"`)).toBeGreaterThanOrEqual(1);
    expect(count(`route="/api/businesses/:id",status_code="404"`)).toBeGreaterThanOrEqual(1);
    expect(count(`route="/api/admin/imports/:id",status_code="404"`)).toBeGreaterThanOrEqual(1);
    expect(count(`route="/api/admin/login",method="POST"`)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/businesses/${id}"`);
    expect(text).not.toContain("987654321");
    expect(text).not.toContain("no-such-file");
  });

  it("when the same answer is asked again, then the answer caches count a miss, then a hit", async () => {
    const url = `/api/businesses?search=${uniqueToken()}`;
    const before = await scrape();
    await context.request.get(url).expect(200);
    await context.request.get(url).expect(200);
    const after = await scrape();
    const change = (name: string) => sample(after, name, `cache="answers-by-url"`) - sample(before, name, `cache="answers-by-url"`);
    expect(change("mainstreet_cache_misses_total")).toBeGreaterThanOrEqual(1);
    expect(change("mainstreet_cache_hits_total")).toBeGreaterThanOrEqual(1);
  });

  it("when a file is imported, then the job counts as done and its rows as added", async () => {
    const agent = await loginAgent(context);
    const before = await scrape();
    await importFile(agent, makeCsv([businessRow(), businessRow(), businessRow()]), "metered.csv");
    const after = await scrape();
    expect(sample(after, "mainstreet_import_jobs_total", `status="done"`) - sample(before, "mainstreet_import_jobs_total", `status="done"`)).toBe(1);
    expect(sample(after, "mainstreet_import_rows_total", `outcome="added"`) - sample(before, "mainstreet_import_rows_total", `outcome="added"`)).toBe(3);
    expect(after).toMatch(/^mainstreet_import_jobs_in_progress 0$/m);
  });

  it("when two apps run in one process, then each has its own metrics", async () => {
    const other = supertest(createApp({ db: context.database.db, config: loadConfig({ NODE_ENV: "test", SITE_URL: testOrigin, METRICS_TOKEN: token }) }));
    await context.request.get("/api/category-groups").expect(200);
    const text = await scrape(other);
    expect(text).not.toContain(`route="/api/category-groups"`);
    expect(text).toContain("http_request_duration_seconds");
  });
});
