/**
 * A page's code that fails to download is most often a tab opened before a
 * deploy, asking for chunk names the new build no longer has: reloading fetches
 * the new build. Vite reports such failures as a rejected dynamic import (and
 * the `vite:preloadError` event, which its docs suggest reloading on); lazyPage
 * catches the rejection itself, so the same rule holds in development and tests.
 * One automatic reload per failure, remembered in sessionStorage so that code
 * that is really missing shows the error view instead of reloading for ever.
 */
const reloadKey = "main-street:reloaded-for-page-code";

/** A page's code could not be downloaded (as opposed to a page that failed while rendering). */
export class PageCodeError extends Error {
  constructor(cause: unknown) {
    super("The page's code could not be downloaded", { cause });
    this.name = "PageCodeError";
  }
}

/** Reloads the page unless this tab already did for a failure since code last arrived; says whether it did. */
export function reloadOnceForNewCode(): boolean {
  // Offline, a reload would only swap the page for the browser's own error.
  if (!navigator.onLine) return false;
  try {
    if (sessionStorage.getItem(reloadKey)) return false;
    sessionStorage.setItem(reloadKey, new Date().toISOString());
  } catch {
    // Without storage the guard cannot hold, so no automatic reload at all.
    return false;
  }
  window.location.reload();
  return true;
}

/** Code arrived: the next failure may reload once again. */
export function codeArrived(): void {
  try {
    sessionStorage.removeItem(reloadKey);
  } catch {
    // Nothing was stored either.
  }
}
