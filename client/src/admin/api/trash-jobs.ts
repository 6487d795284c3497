import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { activeTrashJobStatuses, type TrashJob, type TrashJobStarted } from "@shared/admin-api";
import { apiPaths } from "@shared/api-paths";
import { apiRequest, getJson } from "../../api/api-client";
import { invalidateDirectory } from "./invalidate";
import { trashJobQueryKey } from "./keys";

/** How often a delete-all or restore under way is read again. */
const trashJobPollMs = 1000;

export const isTrashJobActive = (job: TrashJob) => activeTrashJobStatuses.includes(job.status);

/** Starts moving every business to the trash: the answer is the job's id, its progress is read with useTrashJob. */
export function useStartDeleteAll() {
  return useMutation({
    mutationFn: async () => (await apiRequest("DELETE", apiPaths.admin.deleteAllAsJob, { confirm: "DELETE" })).json() as Promise<TrashJobStarted>,
  });
}

/** Starts restoring one batch (a delete-all's) as a job. */
export function useStartRestoreJob() {
  return useMutation({
    mutationFn: async (batch: string) => (await apiRequest("POST", apiPaths.admin.trashRestoreAsJob, { batch })).json() as Promise<TrashJobStarted>,
  });
}

/** A job, read every second while it runs; when it has ended, every screen showing businesses or counts reloads. */
export function useTrashJob(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: trashJobQueryKey(id ?? ""),
    queryFn: async () => {
      const job = await getJson<TrashJob>(apiPaths.admin.trashJob(id ?? ""));
      if (!isTrashJobActive(job)) void invalidateDirectory(queryClient);
      return job;
    },
    enabled: id !== null,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data && !isTrashJobActive(query.state.data) ? false : trashJobPollMs),
  });
}
