import { useEffect } from "react";

/** While `active`, leaving or reloading the page asks first (in the browser's own words: pages cannot set them). */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [active]);
}
