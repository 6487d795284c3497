import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { business, businessListResponse, statistics } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile } from "../test/admin-import";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";
import { seedBusinesses } from "./seed";

// A sample listing says "It is not a real business": it must never also say Verified, in the API or on a page.
const context = useTestApp(testAdmin);

const verifiedCount = async () => statistics.parse((await context.request.get("/api/statistics").expect(200)).body).verifiedBusinesses;

describe("sample listings are never verified", () => {
  it("when the sample set is seeded, then none of it is verified and the Verified count does not move", async () => {
    const before = await verifiedCount();
    await seedBusinesses(context.database.db, { count: 60, seed: 5 });
    await context.recountFacets();
    expect(await verifiedCount()).toBe(before);
    const list = businessListResponse.parse((await context.request.get("/api/businesses?limit=100").expect(200)).body);
    const samples = list.businesses.filter((b) => b.source === "sample");
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.filter((b) => b.isVerified)).toEqual([]);
  });

  it("when an import marks a sample row verified, then it is stored unverified; a real row keeps its flag", async () => {
    const agent = await loginAgent(context);
    const sample = businessRow({ source: "sample", verified: "TRUE" });
    const real = businessRow({ verified: "TRUE" });
    await importFile(agent, makeCsv([sample, real]), `verified-${uniqueToken()}.csv`);
    expect(await fetchByPlaceId(context, String(sample.place_id))).toMatchObject({ source: "sample", isVerified: false });
    expect(await fetchByPlaceId(context, String(real.place_id))).toMatchObject({ source: "import", isVerified: true });
  });

  it("when the operator ticks Verified on a sample listing, then the edit is refused with the reason and nothing changes", async () => {
    const agent = await loginAgent(context);
    const [sample, real] = await insertBusinesses(context, [{ source: "sample" }, { source: "import" }]);
    if (!sample || !real) throw new Error("rows not inserted");
    const refused = await agent.patch(`/api/admin/businesses/${sample.id}`).send({ isVerified: true }).expect(400);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/sample listing cannot be verified/), errors: { isVerified: expect.any(Array) } });
    const stored = business.parse((await context.request.get(`/api/businesses/${sample.id}`).expect(200)).body);
    expect(stored.isVerified).toBe(false);
    await agent.patch(`/api/admin/businesses/${real.id}`).send({ isVerified: true }).expect(200);
  });

  it("when migration 0024 runs over samples an earlier version stored as verified, then they are cleared and the Verified count follows", async () => {
    const [sample, real] = await insertBusinesses(context, [
      { source: "sample", isVerified: true },
      { source: "import", isVerified: true },
    ]);
    if (!sample || !real) throw new Error("rows not inserted");
    const file = path.resolve(import.meta.dirname, "../../migrations/0024_samples_never_verified.sql");
    for (const statement of readFileSync(file, "utf8").split("--> statement-breakpoint")) await context.database.db.execute(sql.raw(statement));
    const flag = async (id: number) => business.parse((await context.request.get(`/api/businesses/${id}`).expect(200)).body).isVerified;
    expect(await flag(sample.id)).toBe(false);
    expect(await flag(real.id)).toBe(true);
    const counts = await context.database.db.execute<{ stored: number; actual: number }>(sql`
      SELECT (SELECT business_count FROM facet_counts WHERE kind = 'verified' AND key = 'all') AS stored,
             (SELECT count(*)::int FROM businesses WHERE is_verified) AS actual`);
    const [row] = counts.rows;
    expect(row?.actual).toBeGreaterThan(0);
    expect(row?.stored).toBe(row?.actual);
  });
});
