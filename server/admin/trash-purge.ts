import { trashKeepDays } from "../../shared/admin-api";
import type { Db } from "../db/database";
import type { Logger } from "../http/logger";
import { purgeTrash } from "./trash.queries";

const hourMs = 60 * 60 * 1000;

/** Deletes for good what has been in the trash longer than trashKeepDays; answers how many. */
export async function purgeOldTrash(db: Db, log: Logger): Promise<number> {
  const purged = await purgeTrash(db, trashKeepDays);
  if (purged > 0) log.info({ purged }, `Purged ${purged} deleted businesses kept more than ${trashKeepDays} days`);
  return purged;
}

/**
 * Purges the trash now and then every hour, for as long as the process runs (the timer does not keep
 * it alive). Every instance may do so: a purge deletes only what is already old enough.
 */
export function startTrashPurge(db: Db, log: Logger, everyMs = hourMs): { firstRun: Promise<void>; stop: () => void } {
  const run = () =>
    purgeOldTrash(db, log).then(
      () => {},
      (error: unknown) => log.warn({ err: error }, "Purging the trash failed; trying again in an hour"),
    );
  const timer = setInterval(() => void run(), everyMs).unref();
  return { firstRun: run(), stop: () => clearInterval(timer) };
}
