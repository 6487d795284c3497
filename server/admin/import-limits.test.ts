import { describe, expect, it } from "vitest";
import { errorResponse } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { businessCount, importFile, upload } from "../test/admin-import";
import { businessRow, makeCsv, makeXlsx } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

/** An app whose import limit is 1 MB, so the 413 path runs without a 50 MB upload. */
const context = useTestApp({ ...testAdmin, IMPORT_MAX_MB: "1" });

/** A valid CSV of about `megabytes` MB. */
function csvOfSize(megabytes: number): Buffer {
  const filler = "Long description. ".repeat(50);
  const rows = Array.from({ length: Math.ceil((megabytes * 1024 * 1024) / 1100) }, () => businessRow({ about: filler }));
  return makeCsv(rows);
}

describe("POST /api/admin/import: size limit", () => {
  it("when the file is over the limit, then it answers 413 naming the limit and writes nothing", async () => {
    const agent = await loginAgent(context);
    const big = csvOfSize(1.5);
    expect(big.length).toBeGreaterThan(1.4 * 1024 * 1024);
    const before = await businessCount(context);
    const res = await upload(agent, big, "big.csv");
    expect(res.status).toBe(413);
    expect(errorResponse.parse(res.body).message).toMatch(/too large.*1 MB/i);
    expect(await businessCount(context)).toBe(before);
  });

  it("when the file is just under the limit, then it imports", async () => {
    const agent = await loginAgent(context);
    const file = csvOfSize(0.9);
    expect(file.length).toBeLessThan(1024 * 1024);
    const before = await businessCount(context);
    const result = await importFile(agent, file, "under-limit.csv");
    expect(result.stats.totalErrors).toBe(0);
    expect(await businessCount(context)).toBe(before + result.stats.imported);
  });
});

describe("POST /api/admin/import and GET /api/admin/export without a session", () => {
  it("when nobody is logged in, then import answers 401 and writes nothing", async () => {
    const before = await businessCount(context);
    const res = await upload(context.request, makeXlsx([businessRow()]), "anon.xlsx");
    expect(res.status).toBe(401);
    expect(errorResponse.parse(res.body).message).toMatch(/authentication required/i);
    expect(await businessCount(context)).toBe(before);
  });

  it("when nobody is logged in, then export answers 401 JSON and no file", async () => {
    const res = await context.request.get("/api/admin/export").expect(401);
    expect(res.headers["content-disposition"]).toBeUndefined();
    expect(errorResponse.parse(res.body).message).toMatch(/authentication required/i);
  });

  it("when the session was ended by logout, then import answers 401", async () => {
    const agent = await loginAgent(context);
    await agent.post("/api/admin/logout").expect(200);
    const res = await upload(agent, makeXlsx([businessRow()]), "after-logout.xlsx");
    expect(res.status).toBe(401);
  });
});
