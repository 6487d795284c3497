import { randomBytes } from "node:crypto";
import { removeImportedRows } from "./cleanup";
import type { BenchContext } from "./context";
import { makeImportFile, benchPlaceIdPrefix } from "./import-file";
import { importedAll, importOutcome, importTables, publicOk, risesOk, statusOk } from "./import-report";
import { importOnFreshServer, publicConnections, publicRate } from "./import-under-load";
import { log } from "./log";
import { cell, mark, mb, num, table, type Check, type SectionResult } from "./report";

const fullSize = 100_000;
const seconds = 15;
const maxRss = 300 * 1024 ** 2;

/** Section 3: an Outscraper-style .xlsx uploaded as an import job on a fresh server and followed to its end, with public traffic meanwhile. */
export async function importSection(ctx: BenchContext): Promise<SectionResult> {
  const rows = ctx.importRows;
  const runId = randomBytes(3).toString("hex");
  const fileName = `${benchPlaceIdPrefix}${runId}.xlsx`;
  log(`import: generating a ${num(rows)}-row .xlsx`);
  const file = await makeImportFile(ctx.pool, rows, runId);
  try {
    const r = await importOnFreshServer(ctx, ctx.databaseUrl, new Blob([new Uint8Array(file)]), fileName, 600);
    const w = r.watch;
    const full = rows === fullSize;
    const fast = importedAll(r, rows) && w !== undefined && w.seconds <= seconds;
    const checks: Check[] = [
      { name: `import: all ${num(rows)} rows imported`, ok: importedAll(r, rows) },
      ...(full ? [{ name: `import: 100,000 rows in ≤ ${seconds} s`, ok: fast }] : []),
      { name: "import: server peak RSS ≤ 300 MB", ok: r.peak <= maxRss },
      { name: "import: public p99 ≤ 250 ms meanwhile", ok: publicOk(r) },
      { name: "import: status p99 ≤ 50 ms meanwhile", ok: statusOk(r) },
      { name: "import: rowsRead rises at least once a second", ok: risesOk(r) },
    ];
    const markdown = [
      "### 3. Import of an .xlsx, as a job",
      "",
      `${ctx.stamp}. ${num(rows)} rows (${mb(file.length)}, Outscraper columns written by SheetJS, real cities and categories from the database, unique place ids) posted to \`/api/admin/import?mode=job\` on a fresh server holding ${num(ctx.fixtures.businessCount)} businesses, then \`GET /api/admin/imports/{id}\` asked every 200 ms (each request after the last had answered) until the job ended; wall time from the upload's start to the first answer reading "done" (parse, checks, insert, facet recount, commit; up to 0.2 s late). Meanwhile the mixed public workload ran at ${publicRate} requests/s spread evenly over each second, on up to ${publicConnections} connections; the same traffic ran alone for ${ctx.warmup} s before, for comparison. "Longest wait for rowsRead to rise" runs from the first answer showing the job reading until rowsRead reached the file's row count; what follows (the last writes, the counts, the commit) is "last row read to end". Afterwards the benchmark deletes exactly these rows again (see above).`,
      "",
      importTables(r, rows, ctx.warmup),
      "",
      table(
        ["Target", "Measured", "Met"],
        [
          [full ? "100,000 rows ≤ 15 s" : `≤ 15 s for 100,000 rows (not judged: ${num(rows)} rows)`, cell(importOutcome(r)), full ? mark(fast) : ""],
          ["peak RSS ≤ 300 MB", mb(r.peak), mark(r.peak <= maxRss)],
          ["public p99 ≤ 250 ms, no errors", `${num(r.publicLoad.p99)} ms, ${num(r.publicLoad.errors)} errors`, mark(publicOk(r))],
          ["status p99 ≤ 50 ms", w ? `${num(w.statusP99, 1)} ms` : "no job", mark(statusOk(r))],
          ["rowsRead rises at least once a second", w ? `longest wait ${num(w.longestRiseGap, 2)} s` : "no job", mark(risesOk(r))],
        ],
      ),
    ].join("\n");
    return { id: "import", markdown, checks };
  } finally {
    await removeImportedRows(ctx.pool, ctx.databaseUrl);
  }
}
