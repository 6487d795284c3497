import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business, businessListResponse, statistics } from "../../shared/api";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { PgBouncer } from "./pgbouncer";
import { createStorage, ServerProcess, type Storage } from "./server-process";

/**
 * Issue 23: the app behind PgBouncer 1.18 in transaction pooling mode, as many deployments run it.
 * DATABASE_URL goes through PgBouncer, DATABASE_DIRECT_URL straight to PostgreSQL (LISTEN and the
 * migrations' lock need a session of their own); statements are then never named.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("behind PgBouncer in transaction pooling mode", () => {
  let storage: Storage;
  let bouncer: PgBouncer;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    storage = await createStorage();
    const direct = storage.env.DATABASE_URL as string;
    bouncer = await PgBouncer.start(new URL(direct));
    const env = { DATABASE_URL: bouncer.route(direct), DATABASE_DIRECT_URL: direct };
    // Two instances starting together: both migrate through the direct session, taking turns.
    [a, b] = await Promise.all([ServerProcess.start(env), ServerProcess.start(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await bouncer?.stop();
    await storage?.drop();
  });

  it("when a file is imported through one, then both serve its pages, searches and counts, many requests at once, without an error", async () => {
    const token = uniqueToken();
    const rows = Array.from({ length: 40 }, (_, i) => businessRow({ name: `Pooled Diner ${token} ${i}` }));
    const form = new FormData();
    form.append("excelFile", new Blob([new Uint8Array(makeCsv(rows))]), "pooled.csv");
    const imported = await fetch(`${a.url}/api/admin/import`, { method: "POST", headers: { cookie: await a.login(), origin: a.url }, body: form });
    expect(imported.status).toBe(200);

    // B hears of the import by NOTIFY on its direct connection.
    const deadline = Date.now() + 5000;
    let total = 0;
    while (total !== 40 && Date.now() < deadline) {
      total = statistics.parse(await (await fetch(`${b.url}/api/statistics`)).json()).totalBusinesses;
      if (total !== 40) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(total).toBe(40);

    const list = businessListResponse.parse(await (await fetch(`${b.url}/api/businesses?search=${token}&limit=40`)).json());
    expect(list.totalCount).toBe(40);
    // Detail pages are the statements a pooler used to break: many at once on both instances, by id and by slug.
    const requests = list.businesses.flatMap((found) => [
      fetch(`${a.url}/api/businesses/${found.id}`),
      fetch(`${b.url}/api/businesses/slug/${encodeURIComponent(found.slug)}`),
      fetch(`${a.url}/details/${encodeURIComponent(found.slug)}`),
    ]);
    const answers = await Promise.all(requests);
    expect(answers.map((res) => res.status)).toEqual(requests.map(() => 200));
    const one = business.parse(await (await fetch(`${b.url}/api/businesses/${list.businesses[0]?.id}`)).json());
    expect(one.name).toMatch(new RegExp(`^Pooled Diner ${token}`));
    expect([...a.lines, ...b.lines].filter((line) => line.level >= 50)).toEqual([]);
  });
});
