import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminEvents, trashPage } from "../../shared/admin-api";
import { statistics } from "../../shared/api";
import { apiPaths } from "../../shared/api-paths";
import { jobLeases } from "../../shared/schema";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { publicCounts } from "../test/public-counts";
import { useTestApp } from "../test/test-app";
import { deleteAllAsJob, restoreBatchAsJob } from "../test/trash-jobs";

// A file of its own: deleting everything would take other tests' rows with it. Three rows a batch, so
// a job of a few businesses runs several batches.
const context = useTestApp(testAdmin, { trashBatchSize: 3 });

const stats = async () => statistics.parse((await context.request.get(apiPaths.statistics).expect(200)).body);

const towns = ["Alpha", "Beta", "Gamma"];
const categories = ["Bakery", "Italian restaurant", "Dentist", "Florist"];

describe("delete-all and its undo as jobs", () => {
  it("when delete-all runs as a job, then it moves every business to the trash in batches and says so; its batch's restore job brings all back with counts as a recount has them", async () => {
    const agent = await loginAgent(context);
    const token = uniqueToken();
    await insertBusinesses(
      context,
      Array.from({ length: 10 }, (_, i) => ({
        name: `Job ${token} ${i}`,
        city: `${towns[i % 3]} ${token}`,
        category: categories[i % 4],
        isVerified: i % 2 === 0,
      })),
    );
    const before = await publicCounts(context);
    const total = (await stats()).totalBusinesses;

    const deleted = await deleteAllAsJob(agent);
    expect(deleted).toMatchObject({
      kind: "delete-all",
      status: "done",
      done: total,
      total,
      message: `All data deleted: ${total} businesses moved to the trash`,
    });
    expect(deleted.finishedAt).not.toBeNull();
    expect(await stats()).toEqual({ totalBusinesses: 0, verifiedBusinesses: 0, categories: 0, totalCities: 0 });
    const emptied = await publicCounts(context);
    await context.recountFacets();
    expect(emptied).toEqual(await publicCounts(context));
    const trash = trashPage.parse((await agent.get(apiPaths.admin.trash).query({ search: token }).expect(200)).body);
    expect(trash.totalCount).toBe(10);
    expect(trash.items.every((item) => item.batchId === deleted.batchId)).toBe(true);
    const activity = adminEvents.parse((await agent.get(apiPaths.admin.activity).expect(200)).body);
    expect(activity.slice(0, 2).map((e) => [e.kind, e.summary])).toEqual([
      ["delete-all", `Deleted all ${total} businesses`],
      ["delete-all", `Started deleting all ${total} businesses, to the trash as batch ${deleted.batchId}`],
    ]);

    const restored = await restoreBatchAsJob(agent, deleted.batchId);
    expect(restored).toMatchObject({
      kind: "restore",
      status: "done",
      batchId: deleted.batchId,
      done: total,
      total,
      message: `Restored ${total} businesses`,
      conflicts: [],
      conflictCount: 0,
    });
    const back = await publicCounts(context);
    expect(back).toEqual(before);
    await context.recountFacets();
    expect(back).toEqual(await publicCounts(context));
    expect(trashPage.parse((await agent.get(apiPaths.admin.trash).expect(200)).body).totalCount).toBe(0);
  });

  it("when a business holds a deleted one's place id again, then the restore job brings back the rest and names that one", async () => {
    const agent = await loginAgent(context);
    const [taken] = await insertBusinesses(context, [{ name: `Taken ${uniqueToken()}` }, {}, {}, {}]);
    if (!taken?.placeId) throw new Error("rows not inserted");
    const deleted = await deleteAllAsJob(agent);
    const [holder] = await insertBusinesses(context, [{ name: `Holder ${uniqueToken()}`, placeId: taken.placeId }]);

    const restored = await restoreBatchAsJob(agent, deleted.batchId);
    expect(restored).toMatchObject({ status: "done", done: deleted.done - 1, total: deleted.done, conflictCount: 1 });
    expect(restored.conflicts).toEqual([expect.objectContaining({ name: taken.name, field: "placeId", takenBy: holder?.name })]);
    expect(restored.message).toContain(`not restored: ${taken.name} (place id in use by ${holder?.name})`);
    expect((await stats()).totalBusinesses).toBe(deleted.done);
  });

  it("when another batch's entry lies among a delete-all's in the trash, then the restore job leaves it there", async () => {
    const agent = await loginAgent(context);
    const rows = await insertBusinesses(context, [{}, {}, {}, {}, {}, {}, {}]);
    const deleted = await deleteAllAsJob(agent);
    const other = randomUUID();
    const middle = rows[3];
    if (!middle) throw new Error("rows not inserted");
    // As if this one had been deleted on its own while the delete-all ran.
    await context.database.db.execute(sql`UPDATE business_trash SET batch_id = ${other}::uuid WHERE business_id = ${middle.id}`);

    const restored = await restoreBatchAsJob(agent, deleted.batchId);
    expect(restored).toMatchObject({ status: "done", done: deleted.done - 1, total: deleted.done - 1, conflictCount: 0 });
    await context.request.get(`/api/businesses/${middle.id}`).expect(404);
    const left = trashPage.parse((await agent.get(apiPaths.admin.trash).expect(200)).body);
    const ours = new Set(rows.map((row) => row.id));
    // The trash holds what earlier tests left there too.
    expect(left.items.filter((item) => ours.has(item.businessId)).map((item) => [item.businessId, item.batchId])).toEqual([[middle.id, other]]);
    await agent.post(apiPaths.admin.trashRestore).send({ batch: other }).expect(200);
  });

  it("when another instance runs a delete-all or a restore, then a second one is refused (409) and nothing moves", async () => {
    const agent = await loginAgent(context);
    await insertBusinesses(context, [{}, {}]);
    const before = await stats();
    await context.database.db.insert(jobLeases).values({ name: "trash-job", holder: "other-host (process 1)", token: uniqueToken() });
    try {
      const refused = await agent.delete(apiPaths.admin.deleteAllAsJob).send({ confirm: "DELETE" }).expect(409);
      expect(refused.body.message).toMatch(/^A delete-all or a restore of a batch is already running on other-host \(process 1\) since /);
      await agent.post(apiPaths.admin.trashRestoreAsJob).send({ batch: "6f1d3c2a-8b4e-4f6a-9c0d-1e2f3a4b5c6d" }).expect(409);
      await agent.delete(apiPaths.admin.deleteAll).send({ confirm: "DELETE" }).expect(409);
    } finally {
      await context.database.db.delete(jobLeases);
    }
    expect(await stats()).toEqual(before);
  });

  it("when the request is malformed, then it answers 400 and starts nothing; an unknown job is 404", async () => {
    const agent = await loginAgent(context);
    await insertBusinesses(context, [{}]);
    const before = await stats();
    await agent.delete(apiPaths.admin.deleteAllAsJob).send({ confirm: "delete" }).expect(400);
    await agent.delete(apiPaths.admin.deleteAllAsJob).expect(400);
    await agent.delete("/api/admin/delete-all?mode=later").send({ confirm: "DELETE" }).expect(400);
    const idsAsJob = await agent
      .post(apiPaths.admin.trashRestoreAsJob)
      .send({ ids: [1] })
      .expect(400);
    expect(idsAsJob.body.errors).toEqual({ batch: ["is required with mode=job"] });
    await agent.post(apiPaths.admin.trashRestoreAsJob).send({ batch: "not-a-batch" }).expect(400);
    await agent.get(apiPaths.admin.trashJob("42")).expect(400);
    await agent.get(apiPaths.admin.trashJob("6f1d3c2a-8b4e-4f6a-9c0d-1e2f3a4b5c6d")).expect(404);
    expect(await stats()).toEqual(before);
  });
});
