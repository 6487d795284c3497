import { desc } from "drizzle-orm";
import { adminEvents, type AdminEventRow } from "../../shared/schema";
import type { Db, Executor } from "../db/database";

export type AdminEventKind = "import" | "refresh" | "seo" | "edit" | "delete" | "delete-all" | "restore" | "suggestion-accepted" | "suggestion-rejected";

export async function insertAdminEvent(db: Executor, kind: AdminEventKind, summary: string, details: Record<string, unknown> = {}): Promise<void> {
  await db.insert(adminEvents).values({ kind, summary, details });
}

export async function selectRecentAdminEvents(db: Db, limit: number): Promise<AdminEventRow[]> {
  return db.select().from(adminEvents).orderBy(desc(adminEvents.createdAt), desc(adminEvents.id)).limit(limit);
}
