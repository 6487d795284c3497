import { QueryClient } from "@tanstack/react-query";

/** Spec section 7: data is never stale, never retried, never refetched on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
    mutations: { retry: false },
  },
});
