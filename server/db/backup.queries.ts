import type { PGlite } from "@electric-sql/pglite";

/**
 * The statements backups and restores run on a PGlite of their own (a snapshot's
 * copy, a restore's new database), which no `pg` pool serves.
 */

/** Whether the database holds what Main Street made: its tables and drizzle's record of the migrations applied. */
export async function holdsMainStreet(pglite: PGlite): Promise<boolean> {
  const { rows } = await pglite.query<{ ok: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AND to_regclass('public.businesses') IS NOT NULL AS ok",
  );
  return rows[0]?.ok === true;
}

export async function countBusinesses(pglite: PGlite): Promise<number> {
  const { rows } = await pglite.query<{ count: number }>("SELECT count(*)::int AS count FROM public.businesses");
  return rows[0]?.count ?? 0;
}

/** Runs one statement of a dump; a COPY's rows come from `rows` (PGlite reads COPY … FROM stdin from a blob). */
export async function runDumpStatement(pglite: PGlite, sql: string, rows?: string): Promise<void> {
  if (rows === undefined) await pglite.exec(sql);
  else await pglite.query(sql.replace(/\bFROM\s+stdin\s*;$/i, "FROM '/dev/blob';"), [], { blob: new Blob([rows]) });
}
