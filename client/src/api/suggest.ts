import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SuggestQuery, Suggestion, SuggestResponse } from "@shared/api";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { apiPaths, withQuery } from "@shared/api-paths";
import { getJson } from "./api-client";

const suggestQueryKey = [apiPaths.suggest] as const;

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const typingPauseMs = 150;

const none: Suggestion[] = [];

/**
 * Suggestions for what a visitor is typing in the `what` or `where` box. The last
 * list stays up while the next one loads, so the options do not flicker on every key;
 * an empty box has none at once, without waiting for the pause.
 */
export function useSuggestions(field: SuggestQuery["field"], text: string): Suggestion[] {
  const q = useDebouncedValue(text.trim(), typingPauseMs);
  const { data } = useQuery({
    queryKey: [...suggestQueryKey, field, q],
    queryFn: () => getJson<SuggestResponse>(withQuery(apiPaths.suggest, { q, field })),
    enabled: q !== "",
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return text.trim() === "" ? none : (data?.suggestions ?? none);
}
