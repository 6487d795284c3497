import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { importJobList, importResult } from "../../shared/admin-api";
import { categorySummaries } from "../../shared/api";
import { apiPaths } from "../../shared/api-paths";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile, upload, type Agent } from "../test/admin-import";
import { lettersOnly, uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { importJobWith } from "../test/refresh-import";
import { untilAStatementWaits } from "../test/statement-waits";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const refresh = async (file: Buffer) => importResult.parse((await upload(agent, file, "refresh.csv").query({ existing: "update" }).expect(200)).body);
const categoryCount = async (name: string) => {
  const body = categorySummaries.parse((await context.request.get(apiPaths.categories).expect(200)).body);
  return body.find((c) => c.category === name)?.businessCount ?? 0;
};
const importJobNamed = async (fileName: string) =>
  importJobList.parse((await agent.get(apiPaths.admin.imports).expect(200)).body).imports.find((job) => job.fileName === fileName);
const updatedAt = async (id: number) =>
  new Date(String((await context.database.db.execute<{ at: string }>(sql`SELECT updated_at AS at FROM businesses WHERE id = ${id}`)).rows[0]?.at));

describe("what follows a refresh", () => {
  it("when a refresh changes a category and a name, then the counts, the search and updated_at (the sitemaps' lastmod) follow", async () => {
    const [oldCategory, newCategory, word] = [`Olds ${lettersOnly(uniqueToken())}`, `News ${lettersOnly(uniqueToken())}`, lettersOnly(uniqueToken())];
    const row = businessRow({ category: oldCategory });
    await importFile(agent, makeCsv([row]), "first.csv");
    const listed = await fetchByPlaceId(context, String(row.place_id));
    const before = await updatedAt(listed.id);
    expect(await categoryCount(oldCategory)).toBe(1);

    const result = await refresh(makeCsv([{ ...row, category: newCategory, name: `Brand ${word}` }]));
    expect(result.stats).toMatchObject({ updated: 1 });
    expect(await categoryCount(oldCategory)).toBe(0);
    expect(await categoryCount(newCategory)).toBe(1);
    const found = (await context.request.get(apiPaths.businesses).query({ search: word }).expect(200)).body as { businesses: { id: number }[] };
    expect(found.businesses.map((b) => b.id)).toEqual([listed.id]);
    expect((await updatedAt(listed.id)).getTime()).toBeGreaterThan(before.getTime());
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({ slug: listed.slug, categorySlug: expect.stringContaining("news-") });
  });

  it("when a refresh closes a business for good, then its page says so and the sitemaps leave it out", async () => {
    const row = businessRow();
    await importFile(agent, makeCsv([row]), "first.csv");
    await refresh(makeCsv([{ ...row, business_status: "CLOSED_PERMANENTLY" }]));
    const listed = await fetchByPlaceId(context, String(row.place_id));
    expect(listed.businessStatus).toBe("CLOSED_PERMANENTLY");
    const index = (await context.request.get("/sitemap.xml").expect(200)).text;
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "").filter((f) => f.includes("businesses-"));
    for (const file of files) expect((await context.request.get(new URL(file).pathname).expect(200)).text).not.toContain(listed.slug);
  });

  it("when a hand edit holds the business while a refresh runs, then the hand edit stays and the refresh counts it as kept", async () => {
    const row = businessRow();
    await importFile(agent, makeCsv([row]), "first.csv");
    const listed = await fetchByPlaceId(context, String(row.place_id));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The edit path's statements (selectBusinessForUpdate, update, insertEdit), held open while the refresh starts.
    const edit = context.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM businesses WHERE id = ${listed.id} FOR UPDATE`);
      await tx.execute(sql`UPDATE businesses SET phone = '+1 217-555-0142', updated_at = now() WHERE id = ${listed.id}`);
      await tx.execute(
        sql`INSERT INTO business_edits (business_id, previous, next) VALUES (${listed.id}, '{"phone": "+1 217-555-0100"}', '{"phone": "+1 217-555-0142"}')`,
      );
      locked();
      await held;
    });
    await isLocked;
    const job = importJobWith(agent, makeCsv([{ ...row, phone: "+1 217-555-0199", rating: 3.3 }]), "race.csv", "update");
    await untilAStatementWaits(context.database);
    release();
    await edit;
    expect(await job).toMatchObject({ status: "done", updated: 1, keptEdited: 1 });
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({ phone: "+1 217-555-0142", rating: 3.3 });
  });

  it("when a hand edit comes while a refresh of many rows writes, then whichever runs first, the hand edit is what stays", async () => {
    const rows = Array.from({ length: 1500 }, () => businessRow());
    const target = rows[1499] as (typeof rows)[number];
    await importFile(agent, makeCsv(rows), "many.csv");
    const listed = await fetchByPlaceId(context, String(target.place_id));
    const job = importJobWith(agent, makeCsv(rows.map((r) => ({ ...r, phone: "+1 217-555-0199" }))), "many-refresh.csv", "update");
    // The edit comes once the refresh has read rows: while it writes them, or after.
    await expect.poll(async () => (await importJobNamed("many-refresh.csv"))?.rowsRead ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    await agent.patch(apiPaths.admin.business(listed.id)).send({ phone: "+1 217-555-0142" }).expect(200);
    expect(await job).toMatchObject({ status: "done", updated: expect.any(Number) });
    expect((await fetchByPlaceId(context, String(target.place_id))).phone).toBe("+1 217-555-0142");
  });

  it("when a refresh carries hostile text, then it is stored as text", async () => {
    const row = businessRow();
    await importFile(agent, makeCsv([row]), "first.csv");
    const hostile = `<script>alert(1)</script> '); DROP TABLE businesses; -- ${uniqueToken()}`;
    await refresh(makeCsv([{ ...row, name: hostile, description: '{"a":1} \\ \u202e', site: "javascript:alert(1)" }]));
    const listed = await fetchByPlaceId(context, String(row.place_id));
    expect(listed).toMatchObject({ name: hostile, description: '{"a":1} \\ \u202e', website: null });
  });
});
