import { useCallback, useSyncExternalStore } from "react";

export interface Bookmark {
  slug: string;
  name: string;
}

const storageKey = "mainstreet.bookmarks";
const listeners = new Set<() => void>();

function parse(raw: string | null): Bookmark[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(value) ? value.filter((b): b is Bookmark => typeof b?.slug === "string" && typeof b?.name === "string") : [];
  } catch {
    return [];
  }
}

/** The list as last read, and the stored text it was read from: read again only when that text changes. */
let held: { raw: string | null; bookmarks: Bookmark[] } = { raw: null, bookmarks: [] };
/** Set when the browser refused to store the list (private browsing, a full quota): it then lives in memory for this visit. */
let inMemoryOnly = false;

function current(): Bookmark[] {
  if (inMemoryOnly || typeof localStorage === "undefined") return held.bookmarks;
  try {
    const raw = localStorage.getItem(storageKey);
    if (raw !== held.raw) held = { raw, bookmarks: parse(raw) };
  } catch {
    inMemoryOnly = true;
  }
  return held.bookmarks;
}

function write(bookmarks: Bookmark[]) {
  const raw = JSON.stringify(bookmarks);
  held = { raw, bookmarks };
  try {
    localStorage.setItem(storageKey, raw);
  } catch {
    inMemoryOnly = true;
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  // Another tab saved or removed one: the stored text has changed, and `current` reads it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) notify();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener("storage", onStorage);
  };
}

/** The visitor's saved businesses, kept only in this browser (localStorage), in step across tabs. */
export function useBookmarks() {
  return useSyncExternalStore(subscribe, current, () => []);
}

/** Forgets a saved business. */
export function removeBookmark(slug: string): void {
  write(current().filter((b) => b.slug !== slug));
}

export function useBookmark(bookmark: Bookmark) {
  const saved = useBookmarks().some((b) => b.slug === bookmark.slug);
  const toggle = useCallback(() => {
    const bookmarks = current();
    write(saved ? bookmarks.filter((b) => b.slug !== bookmark.slug) : [...bookmarks, bookmark]);
  }, [saved, bookmark]);
  return { saved, toggle };
}
