import { useSyncExternalStore } from "react";

/**
 * The business whose card in the list the visitor points at or has focus in, so the map (in its
 * own chunk) can pick out its marker. One value for the page: only one list is ever on screen.
 */
let highlighted: number | undefined;
const listeners = new Set<() => void>();

export function highlightBusiness(id: number | undefined) {
  if (id === highlighted) return;
  highlighted = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHighlightedBusiness(): number | undefined {
  return useSyncExternalStore(subscribe, () => highlighted);
}
