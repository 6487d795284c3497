import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importJobList } from "../../shared/admin-api";
import { businessListResponse } from "../../shared/api";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { ServerProcess } from "./server-process";
import { TempCluster } from "./temp-cluster";

/**
 * Issue 23: PostgreSQL itself stopped and started again (a restart or a failover) while the server
 * serves and imports. A cluster of the test's own, so stopping it disturbs nothing else.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("when PostgreSQL restarts while the server serves and imports", () => {
  let cluster: TempCluster;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await TempCluster.primary();
    await cluster.query("CREATE DATABASE app");
    server = await ServerProcess.start({ DATABASE_URL: cluster.url("app") });
  });
  afterAll(async () => {
    await server?.stop();
    await cluster?.remove();
  });

  it("then requests fail with 503 only during the outage, the session survives, and the import in flight is stored whole or not at all", async () => {
    const cookie = await server.login();
    const batch = `r${uniqueToken()}`;
    const rowCount = 20_000;
    // Visitors meanwhile: each asks something new, so the answer needs the database.
    let asked = 0;
    const statuses: number[] = [];
    let visiting = true;
    const visitors = (async () => {
      while (visiting) {
        const res = await fetch(`${server.url}/api/businesses?limit=1&search=restart${(asked += 1)}`);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    })();

    const form = new FormData();
    form.append("excelFile", new Blob([new Uint8Array(makeCsv(Array.from({ length: rowCount }, () => businessRow({ name: `Restart ${batch}` }))))]), "cut.csv");
    const answer = fetch(`${server.url}/api/admin/import`, { method: "POST", headers: { cookie, origin: server.url }, body: form });
    await server.waitFor((line) => line.msg.startsWith("Import of cut.csv: rows read"));
    await cluster.stop();
    const down = statuses.length;
    const deadline = Date.now() + 10_000;
    while (!statuses.slice(down).includes(503) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const imported = await answer;
    // What the server logged for the import, if it was not a 503: the reason is in the log, not the answer.
    const reason = () => JSON.stringify(server.lines.filter((line) => line.level >= 50 && /import/i.test(String(line.msg))).slice(-2));
    expect(imported.status, imported.status === 503 ? "" : reason()).toBe(503);
    await cluster.start();
    const up = statuses.length;
    while (!statuses.slice(up).includes(200) && Date.now() < deadline + 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
    visiting = false;
    await visitors;

    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    expect(statuses.at(-1)).toBe(200);
    // Signed in before the restart, still signed in after it (sessions live in the database).
    expect((await fetch(`${server.url}/api/admin/activity`, { headers: { cookie } })).status).toBe(200);
    const found = businessListResponse.parse(await (await fetch(`${server.url}/api/businesses?search=${batch}&limit=1`)).json());
    expect([0, rowCount]).toContain(found.totalCount);
    const jobs = importJobList.parse(await (await fetch(`${server.url}/api/admin/imports`, { headers: { cookie } })).json()).imports;
    expect(jobs.find((job) => job.fileName === "cut.csv")?.status).not.toBe("done");
  });
});
