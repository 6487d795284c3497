import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsDir } from "../project-root";
import type { Database } from "./database";

/** An arbitrary constant naming the lock that lets one process at a time migrate. */
const migrationLockKey = 720_430;

/**
 * Applies every pending drizzle-kit migration; safe to run at each start, and
 * by several instances starting at once: they take turns under a session
 * advisory lock, and the later ones find nothing left to do. Behind a
 * transaction pooler the lock's session is a direct connection of its own.
 */
export async function runMigrations(database: Pick<Database, "db" | "connection" | "pooled">): Promise<void> {
  const direct = database.pooled ? new pg.Client(database.connection) : undefined;
  if (direct) await direct.connect();
  const client = direct ?? (await database.db.$client.connect());
  try {
    await client.query("SELECT pg_advisory_lock($1)", [migrationLockKey]);
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [migrationLockKey]);
    }
  } finally {
    if (direct) await direct.end();
    else (client as pg.PoolClient).release();
  }
}
