import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

export interface LimitOptions {
  /** A table made by a migration in rate-limiter-flexible's shape (key, points, expire). */
  tableName: string;
  keyPrefix: string;
  points: number;
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
 * A count per client kept in the database (rate-limiter-flexible's PostgreSQL store), so every instance
 * on one database shares it. Each point is taken in one upsert: requests sent at once cannot all read the
 * same low count. A window starts at a client's first point.
 */
export class PostgresLimiter {
  private readonly limiter: RateLimiterPostgres;

  constructor(pool: pg.Pool, options: LimitOptions) {
    this.limiter = new RateLimiterPostgres({
      storeClient: unnamed(pool),
      storeType: "pool",
      tableName: options.tableName,
      // Made by a migration, as every table is.
      tableCreated: true,
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.windowSeconds,
    });
  }

  /** Takes a point: 0 when the client is within its limit, else seconds until its window ends. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (refusal) {
      // consume rejects with the count when over the limit, and with an Error when the store failed.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    }
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
