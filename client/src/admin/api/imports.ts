import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { activeImportStatuses, jobNotStarted, type ImportJob, type ImportJobList, type ImportStatus, type ImportUndoResult } from "@shared/admin-api";
import { apiPaths } from "@shared/api-paths";
import { ApiError, apiRequest, getJson } from "../../api/api-client";
import { invalidateDirectory } from "./invalidate";
import { importJobQueryKey, importsQueryKey } from "./keys";
import { unwatchImport } from "./watched-imports";

export const isActive = (status: ImportStatus) => activeImportStatuses.includes(status);

/** How often a job under way is read again; a queued one changes only when the one before it ends, which reads it at once. */
export const pollMs = { running: 1000, queued: 3000, unreachable: 5000 } as const;

/**
 * `job` written into the list: replacing the one with its id, or added, most recent
 * first. The list keeps no row errors (as the server sends it); the job's own query does.
 */
function withJob(list: ImportJobList | undefined, job: ImportJob): ImportJobList {
  const others = (list?.imports ?? []).filter((j) => j.id !== job.id);
  return { imports: [{ ...job, errors: [] }, ...others].sort((a, b) => b.id - a.id) };
}

/** Puts a job in the list the tab shows, so a tab opened again knows of it before the list is read again. */
export function rememberJob(queryClient: QueryClient, job: ImportJob): void {
  queryClient.setQueryData<ImportJobList>(importsQueryKey, (list) => withJob(list, job));
}

/** Changes a job where the tab keeps it (the list, and the job's own reading) without waiting for the server's next answer. */
function patchJob(queryClient: QueryClient, id: number, changes: Partial<ImportJob>): void {
  queryClient.setQueryData<ImportJob>(importJobQueryKey(id), (job) => job && { ...job, ...changes });
  queryClient.setQueryData<ImportJobList>(importsQueryKey, (list) => list && { imports: list.imports.map((j) => (j.id === id ? { ...j, ...changes } : j)) });
}

/** A job just started, before its first reading: waiting, nothing counted yet. */
export function startedJob(id: number, fileName: string, existing: ImportJob["existing"]): ImportJob {
  return {
    id,
    fileName,
    ...jobNotStarted(),
    existing,
    keptEditedFields: [],
    startedAt: new Date().toISOString(),
    finishedAt: null,
    etaSeconds: null,
  };
}

/**
 * The recent imports, read each time the tab opens (a job may have ended meanwhile).
 * While a job runs, only its own address is read: on the embedded database the list
 * waits for the import's transaction, the job's figures come from the server's memory.
 */
export function useImportList() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importsQueryKey,
    queryFn: async () => {
      const answer = await getJson<ImportJobList>(apiPaths.admin.imports);
      // A job started while the list was on its way is kept: its own readings go on.
      const known = new Set(answer.imports.map((job) => job.id));
      const cached = queryClient.getQueryData<ImportJobList>(importsQueryKey)?.imports ?? [];
      return cached.filter((job) => isActive(job.status) && !known.has(job.id)).reduce(withJob, answer);
    },
    staleTime: 0,
  });
}

/** One job with its row errors; each reading also updates the job in the list. */
export function importJobQuery(queryClient: QueryClient, id: number) {
  return {
    queryKey: importJobQueryKey(id),
    queryFn: async () => {
      try {
        const job = await getJson<ImportJob>(apiPaths.admin.importJob(id));
        rememberJob(queryClient, job);
        return job;
      } catch (error) {
        // A job the server does not know (any more) leaves the list, and is no longer read.
        if (error instanceof ApiError && error.status === 404) {
          unwatchImport(id);
          queryClient.setQueryData<ImportJobList>(importsQueryKey, (list) => list && { imports: list.imports.filter((j) => j.id !== id) });
        }
        throw error;
      }
    },
  };
}

/** A finished job's row errors, read when asked for (the list leaves them out). */
export function useImportJobErrors(id: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({ ...importJobQuery(queryClient, id), enabled });
}

/** Stops a queued or running job; the server rolls its rows back and answers with the cancelled job. */
export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiRequest("DELETE", apiPaths.admin.importJob(id))).json() as Promise<ImportJob>,
    onSuccess: (job) => {
      queryClient.setQueryData(importJobQueryKey(job.id), job);
      rememberJob(queryClient, job);
    },
    // A job that had already finished answers 409: read it again to show how it ended.
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: importJobQueryKey(id) }),
  });
}

export const undoMutationKey = (id: number) => [apiPaths.admin.importUndo(id)] as const;

/** Takes a finished import's rows out again (those edited since stay); everything showing businesses reloads. */
export function useUndoImport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: undoMutationKey(id),
    mutationFn: async () => (await apiRequest("POST", apiPaths.admin.importUndo(id))).json() as Promise<ImportUndoResult>,
    onSuccess: (result) => patchJob(queryClient, id, { status: "undone", message: result.message }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importJobQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: importsQueryKey }),
        invalidateDirectory(queryClient),
      ]),
  });
}
