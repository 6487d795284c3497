import type pg from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";

export interface ThrottleOptions {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * The pool as the rate limiter calls it, without statement names: a named prepared statement does
 * not survive PgBouncer's transaction pooling (before 1.21) nor the embedded database's socket.
 */
const unnamed = (pool: pg.Pool) => ({
  query: (query: { text: string; values?: unknown[] }) => pool.query({ text: query.text, values: query.values }),
});

/**
 * Counts failed logins per client address in the database (rate-limiter-flexible's PostgreSQL
 * store, table login_failures), so every instance on one database shares one count: past the limit
 * an address is refused until its window, which starts at its first failure, ends.
 */
export class LoginThrottle {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    private readonly options: ThrottleOptions = { maxFailures: 10, windowSeconds: 15 * 60 },
  ) {
    this.limiter = new RateLimiterPostgres({
      storeClient: unnamed(pool),
      storeType: "pool",
      tableName: "login_failures",
      // Made by a migration, as every table is.
      tableCreated: true,
      keyPrefix: "login",
      points: options.maxFailures,
      duration: options.windowSeconds,
    });
  }

  /** Seconds to wait before trying again, or 0 when the address may try now. */
  async retryAfter(address: string): Promise<number> {
    const state = await this.limiter.get(address);
    if (!state || state.consumedPoints < this.options.maxFailures) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  async fail(address: string): Promise<void> {
    await this.limiter.penalty(address, 1);
  }

  async succeed(address: string): Promise<void> {
    await this.limiter.delete(address);
  }
}
