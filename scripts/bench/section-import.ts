import { randomBytes } from "node:crypto";
import { AdminClient } from "./admin-client";
import { removeImportedRows } from "./cleanup";
import type { BenchContext } from "./context";
import { makeImportFile, benchPlaceIdPrefix } from "./import-file";
import { mixedTarget, startLoad, waitForIdleDatabase } from "./load";
import { log } from "./log";
import { startAppServer } from "./processes";
import { mark, mb, num, table, type Check, type SectionResult } from "./report";

/** Visitors while the operator imports: a steady rate, as real traffic is, rather than as many as the CPU allows. */
const publicRate = 200;
const publicConnections = 10;
const fullSize = 100_000;

/** Section 3: an Outscraper-style .xlsx uploaded through the admin API on a fresh server, with public traffic meanwhile. */
export async function importSection(ctx: BenchContext): Promise<SectionResult> {
  const rows = ctx.importRows;
  const runId = randomBytes(3).toString("hex");
  const fileName = `${benchPlaceIdPrefix}${runId}.xlsx`;
  log(`import: generating a ${num(rows)}-row .xlsx`);
  const file = await makeImportFile(ctx.pool, rows, runId);
  const app = await startAppServer(ctx.databaseUrl);
  try {
    const admin = await AdminClient.login(app);
    // The same public traffic without an import first: it warms the server and shows what the import adds.
    log(`import: ${ctx.warmup} s of public traffic alone`);
    const baseline = await startLoad(app.origin, mixedTarget(ctx.fixtures), {
      connections: publicConnections,
      duration: ctx.warmup,
      overallRate: publicRate,
    }).result;
    await waitForIdleDatabase(ctx.pool);
    const rssBefore = app.memory().rss;
    const load = startLoad(app.origin, mixedTarget(ctx.fixtures), {
      connections: publicConnections,
      duration: 3600,
      overallRate: publicRate,
    });
    await new Promise((r) => setTimeout(r, 1000));
    log(`import: uploading ${mb(file.length)}`);
    const started = performance.now();
    const result = await admin.importFile(file, fileName).finally(() => load.stop());
    const seconds = (performance.now() - started) / 1000;
    const publicLoad = await load.result;
    const peak = app.memory().peak;
    await admin.logout();
    if (result.stats.imported !== rows) throw new Error(`import added ${result.stats.imported} of ${rows} rows: ${result.message}`);

    const full = rows === fullSize;
    const checks: Check[] = [
      ...(full ? [{ name: "import: 100,000 rows in ≤ 15 s", ok: seconds <= 15 }] : []),
      { name: "import: server peak RSS ≤ 1 GB", ok: peak <= 1024 ** 3 },
      { name: "import: public p99 ≤ 250 ms meanwhile", ok: publicLoad.p99 <= 250 && publicLoad.errors === 0 },
    ];
    const markdown = [
      "### 3. Import of an .xlsx",
      "",
      `${ctx.stamp}. ${num(rows)} rows (${mb(file.length)}, Outscraper columns, real cities and categories from the database, unique place ids) posted to \`/api/admin/import\` on a fresh server holding ${num(ctx.fixtures.businessCount)} businesses; wall time from the upload to the answer (parse, checks, insert, facet recount). Meanwhile ${publicConnections} connections sent the mixed public workload at ${publicRate} requests/s; the same traffic ran alone for ${ctx.warmup} s before, for comparison. Afterwards the benchmark deletes exactly these rows again (see above).`,
      "",
      table(
        ["Rows", "Wall time", "Rows/s", "Server RSS before", "Server peak RSS"],
        [[num(rows), `${num(seconds, 1)} s`, num(rows / seconds), mb(rssBefore), mb(peak)]],
      ),
      "",
      table(
        ["Public traffic", "Requests", "p50", "p99", "Errors"],
        [
          [`${ctx.warmup} s before, no import`, num(baseline.responses), `${num(baseline.p50)} ms`, `${num(baseline.p99)} ms`, num(baseline.errors)],
          ["during the import", num(publicLoad.responses), `${num(publicLoad.p50)} ms`, `${num(publicLoad.p99)} ms`, num(publicLoad.errors)],
        ],
      ),
      "",
      table(
        ["Target", "Measured", "Met"],
        [
          [full ? "100,000 rows ≤ 15 s" : `≤ 15 s for 100,000 rows (not judged: ${num(rows)} rows)`, `${num(seconds, 1)} s`, full ? mark(seconds <= 15) : ""],
          ["peak RSS ≤ 1 GB", mb(peak), mark(peak <= 1024 ** 3)],
          [
            "public p99 ≤ 250 ms, no errors",
            `${num(publicLoad.p99)} ms, ${num(publicLoad.errors)} errors`,
            mark(publicLoad.p99 <= 250 && publicLoad.errors === 0),
          ],
        ],
      ),
    ].join("\n");
    return { id: "import", markdown, checks };
  } finally {
    await app.stop();
    await removeImportedRows(ctx.pool, ctx.databaseUrl);
  }
}
