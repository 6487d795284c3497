import type { AdminClient } from "./admin-client";
import type { BenchContext } from "./context";
import { watchImport, type JobWatch } from "./import-watch";
import { mixedTarget, waitForIdleDatabase, type Measurement } from "./load";
import { log } from "./log";
import type { ServerProcess } from "./processes";
import { mb } from "./report";
import { startSteadyLoad } from "./steady-load";

/** Visitors while the operator imports: a steady rate, spread evenly over each second as real traffic is, rather than as many as the CPU allows. */
export const publicRate = 200;
export const publicConnections = 10;

export interface ImportUnderLoad {
  fileBytes: number;
  /** Why the upload was refused, when it was (no job then). */
  refused?: { status: number; message: string };
  watch?: JobWatch;
  /** The same public traffic alone, before the import. */
  baseline: Measurement;
  /** The public traffic from a second before the upload until the job ended. */
  publicLoad: Measurement;
  rssBefore: number;
  peak: number;
}

/**
 * Uploads `file` as an import job on `app` and follows it to its end while the
 * mixed public workload runs at a steady rate; the same traffic runs alone for
 * the warm-up first, which warms the server and shows what the import adds.
 */
export async function importUnderLoad(ctx: BenchContext, app: ServerProcess, admin: AdminClient, file: Blob, fileName: string, timeoutSeconds: number) {
  const traffic = (duration: number) => startSteadyLoad(app.origin, mixedTarget(ctx.fixtures), { connections: publicConnections, duration, rate: publicRate });
  log(`import: ${ctx.warmup} s of public traffic alone`);
  const baseline = await traffic(ctx.warmup).result;
  await waitForIdleDatabase(ctx.pool);
  const rssBefore = app.memory().rss;
  const load = traffic(timeoutSeconds + 600);
  let outcome: Pick<ImportUnderLoad, "refused" | "watch">;
  try {
    await new Promise((r) => setTimeout(r, 1000));
    log(`import: uploading ${fileName} (${mb(file.size)}) as a job`);
    const since = performance.now();
    const started = await admin.startImport(file, fileName);
    if (started.ok) outcome = { watch: await watchImport(admin, started.importId, since, timeoutSeconds) };
    else {
      log(`import: the server refused the file: ${started.status} ${started.message}`);
      outcome = { refused: { status: started.status, message: started.message } };
    }
  } finally {
    load.stop();
  }
  const publicLoad = await load.result;
  const result: ImportUnderLoad = { fileBytes: file.size, ...outcome, baseline, publicLoad, rssBefore, peak: app.memory().peak };
  return result;
}
