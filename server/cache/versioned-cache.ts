import { LRUCache } from "lru-cache";
import type { DataVersion } from "./data-version";

/** When an entry stops holding: made at data `version`, good until `expiresAt` (ms since the epoch). */
export interface Validity {
  version: number;
  expiresAt: number;
}

/** How often a cache was asked for a key, and how often it held it. */
export interface Lookups {
  hits: number;
  misses: number;
}

/**
 * The lookups of the caches that follow one data version, by cache name. A DataVersion is one app's,
 * so the app's /metrics reads its own caches' figures and no other app's; the caches count always, two
 * additions per lookup, and need not know whether anyone reads them.
 */
const lookupsByVersion = new WeakMap<object, Map<string, Lookups>>();

export function cacheLookups(data: object): ReadonlyMap<string, Lookups> {
  return lookupsByVersion.get(data) ?? new Map();
}

function lookupsOf(data: object, cache: string): Lookups {
  let byCache = lookupsByVersion.get(data);
  if (!byCache) lookupsByVersion.set(data, (byCache = new Map()));
  let lookups = byCache.get(cache);
  if (!lookups) byCache.set(cache, (lookups = { hits: 0, misses: 0 }));
  return lookups;
}

/**
 * Values kept in memory while the directory's data is unchanged, the one cache
 * of the public reads. A key is stored with the data version it was made at
 * (DataVersion, which every instance's writes bump), so a write
 * leaves every older entry unreachable; each entry also expires (at most
 * `ttlMs` after it was made), which bounds staleness on a lagging replica, and
 * the least recently used entry goes first when full.
 */
export class VersionedCache<V extends object> {
  private readonly entries: LRUCache<string, V>;
  private readonly lookups: Lookups;

  constructor(
    private readonly data: Pick<DataVersion, "version">,
    /** `name`: what /metrics calls it. */
    private readonly options: { name: string; max: number; ttlMs: number },
  ) {
    // Expiry by the wall clock, as `expiresAt` is given (an answer listing businesses holds until its minute ends).
    this.entries = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs, ttlResolution: 0, perf: { now: () => Date.now() } });
    this.lookups = lookupsOf(data, options.name);
  }

  /** The value for `key` at the current data version, if held. */
  find(key: string): V | undefined {
    const held = this.entries.get(this.at(this.data.version, key));
    if (held === undefined) this.lookups.misses++;
    else this.lookups.hits++;
    return held;
  }

  /** Keeps `value` for `key` as of the data version it was made at, until it expires. */
  keep(key: string, value: V, validity: Validity): void {
    const ttl = Math.min(this.options.ttlMs, validity.expiresAt - Date.now());
    if (ttl > 0) this.entries.set(this.at(validity.version, key), value, { ttl });
  }

  /**
   * The value for `key`, or the one `make` starts (shared by every request for the key meanwhile),
   * kept until `expiresAt` at most. The version is read before `make` starts, so a write landing
   * while it runs leaves its value stale at once. Failures are not kept. A key is made by one
   * `make` only, so what it holds is of that `make`'s type.
   */
  get<T extends V>(key: string, make: () => T, expiresAt = Date.now() + this.options.ttlMs): T {
    const held = this.find(key);
    if (held) return held as T;
    const version = this.data.version;
    const value = make();
    this.keep(key, value, { version, expiresAt });
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.entries.peek(this.at(version, key)) === value) this.entries.delete(this.at(version, key));
      });
    }
    return value;
  }

  private at(version: number, key: string): string {
    return `${version}:${key}`;
  }
}
