import { randomUUID } from "node:crypto";

/**
 * The data's version and its change signal. Whatever is built from the data (the counts, the cached
 * answers, the sitemaps) is kept under the version it was made at, and every change of the data bumps
 * it: a write in this process (`changed()`), another instance's or the seed script's notification
 * (`changedElsewhere()`), or, without a change, the read replica catching up (`retire()`).
 */
export class DataVersion {
  private readonly listeners = new Set<() => void>();
  /** Names this process's writes in change notifications (announceDataChange), so it can skip its own. */
  readonly id = randomUUID();
  version = 0;
  /** When this process last saw the data change (start-up counts as a change). */
  changedAt = new Date();

  /**
   * After a write in this process that announced itself (announceDataChange, also sent by every update
   * of the counts) in its own transaction: retire what was built before, and tell the listeners.
   */
  changed(): void {
    this.retire();
    for (const listener of this.listeners) listener();
  }

  /** A change notification: ignored when it reports this process's own write, already applied. */
  changedElsewhere(source: string): void {
    if (source !== this.id) this.changed();
  }

  /** Called after every change of the data (not after a `retire`). */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Makes everything built from the data until now stale, without it being a change (a replica caught up). */
  retire(): void {
    this.version += 1;
    this.changedAt = new Date();
  }
}
