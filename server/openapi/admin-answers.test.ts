import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { importJob, importJobStarted, trashJobStarted, type ImportJob } from "../../shared/admin-api";
import { loginAgent, sameOriginClient, testAdmin } from "../test/admin-agent";
import { upload, type Agent } from "../test/admin-import";
import { DescribedAnswers, describedOperations, type ApiDocument } from "../test/api-description";
import { insertBusinesses } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { insertSuggestion } from "../test/suggestions";
import { useTestApp } from "../test/test-app";
import { followTrashJob } from "../test/trash-jobs";

const context = useTestApp(testAdmin);
let answers: DescribedAnswers;
let document: ApiDocument;
let agent: Agent;

beforeAll(async () => {
  document = (await context.request.get("/api/openapi.json").expect(200)).body as ApiDocument;
  answers = new DescribedAnswers(document);
  agent = await loginAgent(context);
});

/** Checks the answer against the document and that its status is the one expected. */
async function expectAnswer(test: supertest.Test, status: number) {
  const res = await answers.check(test);
  expect(res.status, `${test.method} ${test.url}: ${JSON.stringify(res.body)}`).toBe(status);
  return res;
}

async function endedJob(id: number): Promise<ImportJob> {
  for (;;) {
    const job = importJob.parse((await expectAnswer(agent.get(`/api/admin/imports/${id}`), 200)).body);
    if (!["queued", "reading", "writing"].includes(job.status)) return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("the admin API answers as its description says", () => {
  it("when a route that needs a session is asked without one, then it answers the described 401", async () => {
    const anonymous = sameOriginClient(supertest(context.app));
    for (const operation of describedOperations(document)) {
      const [method = "", path = ""] = operation.split(" ");
      const secured = document.paths[path]?.[method.toLowerCase()]?.security?.length;
      expect(Boolean(secured), operation).toBe(path.startsWith("/api/admin/") && path !== "/api/admin/login");
      if (!secured) continue;
      const url = path.replace(/\{\w+\}/g, "1");
      const send =
        method === "DELETE" ? anonymous.delete(url) : method === "PATCH" ? anonymous.patch(url) : method === "POST" ? anonymous.post(url) : anonymous.get(url);
      await expectAnswer(send, 401);
    }
  });

  it("when the operator signs in, imports, undoes and reads the jobs, then each answer is described", async () => {
    await expectAnswer(sameOriginClient(supertest(context.app)).post("/api/admin/login").send({ username: testAdmin.ADMIN_USERNAME, password: "wrong" }), 401);
    await expectAnswer(agent.post("/api/admin/login").send({ username: testAdmin.ADMIN_USERNAME, password: testAdmin.ADMIN_PASSWORD }), 200);
    await expectAnswer(agent.get("/api/admin/check-auth"), 200);
    await expectAnswer(upload(agent, makeCsv([businessRow(), businessRow({ name: "" })]), "two.csv"), 200);
    const started = importJobStarted.parse((await expectAnswer(upload(agent, makeCsv([businessRow()]), "one.csv").query({ mode: "job" }), 202)).body);
    expect((await endedJob(started.importId)).status).toBe("done");
    await expectAnswer(agent.get("/api/admin/imports"), 200);
    await expectAnswer(agent.delete(`/api/admin/imports/${started.importId}`), 409);
    await expectAnswer(agent.post(`/api/admin/imports/${started.importId}/undo`), 200);
    await expectAnswer(agent.get("/api/admin/imports/999999999"), 404);
    await expectAnswer(agent.get("/api/admin/import-template"), 200);
    await expectAnswer(agent.get("/api/admin/export?country=United%20States"), 200);
  });

  it("when a business is edited, reverted, deleted and restored, then each answer is described", async () => {
    const [shop] = await insertBusinesses(context, [{ phone: "+1 217-555-0100", openingHours: { Monday: "9AM-5PM" } }]);
    const id = shop?.id ?? 0;
    await expectAnswer(agent.patch(`/api/admin/businesses/${id}`).send({ phone: "+1 217-555-0101" }), 200);
    await expectAnswer(agent.patch(`/api/admin/businesses/${id}`).send({ rating: 9 }), 400);
    const { edits } = (await expectAnswer(agent.get(`/api/admin/businesses/${id}/history`), 200)).body as { edits: { id: number }[] };
    await expectAnswer(agent.post(`/api/admin/businesses/${id}/history/${edits[0]?.id}/revert`), 200);
    const { batchId } = (await expectAnswer(agent.delete(`/api/admin/businesses/${id}`), 200)).body as { batchId: string };
    await expectAnswer(agent.get("/api/admin/trash?page=1"), 200);
    await expectAnswer(agent.post("/api/admin/trash/restore").send({ batch: batchId }), 200);
  });

  it("when the queue is read and decided, and the site's jobs run, then each answer is described", async () => {
    const [shop] = await insertBusinesses(context, [{}]);
    const accepted = await insertSuggestion(context, { businessId: shop?.id, changes: { phone: "(217) 555-0123" }, notes: ["New number"] });
    const rejected = await insertSuggestion(context, {
      kind: "submission",
      changes: { name: "Owner's Cafe", category: "Cafe" },
      contactEmail: "o@example.com",
    });
    await expectAnswer(agent.get("/api/admin/suggestions?status=open&limit=50"), 200);
    await expectAnswer(agent.post(`/api/admin/suggestions/${accepted.id}/accept`), 200);
    await expectAnswer(agent.post(`/api/admin/suggestions/${rejected.id}/reject`), 200);
    await expectAnswer(agent.post(`/api/admin/suggestions/${rejected.id}/reject`), 409);
    await expectAnswer(agent.post("/api/admin/generate-seo"), 200);
    await expectAnswer(agent.get("/api/admin/sitemap-stats"), 200);
    await expectAnswer(agent.get("/api/admin/activity"), 200);
    await expectAnswer(agent.get("/api/admin/insights?from=2026-01-01&to=2026-01-07"), 200);
    await expectAnswer(agent.get("/api/admin/insights?from=2026-01-07&to=2026-01-01"), 400);
    await expectAnswer(agent.get("/api/admin/insights/searches.csv?from=2026-01-01&to=2026-01-07"), 200);
    await expectAnswer(agent.get("/api/admin/insights/nobody.csv?from=2026-01-01&to=2026-01-07"), 400);
  });

  it("when everything is deleted and the operator signs out, then both answers are described", async () => {
    await expectAnswer(agent.delete("/api/admin/delete-all").send({ confirm: "yes" }), 400);
    await expectAnswer(agent.delete("/api/admin/delete-all").send({ confirm: "DELETE" }), 200);
    const deleteJob = await expectAnswer(agent.delete("/api/admin/delete-all?mode=job").send({ confirm: "DELETE" }), 202);
    const deleted = await followTrashJob(agent, trashJobStarted.parse(deleteJob.body).jobId);
    const restoreJob = await expectAnswer(agent.post("/api/admin/trash/restore?mode=job").send({ batch: deleted.batchId }), 202);
    await followTrashJob(agent, trashJobStarted.parse(restoreJob.body).jobId);
    await expectAnswer(agent.get(`/api/admin/trash/jobs/${deleted.id}`), 200);
    await expectAnswer(agent.post("/api/admin/logout"), 200);
  });

  it("then every admin operation had its success answer checked", () => {
    // Cancelling needs an import still running (a file of tens of thousands of rows, import-jobs.test.ts);
    // it answers the ImportJob that GET /api/admin/imports/{id} answers here.
    const unchecked = ["DELETE /api/admin/imports/{id}"];
    const adminOperations = describedOperations(document).filter((operation) => operation.includes(" /api/admin/") && !unchecked.includes(operation));
    const succeeded = adminOperations.filter((operation) => [...answers.seen].some((seen) => seen.startsWith(`${operation} 2`)));
    expect(succeeded).toEqual(adminOperations);
  });
});
