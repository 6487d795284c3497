import type pg from "pg";
import { PostgresLimiter } from "../rate-limit/postgres-limiter";

/**
 * Suggestions and submissions together per client (rate-limit/client-key.ts) an hour: 5, counted in
 * table suggestion_limits, so one count on every instance on the database. Tests that send more pass a larger number.
 */
export const suggestionThrottle = (pool: pg.Pool, perHour = 5) =>
  new PostgresLimiter(pool, { tableName: "suggestion_limits", keyPrefix: "suggest", points: perHour, windowSeconds: 60 * 60 });
