import { QueryClient } from "@tanstack/react-query";

/** Data is never stale, never retried, never refetched on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
    mutations: { retry: false },
  },
});
