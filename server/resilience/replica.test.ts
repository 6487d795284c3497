import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessListResponse, statistics } from "../../shared/api";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { ServerProcess } from "./server-process";
import { TempCluster } from "./temp-cluster";

/**
 * Issue 23: a real streaming replica. A primary of the test's own (so its replication settings and
 * life are the test's, not the machine's server's) and a hot standby made from it by pg_basebackup;
 * the app writes to the primary and reads public lists from the standby (DATABASE_REPLICA_URL).
 */
describe.runIf(process.env.TEST_DATABASE_URL)("with a hot standby as the read replica", () => {
  let primary: TempCluster;
  let standby: TempCluster;
  let server: ServerProcess;

  beforeAll(async () => {
    primary = await TempCluster.primary();
    await primary.query("CREATE DATABASE app");
    standby = await TempCluster.standbyOf(primary);
    await standby.start();
    server = await ServerProcess.start({ DATABASE_URL: primary.url("app"), DATABASE_REPLICA_URL: standby.url("app") });
  });
  afterAll(async () => {
    await server?.stop();
    await standby?.remove();
    await primary?.remove();
  });

  const importRows = async (token: string, count: number) => {
    const form = new FormData();
    form.append("excelFile", new Blob([new Uint8Array(makeCsv(Array.from({ length: count }, () => businessRow({ name: `Replicated ${token}` }))))]), "r.csv");
    const res = await fetch(`${server.url}/api/admin/import`, { method: "POST", headers: { cookie: await server.login(), origin: server.url }, body: form });
    expect(res.status).toBe(200);
  };
  const publicMatches = async (token: string) =>
    businessListResponse.parse(await (await fetch(`${server.url}/api/businesses?search=${token}`)).json()).totalCount;
  const totalCount = async () => statistics.parse(await (await fetch(`${server.url}/api/statistics`)).json()).totalBusinesses;
  const eventually = async (read: () => Promise<number>, wanted: number) => {
    const deadline = Date.now() + 10_000;
    let value = await read();
    while (value !== wanted && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      value = await read();
    }
    return value;
  };

  it("when an import is written, then it shows on both; while the standby's replay is paused, public reads lag and the counts (primary) do not", async () => {
    expect(await standby.query<{ standby: boolean }>("SELECT pg_is_in_recovery() AS standby", "app")).toEqual([{ standby: true }]);
    const first = `a${uniqueToken()}`;
    await importRows(first, 2);
    expect(await totalCount()).toBe(2);
    expect(await eventually(() => publicMatches(first), 2)).toBe(2);

    await standby.query("SELECT pg_wal_replay_pause()");
    const second = `b${uniqueToken()}`;
    await importRows(second, 3);
    // The counts are the primary's; the list is the standby's, which has not replayed the import.
    expect(await totalCount()).toBe(5);
    expect(await publicMatches(second)).toBe(0);

    await standby.query("SELECT pg_wal_replay_resume()");
    expect(await eventually(() => publicMatches(second), 3)).toBe(3);
  });
});
