import { existsSync } from "node:fs";
import { mkdtemp, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { countBusinesses, holdsMainStreet, runDumpStatement } from "./backup.queries";
import { claimDataDir } from "./data-dir-claim";
import { engineDir } from "./data-dir-snapshot";
import { embeddedExtensions } from "./database";
import { DumpFormatError, dumpStatements } from "./dump-statements";

export interface Restored {
  businesses: number;
  /** Where the database that was replaced now lives; undefined when DATA_DIR held none. */
  previous: string | undefined;
}

/** pg_dump's first and last lines (since 17.6 and 15.14 a psql \unrestrict may follow the last). */
const header = /^(?:--[^\n]*\n|\s*\n)*-- PostgreSQL database dump\n/;
const trailer = /\n-- PostgreSQL database dump complete\n--\n\s*(?:\\unrestrict [^\n]*\s*)?$/;

/** Reads a file and checks it is a whole plain-SQL dump, before anything in DATA_DIR is touched. */
export async function readDump(file: string): Promise<string> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new DumpFormatError(`Cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`);
  });
  if (!header.test(text)) throw new DumpFormatError(`${file} is not a plain SQL dump (made by npm run db:backup or pg_dump)`);
  if (!trailer.test(text)) throw new DumpFormatError(`${file} is incomplete: it does not end as pg_dump ends a dump (was it cut short?)`);
  return text;
}

/**
 * Loads `dump` into a new embedded database in DATA_DIR, then puts it in place of
 * the current one, which is moved aside (`pglite-before-restore-…`), never deleted.
 * Until that swap nothing of the current database is touched, so a bad dump
 * leaves it as it was. Holds DATA_DIR throughout: a server starting meanwhile
 * refuses, and a running one makes this refuse (DataDirHeldError).
 */
export async function restoreDump(dataDir: string, dump: string): Promise<Restored> {
  const claim = await claimDataDir(dataDir);
  const work = await mkdtemp(path.join(dataDir, "restore-"));
  try {
    const businesses = await loadInto(engineDir(work), dump);
    const current = engineDir(dataDir);
    const previous = existsSync(current) ? `${current}-before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}` : undefined;
    if (previous) await rename(current, previous);
    try {
      await rename(engineDir(work), current);
    } catch (error) {
      if (previous) await rename(previous, current);
      throw error;
    }
    return { businesses, previous };
  } finally {
    await rm(work, { recursive: true, force: true });
    await claim.release();
  }
}

async function loadInto(dir: string, dump: string): Promise<number> {
  const pglite = await PGlite.create({ dataDir: dir, extensions: await embeddedExtensions() });
  try {
    for (const statement of dumpStatements(dump)) {
      await runDumpStatement(pglite, statement.sql, statement.copyData).catch((error: unknown) => {
        throw new DumpFormatError(`line ${statement.line}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    if (!(await holdsMainStreet(pglite))) throw new DumpFormatError("the dump holds no Main Street database (no businesses table or migrations record)");
    return await countBusinesses(pglite);
  } finally {
    await pglite.close();
  }
}
