import { expect } from "vitest";
import { waitingForEmbedded, type Database } from "../db/database";

/**
 * Resolves once a statement of another connection waits for the transaction a test holds open: on
 * the embedded database, for its one session; on PostgreSQL, for a lock the transaction holds.
 */
export async function untilAStatementWaits(database: Database): Promise<void> {
  await expect
    .poll(
      async () => {
        if (database.kind === "embedded") return waitingForEmbedded(database.db) ?? 0;
        const { rows } = await database.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows[0]?.n ?? 0;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
}
