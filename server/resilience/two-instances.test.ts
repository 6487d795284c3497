import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importJob, importJobStarted, type ImportJob } from "../../shared/admin-api";
import { business, businessListResponse, statistics } from "../../shared/api";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { createStorage, ServerProcess, type Storage } from "./server-process";

/** Reads until it gives `wanted` or `ms` have passed, every 25 ms; answers the last reading. */
async function settled<T>(read: () => Promise<T>, wanted: T, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (value !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

/**
 * Issue 7, scaling: two instances behind a load balancer share one PostgreSQL.
 * Only for a real server: the embedded database belongs to the one process that opened it.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("two server instances on one database", () => {
  let storage: Storage;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    storage = await createStorage();
    // Started together, as a deployment would; if one fails, the other must still be stopped.
    const started = await Promise.allSettled([ServerProcess.start(storage.env), ServerProcess.start(storage.env)]);
    [a, b] = started.map((s) => (s.status === "fulfilled" ? s.value : undefined)) as [ServerProcess, ServerProcess];
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await storage?.drop();
  });

  const totalOn = async (server: ServerProcess) => statistics.parse(await (await fetch(`${server.url}/api/statistics`)).json()).totalBusinesses;

  it("when the operator signs in on one, then the session works on the other, and logging out on the other ends it on both at once", async () => {
    const cookie = await a.login();
    const statusOn = async (server: ServerProcess) => (await fetch(`${server.url}/api/admin/activity`, { headers: { cookie } })).status;
    expect(await statusOn(b)).toBe(200);
    // Held in memory by both now: the sign-out reaches the other by NOTIFY, well before its own re-read (1 s).
    expect(await statusOn(a)).toBe(200);
    expect((await fetch(`${b.url}/api/admin/logout`, { method: "POST", headers: { cookie, origin: b.url } })).status).toBe(200);
    expect(await statusOn(b)).toBe(401);
    expect(await settled(() => statusOn(a), 401, 300)).toBe(401);
  });

  it("when a file is imported through one, then the other's counts and pages show it at once", async () => {
    const before = await totalOn(b);
    const token = uniqueToken();
    const name = `Shared Bakery ${token}`;
    const searchOn = async (server: ServerProcess) =>
      businessListResponse.parse(await (await fetch(`${server.url}/api/businesses?search=${token}`)).json()).totalCount;
    // Asked before the import, so the other instance holds this answer in its cache.
    expect(await searchOn(b)).toBe(0);
    const form = new FormData();
    form.append("excelFile", new Blob([new Uint8Array(makeCsv([businessRow({ name }), businessRow()]))]), "two.csv");
    const res = await fetch(`${a.url}/api/admin/import`, { method: "POST", headers: { cookie: await a.login(), origin: a.url }, body: form });
    expect(res.status).toBe(200);

    // The other instance hears of the change by NOTIFY; allow it a moment, not a restart.
    expect(await settled(() => totalOn(b), before + 2, 1000)).toBe(before + 2);
    expect(await searchOn(b)).toBe(1);
    const sitemapIndex = await (await fetch(`${b.url}/sitemap.xml`)).text();
    const firstFile = /<loc>[^<]*(\/sitemaps\/businesses-\d+\.xml)<\/loc>/.exec(sitemapIndex)?.[1];
    expect(firstFile).toBeDefined();
    const urls = await (await fetch(`${b.url}${firstFile}`)).text();
    expect(urls).toContain(name.toLowerCase().replace(/\s+/g, "-"));
  });

  it("when a business is renamed through one (no count changes), then the other's answers show the new name at once", async () => {
    const token = uniqueToken();
    const cookie = await a.login();
    const form = new FormData();
    form.append("excelFile", new Blob([new Uint8Array(makeCsv([businessRow({ name: `Old Name ${token}` })]))]), "rename.csv");
    expect((await fetch(`${a.url}/api/admin/import`, { method: "POST", headers: { cookie, origin: a.url }, body: form })).status).toBe(200);
    const listed = businessListResponse.parse(await (await fetch(`${a.url}/api/businesses?search=${token}`)).json()).businesses;
    const id = listed[0]?.id;
    if (id === undefined) throw new Error("the imported business is not found");
    const nameOn = async (server: ServerProcess) => business.parse(await (await fetch(`${server.url}/api/businesses/${id}`)).json()).name;
    // Asked first on the other instance, so it holds this answer in its cache.
    expect(await settled(() => nameOn(b), `Old Name ${token}`, 1000)).toBe(`Old Name ${token}`);

    const edit = await fetch(`${a.url}/api/admin/businesses/${id}`, {
      method: "PATCH",
      headers: { cookie, "content-type": "application/json", origin: a.url },
      body: JSON.stringify({ name: `New Name ${token}` }),
    });
    expect(edit.status).toBe(200);
    expect(await settled(() => nameOn(b), `New Name ${token}`, 1000)).toBe(`New Name ${token}`);
  });

  it("when an import runs on one, then the other answers for its job, and a file sent to the other waits, naming it, then imports", async () => {
    const cookie = await a.login();
    const job = async (server: ServerProcess, id: number) =>
      importJob.parse(await (await fetch(`${server.url}/api/admin/imports/${id}`, { headers: { cookie } })).json());
    const startJob = async (server: ServerProcess, file: Buffer, fileName: string) => {
      const form = new FormData();
      form.append("excelFile", new Blob([new Uint8Array(file)]), fileName);
      const res = await fetch(`${server.url}/api/admin/import?mode=job`, { method: "POST", headers: { cookie, origin: server.url }, body: form });
      expect(res.status).toBe(202);
      return importJobStarted.parse(await res.json()).importId;
    };
    const untilSeen = async (read: () => Promise<ImportJob>, wanted: (j: ImportJob) => boolean) => {
      const deadline = Date.now() + 60_000;
      for (let current = await read(); ; current = await read()) {
        if (wanted(current) || Date.now() > deadline) return current;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const large = await startJob(a, makeCsv(Array.from({ length: 30_000 }, () => businessRow())), "large-on-a.csv");
    // B reads what A writes to the table each second.
    expect(
      await untilSeen(
        () => job(b, large),
        (j) => j.status === "writing" && j.rowsRead > 0,
      ),
    ).toMatchObject({ status: "writing" });
    const small = await startJob(b, makeCsv([businessRow()]), "small-on-b.csv");
    const waiting = await untilSeen(
      () => job(b, small),
      (j) => j.message !== null,
    );
    expect(waiting).toMatchObject({
      status: "queued",
      message: expect.stringMatching(new RegExp(`Waiting for the import of large-on-a.csv \\(import ${large},`)),
    });
    expect(
      await untilSeen(
        () => job(a, large),
        (j) => j.status === "done",
      ),
    ).toMatchObject({ status: "done", imported: 30_000 });
    expect(
      await untilSeen(
        () => job(b, small),
        (j) => j.status === "done",
      ),
    ).toMatchObject({ status: "done", imported: 1 });
  });

  // Last: it leaves the test address locked out on this database.
  it("when an address fails to sign in on both, then ten failures in all are allowed, not ten each", async () => {
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", origin: server.url },
        body: JSON.stringify({ username: "nobody", password: "not-the-password" }),
      }).then((res) => res.status);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await attempt(i % 2 === 0 ? a : b));
    expect(statuses).toEqual(Array(10).fill(401));
    expect(await attempt(a)).toBe(429);
    expect(await attempt(b)).toBe(429);
  });
});
