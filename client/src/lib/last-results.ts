import { useEffect } from "react";
import { useRouter } from "wouter";
import { paths } from "@shared/paths";

const storageKey = "mainstreet.lastResults";

/** The pages that list businesses: browse and search, a city's, a category's. */
function isResultsPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return pathname === paths.browse || /^\/(city|category)\/[^/]+$/.test(pathname);
}

/**
 * Where "Back to Search" leads: the last list of businesses shown in this tab
 * (sessionStorage is per tab), else home.
 */
export function lastResultsPath(): string {
  try {
    const stored = sessionStorage.getItem(storageKey);
    return stored && stored.startsWith("/") && isResultsPath(stored) ? stored : paths.home;
  } catch {
    return paths.home;
  }
}

/** Remembers each list of businesses the visitor is shown, with its search and page, for the way back. */
export function useRememberResults(): void {
  // The router's own hooks give the address as it is: wouter's useLocation and useSearch hand it out
  // decoded ("/city/Austin, TX", "q=100%"), which is no longer a URL to go back to.
  const router = useRouter();
  const [location] = router.hook(router);
  const search = router.searchHook(router).replace(/^\?/, "");
  useEffect(() => {
    if (!isResultsPath(location)) return;
    try {
      sessionStorage.setItem(storageKey, search ? `${location}?${search}` : location);
    } catch {
      // Storage refused (private mode, quota): the way back is then home, as it was.
    }
  }, [location, search]);
}
