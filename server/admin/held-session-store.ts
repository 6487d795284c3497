import session, { type SessionData } from "express-session";

type Callback = (error?: unknown) => void;

/**
 * Sessions kept in memory in front of their table, for the embedded database, where one process
 * serves and every statement waits while an import's transaction is open: a signed-in operator's
 * requests (an import's progress above all) are answered from memory meanwhile, and writes reach the
 * table in the background (touches) or before the answer (sign-in, sign-out). A server on PostgreSQL
 * uses the table alone, since other instances read it.
 */
export class OneProcessSessionStore extends session.Store {
  private readonly known = new Map<string, SessionData>();

  constructor(private readonly table: session.Store) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    const held = this.known.get(sid);
    if (held) {
      const expires = held.cookie.expires ? new Date(held.cookie.expires).getTime() : Infinity;
      if (expires > Date.now()) return callback(null, held);
      this.known.delete(sid);
    }
    this.table.get(sid, (error, found) => {
      if (!error && found) this.known.set(sid, found);
      callback(error, found);
    });
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    this.known.set(sid, data);
    this.table.set(sid, data, callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    this.known.delete(sid);
    this.table.destroy(sid, callback);
  }

  /** A rolling session's new expiry: kept here at once; the table (a LazyTouchStore) writes it in the background. */
  override touch(sid: string, data: SessionData, callback?: () => void): void {
    this.known.set(sid, data);
    this.table.touch?.(sid, data, () => {});
    callback?.();
  }
}
