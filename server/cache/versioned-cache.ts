import { LRUCache } from "lru-cache";
import type { DataVersion } from "./data-version";

/** When an entry stops holding: made at data `version`, good until `expiresAt` (ms since the epoch). */
export interface Validity {
  version: number;
  expiresAt: number;
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

  constructor(
    private readonly data: Pick<DataVersion, "version">,
    private readonly options: { max: number; ttlMs: number },
  ) {
    // Expiry by the wall clock, as `expiresAt` is given (an answer listing businesses holds until its minute ends).
    this.entries = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs, ttlResolution: 0, perf: { now: () => Date.now() } });
  }

  /** The value for `key` at the current data version, if held. */
  find(key: string): V | undefined {
    return this.entries.get(this.at(this.data.version, key));
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
