import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/api-paths";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile, type Agent } from "../test/admin-import";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv, makeXlsx } from "../test/fixtures/make-spreadsheets";
import { importJobWith } from "../test/refresh-import";
import { publicCounts } from "../test/public-counts";
import { useTestApp } from "../test/test-app";
import { deleteAllAsJob, restoreBatchAsJob } from "../test/trash-jobs";

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const at = (town: string) => `1 Main St, ${town}, TX 75001`;

/** A town's count as the public list of towns shows it; undefined when the town is not listed. */
async function townCount(town: string): Promise<number | undefined> {
  const body = (await context.request.get(`${apiPaths.cities}?limit=1000`).expect(200)).body as { label: string; businessCount: number }[];
  return body.find((place) => place.label === `${town}, TX`)?.businessCount;
}

/**
 * Puts a wrong figure into one town's stored count. A write that counts only the rows it changes
 * leaves it; one that recounts the whole table (a cost that grows with the table) corrects it.
 */
async function skewCount(town: string, by: number): Promise<void> {
  const result = await context.database.db.execute(
    sql`UPDATE facet_counts SET business_count = business_count + ${by} WHERE kind IN ('place', 'city') AND label = ${town}`,
  );
  expect(result.rowCount).toBe(2);
  // Written behind the app's back: what it built from the counts is retired, as after any write.
  context.dataVersion.changed();
}

/** The counts equal a recount of the whole table, once the skew is taken back out. */
async function expectRecountEqual(bystander: string) {
  await skewCount(bystander, -1000);
  const kept = await publicCounts(context);
  await context.recountFacets();
  expect(kept).toEqual(await publicCounts(context));
}

describe("counts follow the rows a write changes, never a recount of the table", () => {
  it("when a business is deleted and restored, a refresh import moves one and adds one, the import is undone and SEO generated, then only the changed rows' towns move", async () => {
    const token = uniqueToken();
    const [alpha, beta, bystander] = [`Alphaville ${token}`, `Betaburg ${token}`, `Bystander ${token}`];
    const rows = [0, 1, 2].map(() => businessRow({ full_address: at(alpha) }));
    const [first, second] = rows as [ReturnType<typeof businessRow>, ReturnType<typeof businessRow>];
    await importFile(agent, makeCsv([...rows, businessRow({ full_address: at(bystander) })]), "towns.csv");
    expect(await townCount(alpha)).toBe(3);
    await skewCount(bystander, 1000);
    expect(await townCount(bystander)).toBe(1001);

    const gone = await fetchByPlaceId(context, String(first.place_id));
    const deleted = (await agent.delete(apiPaths.admin.business(gone.id)).expect(200)).body as { batchId: string };
    expect(await townCount(alpha)).toBe(2);
    expect(await townCount(bystander)).toBe(1001);

    await agent.post(apiPaths.admin.trashRestore).send({ batch: deleted.batchId }).expect(200);
    expect(await townCount(alpha)).toBe(3);
    expect(await townCount(bystander)).toBe(1001);

    const job = await importJobWith(agent, makeXlsx([{ ...second, full_address: at(beta) }, businessRow({ full_address: at(beta) })]), "moved.xlsx", "update");
    expect(job).toMatchObject({ status: "done", imported: 1, updated: 1 });
    expect([await townCount(alpha), await townCount(beta), await townCount(bystander)]).toEqual([2, 2, 1001]);

    await agent.post(apiPaths.admin.importUndo(job.id)).expect(200);
    expect([await townCount(alpha), await townCount(beta), await townCount(bystander)]).toEqual([3, undefined, 1001]);

    const seo = (await agent.post(apiPaths.admin.generateSeo).expect(200)).body as { updated: number };
    expect(seo.updated).toBeGreaterThan(0);
    expect([await townCount(alpha), await townCount(bystander)]).toEqual([3, 1001]);

    await expectRecountEqual(bystander);
  });

  it("when everything is deleted at once and its batch restored, then the counts are emptied and come back as a recount has them", async () => {
    const token = uniqueToken();
    const [alpha, bystander] = [`Alphaville ${token}`, `Bystander ${token}`];
    await importFile(agent, makeCsv([businessRow({ full_address: at(alpha) }), businessRow({ full_address: at(bystander), category: "Bakery" })]), "all.csv");
    const deleted = await deleteAllAsJob(agent);
    const empty = (await context.request.get(apiPaths.statistics).expect(200)).body as { totalBusinesses: number };
    expect(empty.totalBusinesses).toBe(0);
    expect(await townCount(alpha)).toBeUndefined();
    const afterDelete = await publicCounts(context);
    await context.recountFacets();
    expect(afterDelete).toEqual(await publicCounts(context));

    expect(await restoreBatchAsJob(agent, deleted.batchId)).toMatchObject({ status: "done", done: deleted.done });
    await skewCount(bystander, 1000);
    expect(await townCount(alpha)).toBe(1);
    await expectRecountEqual(bystander);
  });
});
