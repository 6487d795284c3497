import type { FacetCache } from "./facets";

interface Entry {
  version: number;
  expires: number;
  value: Promise<unknown>;
}

/**
 * Recent read results (pages, totals, detail rows) kept in memory, so a popular
 * page or search is answered without the database. An entry is good while the
 * data has not changed (the counts cache's version, which every instance's
 * writes bump) and for at most `ttlMs`, which bounds staleness on a lagging
 * replica. Concurrent requests for the same key share one query. The least
 * recently used entry goes first when full.
 */
export class QueryCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly facets: FacetCache,
    private readonly maxEntries = 2000,
    private readonly ttlMs = 60_000,
  ) {}

  /** Whether `key` holds a value still good (loaded or loading). */
  has(key: string): boolean {
    const hit = this.entries.get(key);
    return hit !== undefined && hit.version === this.facets.version && hit.expires > Date.now();
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.version === this.facets.version && hit.expires > now) {
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const entry: Entry = { version: this.facets.version, expires: now + this.ttlMs, value: load() };
    this.entries.set(key, entry);
    // Failures are not remembered.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return entry.value as Promise<T>;
  }
}
