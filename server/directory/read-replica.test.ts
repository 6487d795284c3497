import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessListResponse, statistics } from "../../shared/api";
import { createApp } from "../app";
import { ConfigError, loadConfig } from "../config";
import type { Database } from "../db/database";
import { sameOriginClient, testAdmin } from "../test/admin-agent";
import { businesses } from "../../shared/schema";
import { makeBusiness, uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { createTestDatabase } from "../test/test-database";

/**
 * Issue 7, scaling: with a read replica, public reads go to it and writes to the
 * primary. Two separate databases stand in for primary and replica, so a row's
 * presence in one or the other shows where each request went.
 */
let primary: Database;
let replica: Database;
let request: ReturnType<typeof supertest>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  const config = loadConfig({ NODE_ENV: "test", SITE_URL: "http://directory.test", ...testAdmin });
  app = createApp({ db: primary.db, readDb: replica.db, config });
  request = supertest(app);
});
afterAll(async () => {
  await Promise.all([primary?.close(), replica?.close()]);
});

const searchTotal = async (text: string) => businessListResponse.parse((await request.get(`/api/businesses?search=${text}`).expect(200)).body).totalCount;

describe("DATABASE_REPLICA_URL", () => {
  it("when a business exists only on the replica, then the public list, detail and page read it from there", async () => {
    const token = uniqueToken();
    const [row] = await replica.db
      .insert(businesses)
      .values(makeBusiness({ name: `Replica Diner ${token}` }))
      .returning();
    expect(await searchTotal(token)).toBe(1);
    await request.get(`/api/businesses/slug/${row?.slug}`).expect(200);
  });

  it("when the operator imports, then the rows go to the primary, and the counts come from the primary", async () => {
    const token = uniqueToken();
    const agent = sameOriginClient(supertest.agent(app));
    await agent.post("/api/admin/login").send({ username: testAdmin.ADMIN_USERNAME, password: testAdmin.ADMIN_PASSWORD }).expect(200);
    const file = makeCsv([businessRow({ name: `Primary Cafe ${token}` })]);
    const res = await agent.post("/api/admin/import").attach("excelFile", file, "primary.csv").expect(200);
    expect(res.body.stats.imported).toBe(1);
    const counted = await primary.pool.query("SELECT count(*)::int AS n FROM businesses WHERE name = $1", [`Primary Cafe ${token}`]);
    expect(counted.rows[0].n).toBe(1);
    // The replica has not caught up (here: never will), so public search does not see it yet.
    expect(await searchTotal(token)).toBe(0);
    const stats = statistics.parse((await request.get("/api/statistics").expect(200)).body);
    const primaryTotal = await primary.pool.query("SELECT count(*)::int AS n FROM businesses");
    expect(stats.totalBusinesses).toBe(primaryTotal.rows[0].n);
  });

  it("when a replica is configured without a primary, then start-up refuses with a clear message", () => {
    expect(() => loadConfig({ NODE_ENV: "test", DATABASE_REPLICA_URL: "postgres://replica/db" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "test", DATABASE_REPLICA_URL: "postgres://replica/db" })).toThrow(/needs DATABASE_URL/);
  });
});
