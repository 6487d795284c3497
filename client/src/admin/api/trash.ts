import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TrashPage, TrashRestoreRequest, TrashRestoreResult } from "@shared/admin-api";
import { apiPaths, withQuery } from "@shared/api-paths";
import { apiRequest, getJson } from "../../api/api-client";
import { invalidateDirectory } from "./invalidate";
import { importsQueryKey, trashQueryKey } from "./keys";

export function useTrash(query: { search: string; page: number }) {
  const url = withQuery(apiPaths.admin.trash, { search: query.search.trim() || undefined, page: query.page > 1 ? query.page : undefined });
  return useQuery({ queryKey: [...trashQueryKey, url], queryFn: () => getJson<TrashPage>(url), placeholderData: keepPreviousData });
}

/**
 * Puts businesses back from the trash (some, one delete's batch, or all); every list and count reloads, and
 * the imports: restoring an undone import's batch makes it done again.
 */
export function useRestoreTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TrashRestoreRequest) => (await apiRequest("POST", apiPaths.admin.trashRestore, request)).json() as Promise<TrashRestoreResult>,
    onSuccess: () => Promise.all([invalidateDirectory(queryClient), queryClient.invalidateQueries({ queryKey: importsQueryKey })]),
  });
}
