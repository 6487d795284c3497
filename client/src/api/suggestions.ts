import { useMutation } from "@tanstack/react-query";
import { apiPaths } from "@shared/api-paths";
import type { SubmissionRequest, SuggestionRequest } from "@shared/suggestions";
import { apiRequest } from "./api-client";

/** The queue's item id; nothing on a public page changes until the operator accepts it, so nothing is invalidated. */
interface Accepted {
  id: number;
}

const post = async (url: string, body: unknown) => (await (await apiRequest("POST", url, body)).json()) as Accepted;

export function useSendSuggestion(businessId: number) {
  return useMutation({ mutationFn: (body: SuggestionRequest) => post(apiPaths.businessSuggestions(businessId), body) });
}

export function useSendSubmission() {
  return useMutation({ mutationFn: (body: SubmissionRequest) => post(apiPaths.submissions, body) });
}
