import session, { type SessionData } from "express-session";

type Callback = (error?: unknown) => void;

/** How long a session read from the table is answered from memory alone, where other instances share the table. */
export interface Recheck {
  /** Older than this, the session is still answered from memory and read again from the table in the background. */
  afterMs: number;
  /** Not read from the table for this long, the session is read again before the answer. */
  trustForMs: number;
}

/** Several instances on PostgreSQL: a session held by one is read again after 1 s, and trusted for 5 s at most. */
export const sharedTableRecheck: Recheck = { afterMs: 1000, trustForMs: 5000 };

/** The PostgreSQL channel a sign-out is announced on, so other instances forget the session at once. */
export const signOutChannel = "mainstreet_signed_out";

/** Tells an instance's store of sign-outs elsewhere: it is handed the function that forgets a held session ("" forgets all). */
export type SignOutFeed = (forget: (sid: string) => void) => void;

export interface HeldSessionOptions {
  /** Other instances share the table (PostgreSQL); without it one process serves (the embedded database). */
  recheck?: Recheck;
  /** Tells other instances that this session ended; the sign-out is answered once it has been said. */
  announceSignOut?: (sid: string) => Promise<void>;
}

interface Held {
  data: SessionData;
  /** When the table (or this process) last said what the session holds. */
  readAt: number;
  rereading?: boolean;
}

/**
 * Sessions held in memory in front of their table, so a signed-in operator's requests (an import's
 * progress above all, asked every 200 ms) do not wait for the database, which an import keeps busy:
 * on PostgreSQL reading the session was most of a status answer's time (decision 023).
 * Writes go to the table as before (sign-in and sign-out before the answer; touches in the
 * background, through LazyTouchStore).
 * - Without `recheck` (the embedded database: one process serves) a session is held until it expires
 *   or is destroyed.
 * - With `recheck` (PostgreSQL, where other instances may sign the operator out) a sign-out is
 *   announced (NOTIFY) and every instance forgets the session at once (`forget`). Should an
 *   announcement be lost, a held session is read again in the background once it is `afterMs` old,
 *   and before the answer once it is `trustForMs` old, so no instance honours it longer than that.
 */
export class HeldSessionStore extends session.Store {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly table: session.Store,
    private readonly options: HeldSessionOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  /** Drops a held session (signed out on another instance), or every one ("": announcements may have been missed). */
  forget(sid: string): void {
    if (sid) this.held.delete(sid);
    else this.held.clear();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    const entry = this.usable(sid);
    if (!entry) return this.read(sid, callback);
    const { recheck } = this.options;
    if (recheck && this.now() - entry.readAt >= recheck.afterMs) this.reread(sid, entry);
    callback(null, entry.data);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    this.hold(sid, data, this.now());
    this.table.set(sid, data, callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    this.held.delete(sid);
    this.table.destroy(sid, (error?: unknown) => {
      const { announceSignOut } = this.options;
      if (error || !announceSignOut) return callback?.(error);
      // Not announced (the database went away just then): other instances stop within trustForMs.
      announceSignOut(sid).then(
        () => callback?.(),
        () => callback?.(),
      );
    });
  }

  /** A rolling session's new expiry: kept here at once; the table (a LazyTouchStore) writes it in the background. */
  override touch(sid: string, data: SessionData, callback?: () => void): void {
    const entry = this.held.get(sid);
    if (entry) entry.data = data;
    this.table.touch?.(sid, data, () => {});
    callback?.();
  }

  /** The held session, unless it has expired or is too long unread. */
  private usable(sid: string): Held | undefined {
    const entry = this.held.get(sid);
    if (!entry) return undefined;
    if (this.fresh(entry)) return entry;
    this.held.delete(sid);
    return undefined;
  }

  private fresh(entry: Held): boolean {
    const now = this.now();
    const { recheck } = this.options;
    const expires = entry.data.cookie.expires ? new Date(entry.data.cookie.expires).getTime() : Infinity;
    return expires > now && (!recheck || now - entry.readAt < recheck.trustForMs);
  }

  private read(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    const readAt = this.now();
    this.table.get(sid, (error, found) => {
      if (!error && found) this.hold(sid, found, readAt);
      callback(error, found);
    });
  }

  /** Reads the session again without holding up the answer: gone from the table (signed out elsewhere), it goes here too. */
  private reread(sid: string, entry: Held): void {
    if (entry.rereading) return;
    entry.rereading = true;
    const readAt = this.now();
    this.table.get(sid, (error, found) => {
      entry.rereading = false;
      // Written or destroyed here meanwhile: that is newer than what was read. A failed read leaves it to trustForMs.
      if (error || this.held.get(sid) !== entry) return;
      if (found) this.hold(sid, found, readAt);
      else this.held.delete(sid);
    });
  }

  private hold(sid: string, data: SessionData, readAt: number): void {
    for (const [other, entry] of this.held) if (!this.fresh(entry)) this.held.delete(other);
    this.held.set(sid, { data, readAt });
  }
}
