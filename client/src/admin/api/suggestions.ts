import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPaths, withQuery } from "@shared/api-paths";
import type { SuggestionDecision, SuggestionKind, SuggestionPage, SuggestionStatus } from "@shared/suggestions";
import { apiRequest, getJson } from "../../api/api-client";
import { invalidateDirectory } from "./invalidate";
import { suggestionsQueryKey } from "./keys";

export const suggestionsPageSize = 20;

export interface SuggestionFilter {
  status: SuggestionStatus;
  kind?: SuggestionKind;
  page: number;
}

/** One page of the queue, newest first; every answer carries the open count the tab's badge shows. */
export function useSuggestions({ status, kind, page }: SuggestionFilter) {
  const url = withQuery(apiPaths.admin.suggestions, {
    status: status === "open" ? undefined : status,
    kind,
    offset: page > 1 ? (page - 1) * suggestionsPageSize : undefined,
  });
  return useQuery({ queryKey: [...suggestionsQueryKey, url], queryFn: () => getJson<SuggestionPage>(url), placeholderData: keepPreviousData });
}

/** The badge: the open count alone, from the smallest page. */
export function useOpenSuggestionCount(signedIn: boolean): number | undefined {
  const url = withQuery(apiPaths.admin.suggestions, { limit: 1 });
  return useQuery({ queryKey: [...suggestionsQueryKey, url], queryFn: () => getJson<SuggestionPage>(url), enabled: signedIn }).data?.openCount;
}

/** Accepts or rejects an item; the queue, its badge and every screen an accepted change shows on reload. */
export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: "accept" | "reject" }) =>
      (await apiRequest("POST", apiPaths.admin.suggestionDecision(id, decision))).json() as Promise<SuggestionDecision>,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: suggestionsQueryKey }), invalidateDirectory(queryClient)]),
  });
}
