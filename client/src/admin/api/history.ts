import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BusinessHistory } from "@shared/admin-api";
import type { Business } from "@shared/api";
import { apiPaths } from "@shared/api-paths";
import { apiRequest, getJson } from "../../api/api-client";
import { invalidateDirectory } from "./invalidate";
import { businessHistoryQueryKey } from "./keys";

/** Read afresh each time the edit dialog opens: edits and SEO runs change it between openings. */
export function useBusinessHistory(id: number) {
  return useQuery({ queryKey: businessHistoryQueryKey(id), queryFn: () => getJson<BusinessHistory>(apiPaths.admin.businessHistory(id)), staleTime: 0 });
}

/** Puts back what one edit replaced, as a new edit (409 when a field was changed again since). */
export function useRevertEdit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (editId: number) => (await apiRequest("POST", apiPaths.admin.revertEdit(id, editId))).json() as Promise<Business>,
    onSuccess: () => Promise.all([invalidateDirectory(queryClient), queryClient.invalidateQueries({ queryKey: businessHistoryQueryKey(id) })]),
  });
}
