import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import { jobLeases } from "../../shared/schema";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";

/** A lease not renewed for this long belongs to an instance that stopped: another may take it. */
const expiresAfterSeconds = 30;
const renewEveryMs = 5000;

/** This process, as another instance's operator is told of it. */
const thisInstance = `${hostname()} (process ${process.pid})`;

/**
 * Runs `work` holding the lease `name`, so no other instance on the database runs the same job
 * meanwhile; answers 409, naming the instance that holds it and since when, if one does. A lease
 * is a row, not a session lock, so it survives connection pools that hand each statement to
 * another connection (PgBouncer in transaction mode).
 */
export async function withLease<T>(db: Db, name: string, what: string, work: () => Promise<T>): Promise<T> {
  const token = randomUUID();
  const [taken] = await db
    .insert(jobLeases)
    .values({ name, holder: thisInstance, token })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder: thisInstance, token, acquiredAt: sql`now()`, renewedAt: sql`now()` },
      setWhere: sql`${jobLeases.renewedAt} < now() - make_interval(secs => ${expiresAfterSeconds})`,
    })
    .returning({ token: jobLeases.token });
  if (taken?.token !== token) {
    const [holder] = await db.select().from(jobLeases).where(eq(jobLeases.name, name));
    const by = holder ? `on ${holder.holder} since ${holder.acquiredAt.toISOString()}` : "elsewhere";
    throw new HttpError(409, `${what} is already running ${by}: try again when it has finished`);
  }
  const mine = and(eq(jobLeases.name, name), eq(jobLeases.token, token));
  const renewing = setInterval(
    () =>
      void db
        .update(jobLeases)
        .set({ renewedAt: sql`now()` })
        .where(mine)
        .catch(() => {}),
    renewEveryMs,
  );
  try {
    return await work();
  } finally {
    clearInterval(renewing);
    await db.delete(jobLeases).where(mine);
  }
}
