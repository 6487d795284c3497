import { lt, sql } from "drizzle-orm";
import { altchaSpent } from "../../shared/schema";
import type { Db } from "../db/database";

/** Records a solution's challenge as used; false when it already was (on any instance). */
export async function spendChallenge(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(altchaSpent).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: altchaSpent.signature });
  return rows.length === 1;
}

/** Forgets used challenges that have expired: their solutions are refused as expired anyway. */
export async function deleteExpiredChallenges(db: Db): Promise<void> {
  await db.delete(altchaSpent).where(lt(altchaSpent.expiresAt, sql`now()`));
}
