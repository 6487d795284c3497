import { sql } from "drizzle-orm";
import type { Executor } from "../db/database";

/** Every server instance LISTENs here; a write's NOTIFY (sent on commit) tells them the data changed. */
export const dataChangedChannel = "mainstreet_data_changed";

/** Tells every instance that the data changed, when the caller's transaction commits; `source` names the writer (DataVersion.id). */
export async function announceDataChange(db: Executor, source: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${dataChangedChannel}, ${source})`);
}
