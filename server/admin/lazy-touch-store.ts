import session, { type SessionData } from "express-session";

type Callback = (error?: unknown) => void;

/** How long a written expiry is left as it is: a rolling 8-hour session loses at most this much. */
export const touchEveryMs = 60_000;

/**
 * A session table whose rolling expiry is written at most once a minute per session, in the
 * background. express-session touches the session on every request and holds the answer until the
 * store has written it; on PostgreSQL that is an UPDATE and a commit that waits for the WAL to
 * reach disk, which during an import queues behind the import's own writes: an import's progress,
 * asked every 200 ms, was many times slower at p99 (decision 021; BENCHMARKS.md, "Figures behind
 * code comments"). Reads, sign-in and sign-out go to the table as before.
 */
export class LazyTouchStore extends session.Store {
  private readonly written = new Map<string, number>();

  constructor(
    private readonly table: session.Store,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.table.get(sid, callback);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    this.written.set(sid, this.now());
    this.table.set(sid, data, callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    this.written.delete(sid);
    this.table.destroy(sid, callback);
  }

  override touch(sid: string, data: SessionData, callback?: () => void): void {
    const now = this.now();
    if (now - (this.written.get(sid) ?? -Infinity) >= touchEveryMs) {
      this.forgetOlderThan(now - touchEveryMs);
      this.written.set(sid, now);
      this.table.touch?.(sid, data, () => {});
    }
    callback?.();
  }

  /** Sessions not written for a minute would be written on their next touch anyway. */
  private forgetOlderThan(time: number): void {
    for (const [sid, writtenAt] of this.written) if (writtenAt < time) this.written.delete(sid);
  }
}
