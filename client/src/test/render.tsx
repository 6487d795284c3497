import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { HelmetProvider } from "react-helmet-async";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, vi } from "vitest";

/**
 * Renders a screen as the app does (head manager, a fresh query cache with the
 * app's policy, a router) at `url`, e.g. "/businesses?q=pizza&page=2".
 */
export function renderAt(url: string, ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } },
  });
  const location = memoryLocation({ path: url, record: true });
  const result = render(
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </QueryClientProvider>
    </HelmetProvider>,
  );
  return {
    ...result,
    queryClient,
    /** Where the app is now: path and query, e.g. "/businesses?q=pizza". */
    currentUrl: () => location.history.at(-1) ?? url,
    /** Moves the app elsewhere, as the back button or a typed address would. */
    navigate: (to: string) => act(() => location.navigate(to)),
    /** How many navigations happened since the first render. */
    navigations: () => location.history.length - 1,
  };
}

/** Unmounts, restores fetch and clears the head and storage after every test of the file that calls it. */
export function resetAfterEach() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.head.innerHTML = "";
    localStorage.clear();
  });
}
