import { useCallback, useSyncExternalStore } from "react";

export interface Bookmark {
  slug: string;
  name: string;
}

const storageKey = "mainstreet.bookmarks";
const listeners = new Set<() => void>();

function read(): Bookmark[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(value) ? value.filter((b): b is Bookmark => typeof b?.slug === "string" && typeof b?.name === "string") : [];
  } catch {
    return [];
  }
}

let snapshot = typeof localStorage === "undefined" ? [] : read();

function write(bookmarks: Bookmark[]) {
  snapshot = bookmarks;
  try {
    localStorage.setItem(storageKey, JSON.stringify(bookmarks));
  } catch {
    // Private browsing or a full quota: the bookmark still holds for this visit.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) {
      snapshot = read();
      notify();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener("storage", onStorage);
  };
}

/** The visitor's saved businesses, kept only in this browser (localStorage), in step across tabs. */
export function useBookmarks() {
  return useSyncExternalStore(subscribe, () => snapshot, () => []);
}

export function useBookmark(bookmark: Bookmark) {
  const saved = useBookmarks().some((b) => b.slug === bookmark.slug);
  const toggle = useCallback(() => {
    write(saved ? snapshot.filter((b) => b.slug !== bookmark.slug) : [...snapshot, bookmark]);
  }, [saved, bookmark]);
  return { saved, toggle };
}
