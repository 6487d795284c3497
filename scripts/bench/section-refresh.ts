import { randomBytes } from "node:crypto";
import type { ImportJob } from "../../shared/admin-api";
import { AdminClient } from "./admin-client";
import { removeImportedRows } from "./cleanup";
import type { BenchContext } from "./context";
import { benchPlaceIdPrefix, makeImportFile } from "./import-file";
import { watchImport } from "./import-watch";
import { log } from "./log";
import { startAppServer } from "./processes";
import { mark, mb, num, table, type Check, type SectionResult } from "./report";

const maxRatio = 1.5;
/** Every tenth row of the refresh differs from the stored business. */
const changed = (i: number) => i % 10 === 0;

interface Timed {
  job: ImportJob;
  seconds: number;
  peak: number;
}

/** One file imported as a job on a fresh server (its peak memory is this import's own), followed to its end. */
async function timedImport(ctx: BenchContext, file: Buffer, fileName: string, existing: "skip" | "update"): Promise<Timed> {
  const app = await startAppServer(ctx.databaseUrl);
  try {
    const admin = await AdminClient.login(app);
    const since = performance.now();
    const started = await admin.startImport(new Blob([new Uint8Array(file)]), fileName, existing);
    if (!started.ok) throw new Error(`${fileName}: ${started.status} ${started.message}`);
    const watch = await watchImport(admin, started.importId, since, 900);
    await admin.logout();
    return { job: watch.job, seconds: watch.seconds, peak: app.memory().peak };
  } finally {
    await app.stop();
  }
}

/**
 * Section "refresh" (decision 032): N new rows imported (T1), then the same N rows again with
 * `existing=update`, a tenth of them changed (T2), each on a fresh server, on the same database.
 * The target is the ratio T2/T1 ≤ 1.5, each import's peak memory beside it.
 */
export async function refreshSection(ctx: BenchContext): Promise<SectionResult> {
  const rows = ctx.importRows;
  const runId = randomBytes(3).toString("hex");
  log(`refresh: generating two ${num(rows)}-row .xlsx files`);
  const plain = await makeImportFile(ctx.pool, rows, runId);
  const refresh = await makeImportFile(ctx.pool, rows, runId, changed);
  try {
    const first = await timedImport(ctx, plain, `${benchPlaceIdPrefix}${runId}.xlsx`, "skip");
    log(`refresh: plain import ${num(first.seconds, 1)} s, ${num(first.job.imported)} added`);
    const second = await timedImport(ctx, refresh, `${benchPlaceIdPrefix}${runId}-refresh.xlsx`, "update");
    log(`refresh: refresh ${num(second.seconds, 1)} s, ${num(second.job.updated)} updated, ${num(second.job.unchanged)} unchanged`);
    const ratio = second.seconds / first.seconds;
    const expectedUpdated = Math.ceil(rows / 10);
    const counted = second.job.status === "done" && second.job.updated === expectedUpdated && second.job.unchanged === rows - expectedUpdated;
    const checks: Check[] = [
      { name: `refresh: ${num(expectedUpdated)} updated, ${num(rows - expectedUpdated)} unchanged`, ok: counted },
      { name: `refresh: T2/T1 ≤ ${maxRatio}`, ok: counted && ratio <= maxRatio },
    ];
    const markdown = [
      "### Refresh import (existing=update)",
      "",
      `${ctx.stamp}. ${num(rows)} new rows imported as a job (T1), then the same ${num(rows)} rows with \`existing=update\`, every tenth row with another phone, rating, review count and Sunday hours (T2), each on a fresh server over the same database; wall time from the upload's start to the first answer reading "done".`,
      "",
      table(
        ["Import", "Seconds", "Peak RSS", "Figures"],
        [
          ["T1: new rows", num(first.seconds, 1), mb(first.peak), `${num(first.job.imported)} added`],
          ["T2: refresh, 10% changed", num(second.seconds, 1), mb(second.peak), `${num(second.job.updated)} updated, ${num(second.job.unchanged)} unchanged`],
        ],
      ),
      "",
      table(["Target", "Measured", "Met"], [[`T2/T1 ≤ ${maxRatio}`, num(ratio, 2), mark(checks.every((c) => c.ok))]]),
    ].join("\n");
    log(`refresh: T2/T1 = ${num(ratio, 2)} (target ≤ ${maxRatio}); peak RSS ${mb(first.peak)} and ${mb(second.peak)}`);
    return { id: "refresh", markdown, checks };
  } finally {
    await removeImportedRows(ctx.pool, ctx.databaseUrl);
  }
}
