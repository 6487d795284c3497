import { describe, expect, it } from "vitest";
import { trashPage, trashRestoreResult } from "../../shared/admin-api";
import { statistics } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";
import { deleteAllAsJob } from "../test/trash-jobs";

// A file of its own: deleting everything would take other tests' rows with it.
const context = useTestApp(testAdmin);

const stats = async () => statistics.parse((await context.request.get("/api/statistics").expect(200)).body);

describe("delete all moves every business to the trash", () => {
  it("when everything is deleted, then the trash pages through it by search, and its batch restores all of it with the counts", async () => {
    const agent = await loginAgent(context);
    const token = uniqueToken();
    await insertBusinesses(
      context,
      Array.from({ length: 55 }, (_, i) => ({ name: `Bulk ${token} ${i}`, isVerified: i % 2 === 0 })),
    );
    const before = await stats();
    const deleted = await deleteAllAsJob(agent);
    expect(deleted.done).toBe(before.totalBusinesses);
    expect(await stats()).toEqual({ totalBusinesses: 0, verifiedBusinesses: 0, categories: 0, totalCities: 0 });

    const page = async (n: number) => trashPage.parse((await agent.get("/api/admin/trash").query({ search: token, page: n }).expect(200)).body);
    const [first, second, past] = [await page(1), await page(2), await page(3)];
    expect([first.totalCount, first.totalPages, first.items.length, second.items.length]).toEqual([55, 2, 50, 5]);
    expect(new Set([...first.items, ...second.items].map((i) => i.name)).size).toBe(55);
    expect(past).toMatchObject({ items: [], totalCount: 55, page: 3 });
    expect(first.items.every((i) => i.batchId === deleted.batchId)).toBe(true);

    const restored = trashRestoreResult.parse((await agent.post("/api/admin/trash/restore").send({ batch: deleted.batchId }).expect(200)).body);
    expect(restored.restored).toBe(before.totalBusinesses);
    expect(await stats()).toEqual(before);
    expect(
      (
        await context.request
          .get("/api/businesses")
          .query({ search: `Bulk ${token}` })
          .expect(200)
      ).body.totalCount,
    ).toBe(55);
  });

  it("when the whole trash is restored, then businesses deleted one by one and all at once come back", async () => {
    const agent = await loginAgent(context);
    const [single, other] = await insertBusinesses(context, [{}, {}]);
    if (!single || !other) throw new Error("rows not inserted");
    await agent.delete(`/api/admin/businesses/${single.id}`).expect(200);
    expect(await deleteAllAsJob(agent)).toMatchObject({ status: "done" });
    const result = trashRestoreResult.parse((await agent.post("/api/admin/trash/restore").send({ all: true }).expect(200)).body);
    expect(result.conflictCount).toBe(0);
    await context.request.get(`/api/businesses/${single.id}`).expect(200);
    await context.request.get(`/api/businesses/${other.id}`).expect(200);
    expect(trashPage.parse((await agent.get("/api/admin/trash").expect(200)).body).totalCount).toBe(0);
  });
});
