import { randomBytes } from "node:crypto";
import type pg from "pg";
import { log } from "./log";

/** The scratch databases this run created and has not dropped yet, for the shutdown to drop. */
const created = new Set<string>();

/**
 * Creates an empty database with a name of its own on the same PostgreSQL server as `databaseUrl`;
 * answers its name and the URL to reach it (the server that connects migrates it at start).
 */
export async function createScratchDatabase(pool: pg.Pool, databaseUrl: string): Promise<{ name: string; url: string }> {
  const name = `bench_empty_${randomBytes(4).toString("hex")}`;
  await pool.query(`CREATE DATABASE ${name}`);
  created.add(name);
  log(`created the empty database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops a database `createScratchDatabase` made, ending any session still in it; once, though a shutdown and the section both ask. */
export async function dropScratchDatabase(pool: pg.Pool, name: string): Promise<void> {
  if (!created.has(name)) return;
  await pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  created.delete(name);
  log(`dropped the database ${name}`);
}

/** Drops every scratch database this run still has: a run stopped in the middle leaves none behind. */
export async function dropScratchDatabases(pool: pg.Pool): Promise<void> {
  for (const name of [...created]) await dropScratchDatabase(pool, name);
}
