import { expect } from "vitest";
import { activeImportStatuses, importJob, importJobStarted, type ImportJob } from "../../shared/admin-api";
import { apiPaths } from "../../shared/api-paths";
import type { ExistingRows } from "../../shared/schema";
import { upload, type Agent } from "./admin-import";

/** Uploads a file as a job with `existing` and waits for it to end. */
export async function importJobWith(agent: Agent, file: Buffer, fileName: string, existing?: ExistingRows): Promise<ImportJob> {
  const res = await upload(agent, file, fileName).query({ mode: "job", ...(existing ? { existing } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const { importId } = importJobStarted.parse(res.body);
  for (;;) {
    const job = importJob.parse((await agent.get(apiPaths.admin.importJob(importId)).expect(200)).body);
    if (!activeImportStatuses.includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
