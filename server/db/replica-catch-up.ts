import { sql } from "drizzle-orm";
import type { Logger } from "../http/logger";
import type { Db } from "./database";

const pollMs = 100;
/** A replica further behind than this is left to the caches' own expiry (a minute). */
const giveUpMs = 60_000;

/**
 * Public answers read from a replica right after a write may predate it (the replica replays the
 * write a moment later) and would be kept as ready answers. After every change this notes where the
 * primary's WAL stands and, once the replica has replayed that far, retires the ready answers once
 * more, so lists show the write as soon as the replica has it, not when their cache entries expire.
 */
export function retireWhenReplicaCatchesUp(
  primary: Db,
  replica: Db,
  /** Calls its argument after every change of the data (DataVersion.onChange). */
  onChange: (listener: () => void) => void,
  /** Makes the cached answers stale (DataVersion.retire). */
  retire: () => void,
  log: Logger,
): void {
  let target: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let since = 0;

  const check = async () => {
    timer = undefined;
    if (!target) return;
    try {
      const result = await replica.execute<{ replayed: boolean }>(sql`SELECT coalesce(pg_last_wal_replay_lsn() >= ${target}::pg_lsn, true) AS replayed`);
      if (result.rows[0]?.replayed) {
        target = undefined;
        retire();
        return;
      }
    } catch (error) {
      log.warn({ err: error }, "Could not read how far the replica has replayed");
    }
    if (Date.now() - since > giveUpMs) target = undefined;
    else timer = setTimeout(() => void check(), pollMs).unref();
  };

  const changed = async () => {
    try {
      const result = await primary.execute<{ lsn: string }>(sql`SELECT pg_current_wal_lsn()::text AS lsn`);
      target = result.rows[0]?.lsn;
      since = Date.now();
      if (!timer) timer = setTimeout(() => void check(), pollMs).unref();
    } catch (error) {
      log.warn({ err: error }, "Could not read the primary's WAL position");
    }
  };
  // The poll's timer is unreferenced: it never holds the process open.
  onChange(() => void changed());
}
