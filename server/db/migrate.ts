import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./database";

const migrationsFolder = path.resolve(import.meta.dirname, "../../migrations");

/** An arbitrary constant naming the lock that lets one process at a time migrate. */
const migrationLockKey = 720_430;

/**
 * Applies every pending drizzle-kit migration; safe to run at each start, and
 * by several instances starting at once: they take turns under a session
 * advisory lock, and the later ones find nothing left to do.
 */
export async function runMigrations(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [migrationLockKey]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
