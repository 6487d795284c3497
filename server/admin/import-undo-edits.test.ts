import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { importUndoResult } from "../../shared/admin-api";
import { apiPaths } from "../../shared/api-paths";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { businessCount, fetchByPlaceId, type Agent } from "../test/admin-import";
import { importJobWith } from "../test/refresh-import";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

/**
 * Issue 39: "edited since" meant updated_at, which Generate SEO and a PATCH that changes nothing also
 * move, so the ordinary import, then Generate SEO, then Undo moved nothing to the trash.
 */

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const importAsJob = (file: Buffer, fileName: string) => importJobWith(agent, file, fileName);

describe("undoing an import after Generate SEO", () => {
  it("when the real Outscraper file is imported, SEO generated, then the import undone, then every imported business is in the trash", async () => {
    const file = await readFile(path.join(import.meta.dirname, "../test/fixtures/outscraper-google-maps-sample.xlsx"));
    const before = await businessCount(context);
    const job = await importAsJob(file, "outscraper.xlsx");
    expect(job, JSON.stringify(job)).toMatchObject({ status: "done" });
    expect(job.imported).toBeGreaterThan(100);
    await agent.post("/api/admin/generate-seo").expect(200);

    const result = importUndoResult.parse((await agent.post(apiPaths.admin.importUndo(job.id)).expect(200)).body);
    expect(result).toMatchObject({ removed: job.imported, keptCount: 0 });
    expect(await businessCount(context)).toBe(before);
  });

  it("when one business gets a PATCH that changes nothing and another a real edit, then the undo keeps only the edited one", async () => {
    const rows = Array.from({ length: 3 }, () => businessRow());
    const job = await importAsJob(makeCsv(rows), "patched.csv");
    const same = await fetchByPlaceId(context, String(rows[0]?.place_id));
    const edited = await fetchByPlaceId(context, String(rows[1]?.place_id));
    await agent.patch(apiPaths.admin.business(same.id)).send({ name: same.name }).expect(200);
    await agent
      .patch(apiPaths.admin.business(edited.id))
      .send({ name: `${edited.name} (edited)` })
      .expect(200);

    const result = importUndoResult.parse((await agent.post(apiPaths.admin.importUndo(job.id)).expect(200)).body);
    expect(result).toMatchObject({ removed: 2, keptCount: 1, kept: [{ id: edited.id }] });
  });
});
