import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteResult, trashPage, trashRestoreResult, type TrashPage } from "../../shared/admin-api";
import { business, statistics } from "../../shared/api";
import { businesses } from "../../shared/schema";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, makeBusiness, uniqueToken } from "../test/businesses";
import type { Agent } from "../test/admin-import";
import { useTestApp } from "../test/test-app";
import { createLogger } from "../http/logger";
import { purgeOldTrash, startTrashPurge } from "./trash-purge";

const context = useTestApp(testAdmin);

const stats = async () => statistics.parse((await context.request.get("/api/statistics").expect(200)).body);
const trash = async (agent: Agent, query: Record<string, string | number>): Promise<TrashPage> =>
  trashPage.parse((await agent.get("/api/admin/trash").query(query).expect(200)).body);
const citiesSitemap = async () => (await context.request.get("/sitemaps/cities.xml").expect(200)).text;
const remove = async (agent: Agent, id: number) => deleteResult.parse((await agent.delete(`/api/admin/businesses/${id}`).expect(200)).body);
const restore = async (agent: Agent, body: object) => trashRestoreResult.parse((await agent.post("/api/admin/trash/restore").send(body).expect(200)).body);
const silent = createLogger("silent", { write: () => {} });

describe("deleting a business moves it to the trash", () => {
  it("when a business is deleted, then nothing public shows it, the trash lists it, and its batch puts it back at its old address with the counts", async () => {
    const agent = await loginAgent(context);
    const town = `Trashville ${uniqueToken()}`;
    const [row] = await insertBusinesses(context, [{ city: town, isVerified: true }]);
    if (!row) throw new Error("row not inserted");
    const before = await stats();
    expect(await citiesSitemap()).toContain(encodeURIComponent(town));

    const deleted = await remove(agent, row.id);
    expect(deleted).toMatchObject({ message: `Deleted ${row.name}`, deleted: 1 });
    await context.request.get(`/api/businesses/${row.id}`).expect(404);
    await context.request.get(`/api/businesses/slug/${row.slug}`).expect(404);
    expect((await context.request.get("/api/businesses").query({ search: row.name }).expect(200)).body.totalCount).toBe(0);
    expect(await stats()).toMatchObject({ totalBusinesses: before.totalBusinesses - 1, verifiedBusinesses: before.verifiedBusinesses - 1 });
    expect(await citiesSitemap()).not.toContain(encodeURIComponent(town));

    const listed = await trash(agent, { search: row.name });
    expect(listed.totalCount).toBe(1);
    expect(listed.items[0]).toMatchObject({ businessId: row.id, name: row.name, slug: row.slug, city: town, batchId: deleted.batchId });
    const item = listed.items[0]!;
    expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000);

    const restored = await restore(agent, { batch: deleted.batchId });
    expect(restored).toEqual({ message: "Restored 1 business", restored: 1, conflicts: [], conflictCount: 0 });
    const back = business.parse((await context.request.get(`/api/businesses/slug/${row.slug}`).expect(200)).body);
    expect(back).toMatchObject({ id: row.id, name: row.name, placeId: row.placeId, city: town, isVerified: true, createdAt: row.createdAt.toISOString() });
    expect(await stats()).toEqual(before);
    expect(await citiesSitemap()).toContain(encodeURIComponent(town));
    expect((await trash(agent, { search: row.name })).totalCount).toBe(0);
    // A second restore of the same batch finds nothing left to restore.
    expect((await restore(agent, { batch: deleted.batchId })).restored).toBe(0);
  });

  it("when entries are restored by id, then only those come back", async () => {
    const agent = await loginAgent(context);
    const token = uniqueToken();
    const rows = await insertBusinesses(context, [{ name: `Keep ${token} one` }, { name: `Keep ${token} two` }, { name: `Keep ${token} three` }]);
    for (const row of rows) await remove(agent, row.id);
    const listed = await trash(agent, { search: token });
    expect(listed.items.map((i) => i.name)).toEqual([`Keep ${token} three`, `Keep ${token} two`, `Keep ${token} one`]);
    const chosen = listed.items.filter((i) => i.name !== `Keep ${token} two`).map((i) => i.id);
    expect((await restore(agent, { ids: chosen })).restored).toBe(2);
    expect((await trash(agent, { search: token })).items.map((i) => i.name)).toEqual([`Keep ${token} two`]);
    await context.request.get(`/api/businesses/${rows[0]!.id}`).expect(200);
    await context.request.get(`/api/businesses/${rows[1]!.id}`).expect(404);
  });

  it("when its address or place id was taken again meanwhile, then it stays in the trash and the answer names it and the holder", async () => {
    const agent = await loginAgent(context);
    const [bySlug, byPlace] = await insertBusinesses(context, [{ name: `Slug ${uniqueToken()}` }, { name: `Place ${uniqueToken()}` }]);
    if (!bySlug || !byPlace) throw new Error("rows not inserted");
    const first = await remove(agent, bySlug.id);
    const second = await remove(agent, byPlace.id);
    const newcomer = makeBusiness({ name: `Newcomer ${uniqueToken()}` });
    const placeHolder = makeBusiness({ name: `Holder ${uniqueToken()}`, placeId: byPlace.placeId });
    await context.database.db.insert(businesses).values([{ ...newcomer, slug: bySlug.slug }, placeHolder]);
    await context.recountFacets();

    const result = await restore(agent, { batch: first.batchId });
    expect(result.restored).toBe(0);
    expect(result.conflicts).toEqual([expect.objectContaining({ name: bySlug.name, slug: bySlug.slug, field: "slug", takenBy: newcomer.name })]);
    expect(result.message).toBe(`Restored 0 businesses; not restored: ${bySlug.name} (page address (URL) in use by ${newcomer.name})`);
    const other = await restore(agent, { batch: second.batchId });
    expect(other.conflicts).toEqual([expect.objectContaining({ name: byPlace.name, field: "placeId", takenBy: placeHolder.name })]);
    // Neither was overwritten, and both entries are still there to restore later.
    expect(business.parse((await context.request.get(`/api/businesses/slug/${bySlug.slug}`).expect(200)).body).name).toBe(newcomer.name);
    expect((await trash(agent, { search: bySlug.name })).totalCount).toBe(1);
    expect((await trash(agent, { search: byPlace.name })).totalCount).toBe(1);
  });

  it("when the restore request or the list query is invalid, then it answers 400; a search for % finds only a %", async () => {
    const agent = await loginAgent(context);
    await agent.post("/api/admin/trash/restore").send({}).expect(400);
    await agent
      .post("/api/admin/trash/restore")
      .send({ ids: [1], all: true })
      .expect(400);
    await agent.post("/api/admin/trash/restore").send({ all: false }).expect(400);
    await agent.post("/api/admin/trash/restore").send({ batch: "not-a-uuid" }).expect(400);
    await agent.post("/api/admin/trash/restore").send({ ids: [] }).expect(400);
    await agent.get("/api/admin/trash").query({ page: 0 }).expect(400);
    // LIKE's wildcards are searched as themselves.
    expect((await trash(agent, { search: "%" })).totalCount).toBe(0);
    await context.request.get("/api/admin/trash").expect(401);
  });
});

describe("the purge", () => {
  it("when entries are older than 30 days, then the purge removes them and keeps the newer ones", async () => {
    const agent = await loginAgent(context);
    const token = uniqueToken();
    const rows = await insertBusinesses(context, [{ name: `Old ${token}` }, { name: `Recent ${token}` }, { name: `Older ${token}` }]);
    for (const row of rows) await remove(agent, row.id);
    const age = (name: string, days: number) =>
      context.database.db.execute(sql`UPDATE business_trash SET deleted_at = now() - make_interval(days => ${days}::int) WHERE name = ${name}`);
    await age(`Old ${token}`, 31);
    await age(`Recent ${token}`, 29);

    expect(await purgeOldTrash(context.database.db, silent)).toBeGreaterThanOrEqual(1);
    expect((await trash(agent, { search: token })).items.map((i) => i.name)).toEqual([`Older ${token}`, `Recent ${token}`]);

    // The scheduled purge runs once at start, before its first hour.
    await age(`Older ${token}`, 45);
    const purge = startTrashPurge(context.database.db, silent);
    await purge.firstRun;
    purge.stop();
    expect((await trash(agent, { search: token })).items.map((i) => i.name)).toEqual([`Recent ${token}`]);
  });
});
