import { openAsBlob } from "node:fs";
import type { AdminClient } from "./admin-client";
import { num } from "./report";

const readWithinMs = 300_000;

/**
 * Uploads `file` as an import job and cancels it (a rollback: nothing is stored) once the
 * server has read rows from it, past its checks of the file: whether the server would
 * import the file, learnt before the round trip deletes anything. A job that ends first
 * (a small file of rows already present) is as good; rows it added are taken out again.
 */
export async function trialImport(admin: AdminClient, file: string, fileName: string): Promise<{ ok: boolean; reason: string }> {
  const started = await admin.startImport(await openAsBlob(file), fileName);
  if (!started.ok) return { ok: false, reason: `${started.status} ${started.message}` };
  const id = started.importId;
  const deadline = performance.now() + readWithinMs;
  for (;;) {
    const job = await admin.importJob(id);
    if (job.status === "done") {
      if (job.imported > 0) await admin.undoImport(id);
      return {
        ok: true,
        reason: `read to its end (${num(job.rowsRead)} rows, ${num(job.duplicatesSkipped)} already present, ${num(job.imported)} added and undone)`,
      };
    }
    if (job.status === "failed" || job.status === "cancelled" || job.status === "undone") return { ok: false, reason: `${job.status}: ${job.message ?? ""}` };
    if (job.rowsRead > 0 || performance.now() > deadline) {
      await admin.cancelImport(id);
      return job.rowsRead > 0
        ? { ok: true, reason: `read ${num(job.rowsRead)} rows, then cancelled` }
        : { ok: false, reason: `read no row in ${readWithinMs / 1000} s` };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
