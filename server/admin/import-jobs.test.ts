import { readdir } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  deleteResult,
  importJob,
  importJobList,
  importJobStarted,
  importUndoResult,
  trashPage,
  trashRestoreResult,
  type ImportJob,
} from "../../shared/admin-api";
import { totalCountHeader } from "../../shared/api";
import { apiPaths } from "../../shared/api-paths";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { businessCount, fetchByPlaceId, upload, type Agent } from "../test/admin-import";
import { businessRow, makeCsv, type SheetRow } from "../test/fixtures/make-spreadsheets";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { useTestApp } from "../test/test-app";
import { uploadDir } from "./import-uploads";

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const ended = ["done", "failed", "cancelled", "undone"];

async function startJob(file: Buffer, fileName: string, by = agent): Promise<number> {
  const res = await upload(by, file, fileName).query({ mode: "job" });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return importJobStarted.parse(res.body).importId;
}

async function readJob(id: number, by = agent): Promise<ImportJob> {
  const res = await by.get(apiPaths.admin.importJob(id)).expect(200);
  return importJob.parse(res.body);
}

/** Polls the job until it has ended, keeping every answer on the way. */
async function untilEnded(id: number, seen: ImportJob[] = [], by = agent): Promise<ImportJob> {
  for (;;) {
    const job = await readJob(id, by);
    seen.push(job);
    if (ended.includes(job.status)) return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const manyRows = (n: number, overrides: SheetRow = {}) => Array.from({ length: n }, () => businessRow(overrides));

describe("POST /api/admin/import?mode=job", () => {
  it("when a file is posted as a job, then 202 names the job, which moves to done with the import's figures, and the list shows it first", async () => {
    const rows = [...manyRows(3), businessRow({ name: "" })];
    const id = await startJob(makeCsv(rows), "three.csv");
    const job = await untilEnded(id);
    expect(job).toMatchObject({ id, fileName: "three.csv", status: "done", rowsRead: 4, rowsTotal: 4, imported: 3, totalErrors: 1, etaSeconds: null });
    expect(job.errors).toEqual([{ row: 5, message: expect.any(String) }]);
    expect(job.message).toMatch(/Imported 3 of 4 rows/);
    expect(job.finishedAt).not.toBeNull();
    expect((await fetchByPlaceId(context, String(rows[0]?.place_id))).name).toBe(rows[0]?.name);
    const list = importJobList.parse((await agent.get(apiPaths.admin.imports).expect(200)).body);
    expect(list.imports[0]).toMatchObject({ id, status: "done", imported: 3, errors: [] });
  });

  it("when a job's file has more than 100 bad rows, then the job keeps up to 1,000 errors while the synchronous answer lists 100", async () => {
    const rows = [...manyRows(1), ...Array.from({ length: 1100 }, () => businessRow({ name: "" }))];
    const job = await untilEnded(await startJob(makeCsv(rows), "bad.csv"));
    expect(job).toMatchObject({ status: "done", imported: 1, totalErrors: 1100 });
    expect(job.errors).toHaveLength(1000);
    const sync = await upload(agent, makeCsv([businessRow(), ...Array.from({ length: 150 }, () => businessRow({ name: "" }))]), "sync.csv").expect(200);
    expect(sync.body.errors).toHaveLength(100);
  });

  it("when a job's file cannot be imported, then the job fails with the reason and nothing is stored", async () => {
    const before = await businessCount(context);
    const id = await startJob(makeCsv([{ name: "No place id here", category: "Cafe" }]), "columns.csv");
    const job = await untilEnded(id);
    expect(job).toMatchObject({ status: "failed", imported: 0, message: expect.stringMatching(/Missing required columns/) });
    expect(await businessCount(context)).toBe(before);
  });

  it("when the file is empty, not a spreadsheet, or the mode is unknown, then 400 answers at once and no job is made", async () => {
    const before = importJobList.parse((await agent.get(apiPaths.admin.imports).expect(200)).body).imports.length;
    expect((await upload(agent, Buffer.alloc(0), "empty.csv").query({ mode: "job" })).status).toBe(400);
    expect((await upload(agent, Buffer.from("%PDF-1.7 not a sheet"), "x.pdf").query({ mode: "job" })).status).toBe(400);
    const badMode = await upload(agent, makeCsv(manyRows(1)), "x.csv").query({ mode: "later" });
    expect(badMode.status).toBe(400);
    expect(badMode.body.message).toMatch(/mode/);
    expect(importJobList.parse((await agent.get(apiPaths.admin.imports).expect(200)).body).imports).toHaveLength(before);
  });

  it("when a large file runs, then rowsRead rises while it is read and written", async () => {
    const seen: ImportJob[] = [];
    const job = await untilEnded(await startJob(makeCsv(manyRows(12_000)), "large.csv"), seen);
    expect(job).toMatchObject({ status: "done", imported: 12_000, rowsRead: 12_000 });
    const underWay = seen.filter((j) => j.status === "reading" || j.status === "writing").map((j) => j.rowsRead);
    expect(new Set(underWay.filter((n) => n > 0 && n < 12_000)).size).toBeGreaterThan(1);
    expect(underWay).toEqual([...underWay].sort((a, b) => a - b));
    // An estimate from the share of the file read, before the row count is known.
    expect(seen.some((j) => j.status === "writing" && j.rowsTotal === null && j.etaSeconds !== null)).toBe(true);
  });
});

describe("uploads on disk", () => {
  it("when imports end (done, failed, refused at once, cancelled), then no uploaded file is left behind", async () => {
    const left = async () => (await readdir(uploadDir).catch(() => [])).length;
    await untilEnded(await startJob(makeCsv(manyRows(2)), "kept-briefly.csv"));
    await untilEnded(await startJob(makeCsv([{ name: "No place id", category: "Cafe" }]), "failing.csv"));
    await upload(agent, Buffer.from("%PDF-1.7"), "refused.pdf").query({ mode: "job" }).expect(400);
    await upload(agent, makeCsv(manyRows(1)), "sync.csv").expect(200);
    expect(await left()).toBe(0);
  });
});

describe("GET /api/admin/imports/{id}", () => {
  it("when the id is unknown or not a number, then 404 or 400", async () => {
    await agent.get(apiPaths.admin.importJob(999_999)).expect(404);
    await agent.get("/api/admin/imports/abc").expect(400);
  });

  it("when a job was left under way by a server that stopped, then it reads failed", async () => {
    const [row] = (
      await context.database.db.execute<{ id: number }>(
        sql`INSERT INTO import_jobs (file_name, status, rows_read, heartbeat_at) VALUES ('cut.xlsx', 'writing', 500, now() - interval '1 hour') RETURNING id`,
      )
    ).rows;
    const job = await readJob(Number(row?.id));
    expect(job).toMatchObject({ status: "failed", message: expect.stringMatching(/server stopped/) });
  });

  it("when a job has just ended, then its last figures are answered from memory, even while the jobs table is locked", async () => {
    const id = await startJob(makeCsv(manyRows(2)), "just-ended.csv");
    await untilEnded(id);
    const other = await context.database.pool.connect();
    try {
      await other.query("BEGIN");
      await other.query("LOCK TABLE import_jobs IN ACCESS EXCLUSIVE MODE");
      const res = await agent.get(apiPaths.admin.importJob(id)).timeout(3000);
      expect(importJob.parse(res.body)).toMatchObject({ id, status: "done", imported: 2, rowsTotal: 2 });
    } finally {
      await other.query("ROLLBACK");
      other.release();
    }
  });

  it("without a session, then 401", async () => {
    await context.request.get(apiPaths.admin.imports).expect(401);
  });
});

describe("DELETE /api/admin/imports/{id}", () => {
  it("when a running job is cancelled, then it ends cancelled, nothing of its file is stored, and a second cancel answers 409", async () => {
    const before = await businessCount(context);
    const rows = manyRows(30_000);
    const id = await startJob(makeCsv(rows), "cancel-me.csv");
    while ((await readJob(id)).rowsRead === 0) await new Promise((resolve) => setImmediate(resolve));
    const res = await agent.delete(apiPaths.admin.importJob(id)).expect(200);
    expect(importJob.parse(res.body)).toMatchObject({ id, status: "cancelled", message: expect.stringMatching(/Cancelled/) });
    expect(await businessCount(context)).toBe(before);
    await agent.get(`/api/businesses/slug/${encodeURIComponent(String(rows[0]?.name).toLowerCase())}`).expect(404);
    const again = await agent.delete(apiPaths.admin.importJob(id)).expect(409);
    expect(again.body.message).toMatch(/already ended/);
  });
});

describe("a second upload while an import runs", () => {
  // On the embedded database every statement waits while an import's transaction is open: the jobs are answered from memory there.
  it("when a file is posted while another is written, then it is answered and shown at once, and both end done in the table", { timeout: 90_000 }, async () => {
    const firstRows = manyRows(20_000);
    const first = await startJob(makeCsv(firstRows), "big-first.csv");
    while ((await readJob(first)).rowsRead === 0) await new Promise((resolve) => setImmediate(resolve));
    const secondRows = manyRows(2);
    const second = await startJob(makeCsv(secondRows), "small-second.csv");
    // Its row count is known only once its file has been read to the end, just before it commits.
    expect(await readJob(first)).toMatchObject({ status: expect.stringMatching(/^(reading|writing)$/), rowsTotal: null });
    const list = importJobList.parse((await agent.get(apiPaths.admin.imports).expect(200)).body).imports;
    expect(list.slice(0, 2)).toMatchObject([
      { id: second, status: "queued" },
      { id: first, status: expect.stringMatching(/^(reading|writing)$/) },
    ]);
    expect(await readJob(second)).toMatchObject({ id: second, fileName: "small-second.csv", status: "queued" });
    expect((await readJob(first)).status).toMatch(/^(reading|writing)$/);

    expect(await untilEnded(first)).toMatchObject({ status: "done", imported: 20_000 });
    expect(await untilEnded(second)).toMatchObject({ status: "done", imported: 2 });
    expect((await fetchByPlaceId(context, String(secondRows[1]?.place_id))).name).toBe(secondRows[1]?.name);
    expect((await fetchByPlaceId(context, String(firstRows[19_999]?.place_id))).name).toBe(firstRows[19_999]?.name);

    // A restart: a new app on the same database reads both rows from the table (the second's was written at its
    // turn, under the id it was answered with), and numbers a new job after them.
    const restarted = {
      ...context,
      app: createApp({ db: context.database.db, config: loadConfig({ NODE_ENV: "test", SITE_URL: "http://directory.test", ...testAdmin }) }),
    };
    const again = await loginAgent(restarted);
    const stored = importJobList.parse((await again.get(apiPaths.admin.imports).expect(200)).body).imports;
    expect(stored.slice(0, 2)).toMatchObject([
      { id: second, status: "done", imported: 2, finishedAt: expect.any(String) },
      { id: first, status: "done", imported: 20_000, finishedAt: expect.any(String) },
    ]);
    const third = await startJob(makeCsv(manyRows(1)), "third.csv", again);
    expect(third).toBeGreaterThan(second);
    expect(await untilEnded(third, [], again)).toMatchObject({ status: "done", imported: 1 });
  });
});

describe("DELETE /api/admin/imports/{id} on a queued job", () => {
  it("when a job waiting behind another is cancelled, then it is answered at once and never runs", { timeout: 90_000 }, async () => {
    const running = await startJob(makeCsv(manyRows(30_000)), "first.csv");
    while ((await readJob(running)).rowsRead === 0) await new Promise((resolve) => setImmediate(resolve));
    const waitingRows = manyRows(2);
    const waiting = await startJob(makeCsv(waitingRows), "second.csv");
    expect(await readJob(waiting)).toMatchObject({ status: "queued" });
    const res = await agent.delete(apiPaths.admin.importJob(waiting)).expect(200);
    expect(importJob.parse(res.body)).toMatchObject({ status: "cancelled" });
    expect((await readJob(running)).status).toMatch(/reading|writing/);
    await agent.delete(apiPaths.admin.importJob(waiting)).expect(409);
    expect(await untilEnded(running)).toMatchObject({ status: "done", imported: 30_000 });
    expect(await untilEnded(waiting)).toMatchObject({ status: "cancelled", imported: 0 });
    const [row] = (
      await context.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM businesses WHERE place_id = ${String(waitingRows[0]?.place_id)}`)
    ).rows;
    expect(row?.n).toBe(0);
  });
});

describe("POST /api/admin/imports/{id}/undo", () => {
  it("when an import is undone, then the rows it added go to the trash, a row edited since stays and is named, and the counts follow", async () => {
    const city = `Undoville ${Date.now()}`;
    const rows = manyRows(3, { full_address: `1 Main St, ${city}, IL 62701`, name: `Undone Shop ${Date.now()}` });
    const id = await untilEnded(await startJob(makeCsv(rows), "undo.csv")).then((job) => job.id);
    const edited = await fetchByPlaceId(context, String(rows[1]?.place_id));
    await agent.patch(apiPaths.admin.business(edited.id)).send({ name: "Edited After Import" }).expect(200);
    const cityTotal = async () =>
      Number((await context.request.get(`/api/city/${encodeURIComponent(city)}`).expect(200)).headers[totalCountHeader.toLowerCase()]);
    expect(await cityTotal()).toBe(3);

    const res = await agent.post(apiPaths.admin.importUndo(id)).expect(200);
    const result = importUndoResult.parse(res.body);
    expect(result).toMatchObject({ removed: 2, keptCount: 1, kept: [{ id: edited.id, name: "Edited After Import" }] });
    expect(result.message).toMatch(/2 businesses moved to the trash; 1 business edited since kept/);
    expect(await readJob(id)).toMatchObject({ status: "undone" });
    expect(await cityTotal()).toBe(1);
    await context.request.get(`/api/businesses/${edited.id}`).expect(200);
    const again = await agent.post(apiPaths.admin.importUndo(id)).expect(409);
    expect(again.body.message).toMatch(/already undone/);

    // The trash holds the two as one batch, which puts them back at their addresses.
    const trashed = trashPage.parse(
      (
        await agent
          .get(apiPaths.admin.trash)
          .query({ search: String(rows[0]?.name) })
          .expect(200)
      ).body,
    );
    expect(trashed.items.map((item) => [item.batchId, item.city])).toEqual([
      [result.batchId, city],
      [result.batchId, city],
    ]);
    const restored = trashRestoreResult.parse((await agent.post(apiPaths.admin.trashRestore).send({ batch: result.batchId }).expect(200)).body);
    expect(restored).toMatchObject({ restored: 2, conflictCount: 0 });
    expect(await cityTotal()).toBe(3);
    expect((await fetchByPlaceId(context, String(rows[0]?.place_id))).name).toBe(rows[0]?.name);
  });

  it("when an undone import's batch is restored, then the job is done again, and a second undo takes the same rows and keeps the edited one", async () => {
    const city = `Redoville ${Date.now()}`;
    const rows = manyRows(3, { full_address: `2 Main St, ${city}, IL 62701`, name: `Redone Shop ${Date.now()}` });
    const id = await untilEnded(await startJob(makeCsv(rows), "redo.csv")).then((job) => job.id);
    const edited = await fetchByPlaceId(context, String(rows[2]?.place_id));
    await agent.patch(apiPaths.admin.business(edited.id)).send({ name: "Edited Before Undo" }).expect(200);
    const first = importUndoResult.parse((await agent.post(apiPaths.admin.importUndo(id)).expect(200)).body);
    expect(first).toMatchObject({ removed: 2, keptCount: 1 });

    await agent.post(apiPaths.admin.trashRestore).send({ batch: first.batchId }).expect(200);
    const reopened = await readJob(id);
    expect(reopened).toMatchObject({ status: "done", imported: 3 });
    expect(reopened.message).toMatch(/restored from the trash/);
    const listed = importJobList.parse((await agent.get(apiPaths.admin.imports).expect(200)).body).imports.find((job) => job.id === id);
    expect(listed?.status).toBe("done");

    // The edit came before the first undo, and after the import: it is kept again.
    const second = importUndoResult.parse((await agent.post(apiPaths.admin.importUndo(id)).expect(200)).body);
    expect(second).toMatchObject({ removed: 2, keptCount: 1, kept: [{ id: edited.id, name: "Edited Before Undo" }] });
    expect(second.batchId).not.toBe(first.batchId);
    expect(await readJob(id)).toMatchObject({ status: "undone" });
    await context.request.get(`/api/businesses/${edited.id}`).expect(200);
  });

  it("when another delete's batch is restored, then an undone import stays undone", async () => {
    const id = await untilEnded(await startJob(makeCsv(manyRows(2)), "stays-undone.csv")).then((job) => job.id);
    await agent.post(apiPaths.admin.importUndo(id)).expect(200);
    const row = businessRow();
    await untilEnded(await startJob(makeCsv([row]), "deleted-one.csv"));
    const business = await fetchByPlaceId(context, String(row.place_id));
    const deleted = deleteResult.parse((await agent.delete(apiPaths.admin.business(business.id)).expect(200)).body);
    await agent.post(apiPaths.admin.trashRestore).send({ batch: deleted.batchId }).expect(200);
    expect((await readJob(id)).status).toBe("undone");
  });

  it("when the job did not finish, then undo answers 409", async () => {
    const id = await startJob(makeCsv([{ name: "No place id", category: "Cafe" }]), "failed.csv");
    await untilEnded(id);
    expect((await agent.post(apiPaths.admin.importUndo(id)).expect(409)).body.message).toMatch(/Only a finished import/);
  });

  it("when the import added no business (every row already listed), then undo answers 409 and the job stays done", async () => {
    const rows = manyRows(2);
    await untilEnded(await startJob(makeCsv(rows), "first.csv"));
    const again = await untilEnded(await startJob(makeCsv(rows), "again.csv"));
    expect(again).toMatchObject({ status: "done", imported: 0, duplicatesSkipped: 2 });
    const refused = await agent.post(apiPaths.admin.importUndo(again.id)).expect(409);
    expect(refused.body.message).toBe("This import added no businesses: there is nothing to undo");
    expect((await readJob(again.id)).status).toBe("done");
  });
});
