import { AdminClient } from "./admin-client";
import type { BenchContext } from "./context";
import { watchImport, type JobWatch } from "./import-watch";
import { mixedTarget, waitForIdleDatabase, type Measurement } from "./load";
import { log } from "./log";
import { startAppServer, type ServerProcess } from "./processes";
import { mb } from "./report";
import { startSteadyLoad } from "./steady-load";

/** Visitors while the operator imports: a steady rate, spread evenly over each second as real traffic is, rather than as many as the CPU allows. */
export const publicRate = 200;
export const publicConnections = 10;

export interface UnderLoad<T> {
  value: T;
  /** The same public traffic alone, before the work. */
  baseline: Measurement;
  /** The public traffic from a second before the work started until it ended. */
  publicLoad: Measurement;
  /** The server's memory once the database was idle, before the traffic resumed. */
  rssBefore: number;
}

/**
 * Runs `work` while the mixed public workload runs at a steady rate on `app`; the same traffic runs
 * alone for the warm-up first, which warms the server and shows what the work adds. The traffic
 * resumes a second before the work starts and stops when it ends (at the latest `seconds` + 600 s on).
 */
export async function underLoad<T>(ctx: BenchContext, app: ServerProcess, seconds: number, work: () => Promise<T>): Promise<UnderLoad<T>> {
  const traffic = (duration: number) => startSteadyLoad(app.origin, mixedTarget(ctx.fixtures), { connections: publicConnections, duration, rate: publicRate });
  log(`${ctx.warmup} s of public traffic alone`);
  const baseline = await traffic(ctx.warmup).result;
  await waitForIdleDatabase(ctx.pool);
  const rssBefore = app.memory().rss;
  const load = traffic(seconds + 600);
  let value: T;
  try {
    await new Promise((r) => setTimeout(r, 1000));
    value = await work();
  } finally {
    load.stop();
  }
  return { value, baseline, publicLoad: await load.result, rssBefore };
}

/** An import job followed to its end under the public workload: the work is the upload and the job. */
export interface ImportUnderLoad extends Omit<UnderLoad<unknown>, "value"> {
  fileBytes: number;
  /** Why the upload was refused, when it was (no job then). */
  refused?: { status: number; message: string };
  watch?: JobWatch;
  peak: number;
}

/** Uploads `file` as an import job on `app` and follows it to its end under the public workload (`underLoad`). */
async function importUnderLoad(ctx: BenchContext, app: ServerProcess, admin: AdminClient, file: Blob, fileName: string, timeoutSeconds: number) {
  const { value: outcome, ...load } = await underLoad(ctx, app, timeoutSeconds, async (): Promise<Pick<ImportUnderLoad, "refused" | "watch">> => {
    log(`import: uploading ${fileName} (${mb(file.size)}) as a job`);
    const since = performance.now();
    const started = await admin.startImport(file, fileName);
    if (started.ok) return { watch: await watchImport(admin, started.importId, since, timeoutSeconds) };
    log(`import: the server refused the file: ${started.status} ${started.message}`);
    return { refused: { status: started.status, message: started.message } };
  });
  const result: ImportUnderLoad = { fileBytes: file.size, ...outcome, ...load, peak: app.memory().peak };
  return result;
}

/**
 * Starts a fresh server on `databaseUrl` (with `env` added), signs in as the operator and imports `file`
 * under the public workload; the server is stopped afterwards, whatever happened.
 */
export async function importOnFreshServer(
  ctx: BenchContext,
  databaseUrl: string,
  file: Blob,
  fileName: string,
  timeoutSeconds: number,
  env: Record<string, string> = {},
): Promise<ImportUnderLoad> {
  const app = await startAppServer(databaseUrl, env);
  try {
    const admin = await AdminClient.login(app);
    const result = await importUnderLoad(ctx, app, admin, file, fileName, timeoutSeconds);
    await admin.logout();
    return result;
  } finally {
    await app.stop();
  }
}
