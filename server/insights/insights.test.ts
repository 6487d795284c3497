import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { insightsKeptDays, insightsReport, type InsightsReport } from "../../shared/insights";
import { insightSearches, insightViews } from "../../shared/schema";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, unusedWord, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";
import { purgeInsights } from "./insights.queries";

const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(clientDir, "index.html"));
const context = useTestApp(testAdmin, { clientDir });
let agent: Awaited<ReturnType<typeof loginAgent>>;

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  agent = await loginAgent(context);
});

/** The report for today, which writes what the app has counted first. */
async function report(): Promise<InsightsReport> {
  const res = await agent.get(`/api/admin/insights?from=${today()}&to=${today()}`).expect(200);
  return insightsReport.parse(res.body);
}

const search = (what: string, where = "", agentName = browser) =>
  supertest(context.app)
    .get(`/api/businesses?limit=20&offset=0&search=${encodeURIComponent(what)}${where ? `&location=${encodeURIComponent(where)}` : ""}`)
    .set("User-Agent", agentName)
    .expect(200);

describe("counting visitors' searches and page views", () => {
  it("when 50 searches arrive at once, then each is counted, and those that found nothing are listed with their count", async () => {
    const absent = unusedWord("nowhere");
    const city = `Countville ${uniqueToken()}`;
    const [shop] = await insertBusinesses(context, [{ name: `Counted Bakery ${uniqueToken()}`, city, state: "IL", category: "Bakery" }]);
    await context.recountFacets();
    await Promise.all([
      ...Array.from({ length: 50 }, () => search(`  ${absent.toUpperCase()}  `, "Springfield")),
      ...Array.from({ length: 7 }, () => search("Counted Bakery")),
    ]);
    const before = await report();
    expect(before.nothing).toContainEqual({ what: absent, where: "springfield", count: 50 });
    expect(before.searches).toContainEqual({ what: absent, where: "springfield", count: 50, foundNothing: 50, results: 0 });
    const bakery = before.searches.find((row) => row.what === "counted bakery");
    expect(bakery).toMatchObject({ count: 7, foundNothing: 0 });
    expect(bakery?.results).toBeGreaterThan(0);

    // A page of results past the first, the map's batch and a map area are the same search again: not counted.
    await supertest(context.app).get(`/api/businesses?limit=20&offset=20&search=${absent}&location=Springfield`).expect(200);
    await supertest(context.app).get(`/api/businesses?limit=100&offset=0&search=${absent}&location=Springfield`).expect(200);
    // A business's page by its API (the app's navigation) and inside the page (a first visit), and its town's.
    const slug = shop?.slug ?? "";
    await Promise.all(Array.from({ length: 5 }, () => supertest(context.app).get(`/api/businesses/slug/${slug}`).set("User-Agent", browser).expect(200)));
    await supertest(context.app).get(`/details/${slug}`).set("User-Agent", browser).expect(200);
    await supertest(context.app)
      .get(`/city/${encodeURIComponent(city)},%20IL`)
      .set("User-Agent", browser)
      .expect(200);
    await supertest(context.app)
      .get(`/api/city/${encodeURIComponent(city)},%20IL?limit=20&offset=0`)
      .set("User-Agent", browser)
      .expect(200);
    await supertest(context.app)
      .get(`/city/${encodeURIComponent(city)},%20IL/bakeries`)
      .set("User-Agent", browser);
    await supertest(context.app).get(`/category/bakery`).set("User-Agent", browser).expect(200);

    const after = await report();
    expect(after.nothing.find((row) => row.what === absent)?.count).toBe(50);
    expect(after.businesses).toContainEqual({ key: String(shop?.id), label: shop?.name, visitors: 6, crawlers: 0 });
    expect(after.towns).toContainEqual({ key: `${city}, IL`, label: `${city}, IL`, visitors: 2, crawlers: 0 });
    expect(after.categories).toContainEqual({ key: "bakery", label: "bakery", visitors: 1, crawlers: 0 });
    const visitors = after.days[0]?.visitors ?? 0;
    expect(after.days).toEqual([{ day: today(), visitors, crawlers: 0 }]);
    expect(visitors).toBeGreaterThanOrEqual(57 + 6 + 2 + 1);
  });

  it("when a crawler searches and reads a page, then it is counted apart from visitors", async () => {
    const word = unusedWord("crawled");
    const [shop] = await insertBusinesses(context, [{ name: `Crawled Shop ${uniqueToken()}` }]);
    const before = (await report()).days[0] ?? { visitors: 0, crawlers: 0 };
    await search(word, "", googlebot);
    await search(word, "", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)");
    await supertest(context.app).get(`/details/${shop?.slug}`).set("User-Agent", googlebot).expect(200);
    const after = await report();
    expect(after.days[0]).toEqual({ day: today(), visitors: before.visitors, crawlers: before.crawlers + 3 });
    expect(after.searches.some((row) => row.what === word)).toBe(false);
    expect(after.nothing.some((row) => row.what === word)).toBe(false);
    expect(after.businesses).toContainEqual({ key: String(shop?.id), label: shop?.name, visitors: 0, crawlers: 1 });
  });

  it("when a visitor sends an address, a user agent and a cookie, then none of them is stored", async () => {
    const marker = `Marker${uniqueToken()}`;
    const word = unusedWord("private");
    await supertest(context.app)
      .get(`/api/businesses?limit=20&offset=0&search=${word}`)
      .set("User-Agent", `${browser} ${marker}Agent`)
      .set("X-Forwarded-For", "203.0.113.77")
      .set("Cookie", `track=${marker}Cookie`)
      .expect(200);
    expect((await report()).searches).toContainEqual(expect.objectContaining({ what: word, count: 1 }));
    const { rows: columns } = await context.database.db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name IN ('insight_searches', 'insight_views') ORDER BY table_name, ordinal_position`);
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      "insight_searches.day",
      "insight_searches.what",
      "insight_searches.place",
      "insight_searches.crawler",
      "insight_searches.count",
      "insight_searches.found_nothing",
      "insight_searches.results",
      "insight_views.day",
      "insight_views.kind",
      "insight_views.key",
      "insight_views.crawler",
      "insight_views.count",
    ]);
    const stored = JSON.stringify([await context.database.db.select().from(insightSearches), await context.database.db.select().from(insightViews)]);
    expect(stored).toContain(word);
    for (const personal of [marker, "203.0.113", "127.0.0.1", "::1", "Mozilla", "Chrome", "track="]) expect(stored).not.toContain(personal);
  });

  it("when rows are older than 400 days, then the purge deletes them and keeps the newer ones", async () => {
    const { db } = context.database;
    const word = unusedWord("purged");
    const row = (days: number) => ({ what: `${word}-${days}`, place: "", crawler: false, count: 1, foundNothing: 1, results: 0 });
    for (const days of [0, 399, 400, 401, 800]) {
      const day = sql`(current_date - ${days}::integer)`;
      await db.insert(insightSearches).values({ ...row(days), day });
      await db.insert(insightViews).values({ day, kind: "town", key: `${word}-${days}`, crawler: true, count: 1 });
    }
    expect(await purgeInsights(db, insightsKeptDays)).toBe(4);
    const kept = await db
      .select({ what: insightSearches.what })
      .from(insightSearches)
      .where(sql`${insightSearches.what} LIKE ${`${word}%`}`);
    expect(kept.map((r) => r.what).sort()).toEqual([`${word}-0`, `${word}-399`, `${word}-400`]);
    const views = await db
      .select({ key: insightViews.key })
      .from(insightViews)
      .where(sql`${insightViews.key} LIKE ${`${word}%`}`);
    expect(views.map((r) => r.key).sort()).toEqual([`${word}-0`, `${word}-399`, `${word}-400`]);
  });
});

describe("GET /api/admin/insights", () => {
  it("when asked without a session, then 401, for the report and its files", async () => {
    await supertest(context.app).get(`/api/admin/insights?from=${today()}&to=${today()}`).expect(401);
    await supertest(context.app).get(`/api/admin/insights/searches.csv?from=${today()}&to=${today()}`).expect(401);
  });

  it("when the dates are wrong, reversed or span over 400 days, then 400 says which", async () => {
    const bad = async (query: string, message: RegExp) => {
      const res = await agent.get(`/api/admin/insights?${query}`).expect(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    };
    await bad("from=2026-02-30&to=2026-03-01", /from.*must be a date as YYYY-MM-DD/);
    await bad("from=yesterday&to=2026-03-01", /must be a date as YYYY-MM-DD/);
    await bad("to=2026-03-01", /from/);
    await bad("from=2026-03-02&to=2026-03-01", /must not be before from/);
    await bad("from=2025-01-01&to=2026-02-05", /at most 400 days/);
    const widest = await agent.get("/api/admin/insights?from=2025-01-01&to=2026-02-04").expect(200);
    expect(insightsReport.parse(widest.body).days).toHaveLength(400);
    await agent.get("/api/admin/insights/searches.csv?from=2026-03-02&to=2026-03-01").expect(400);
  });

  it("when a table is downloaded, then it is a CSV attachment with its fields escaped", async () => {
    const word = `${unusedWord("quoted")} "x", =sum`;
    await search(word);
    const res = await agent.get(`/api/admin/insights/nothing.csv?from=${today()}&to=${today()}`).expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename=insights-nothing-${today()}-to-${today()}.csv`);
    expect(res.text.split("\r\n")[0]).toBe("What,Where,Searches that found nothing");
    expect(res.text).toContain(`"${word.toLowerCase().replace(/"/g, '""')}",,1\r\n`);
  });
});

describe("INSIGHTS=off", () => {
  const off = useTestApp({ ...testAdmin, INSIGHTS: "off" });
  it("when visitors search, then nothing is counted", async () => {
    const word = unusedWord("uncounted");
    await supertest(off.app).get(`/api/businesses?search=${word}`).set("User-Agent", browser).expect(200);
    const offAgent = await loginAgent(off);
    const res = await offAgent.get(`/api/admin/insights?from=${today()}&to=${today()}`).expect(200);
    expect(insightsReport.parse(res.body).searches).toEqual([]);
  });
});
