import { setTimeout as sleep } from "node:timers/promises";
import { activeTrashJobStatuses, trashJob, trashJobStarted, type TrashJob } from "../../shared/admin-api";
import { apiPaths } from "../../shared/api-paths";
import type { Agent } from "./admin-import";

/** Reads a delete-all or restore job until it has ended, as the admin screen does; answers its last reading. */
export async function followTrashJob(agent: Agent, jobId: string): Promise<TrashJob> {
  for (;;) {
    const job = trashJob.parse((await agent.get(apiPaths.admin.trashJob(jobId)).expect(200)).body);
    if (!activeTrashJobStatuses.includes(job.status)) return job;
    await sleep(10);
  }
}

/** Deletes every business as a job (202), followed to its end. */
export async function deleteAllAsJob(agent: Agent): Promise<TrashJob> {
  const started = trashJobStarted.parse((await agent.delete(apiPaths.admin.deleteAllAsJob).send({ confirm: "DELETE" }).expect(202)).body);
  return followTrashJob(agent, started.jobId);
}

/** Restores one batch as a job (202), followed to its end. */
export async function restoreBatchAsJob(agent: Agent, batch: string): Promise<TrashJob> {
  const started = trashJobStarted.parse((await agent.post(apiPaths.admin.trashRestoreAsJob).send({ batch }).expect(202)).body);
  return followTrashJob(agent, started.jobId);
}
