import type pg from "pg";
import { PostgresLimiter } from "../rate-limit/postgres-limiter";

export interface ThrottleOptions {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Counts login attempts per client (rate-limit/client-key.ts) in table login_failures, shared by every
 * instance on one database. An attempt takes its point before the password is checked: attempts sent at
 * once cannot all reach the check. A sign-in clears the count, so what is left counts failures; past the
 * limit a client is refused until its window, which starts at its first attempt, ends.
 */
export class LoginThrottle {
  private readonly limiter: PostgresLimiter;

  constructor(pool: pg.Pool, options: ThrottleOptions = { maxFailures: 10, windowSeconds: 15 * 60 }) {
    this.limiter = new PostgresLimiter(pool, {
      tableName: "login_failures",
      keyPrefix: "login",
      points: options.maxFailures,
      windowSeconds: options.windowSeconds,
    });
  }

  /** Counts an attempt: 0 when the client may go on to the password check, else seconds to wait. */
  attempt(key: string): Promise<number> {
    return this.limiter.take(key);
  }

  /** After a sign-in: the failures before it no longer count. */
  succeed(key: string): Promise<void> {
    return this.limiter.clear(key);
  }
}
