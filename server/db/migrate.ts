import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./database";

export const migrationsFolder = path.resolve(import.meta.dirname, "../../migrations");

/** Applies every pending drizzle-kit migration; safe to run at each start. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
