import { parseArgs } from "node:util";
import { loadConfig, readEnvFile, type Config } from "../config";

/** What the backup commands tell when DATABASE_URL is set: PostgreSQL's own tools do the job there. */
const postgresTools = {
  backup: 'DATABASE_URL is set: back PostgreSQL up with its own tools, e.g. pg_dump --format=custom --file=FILE "$DATABASE_URL" (see README, Backups).',
  restore:
    'DATABASE_URL is set: restore PostgreSQL with its own tools, e.g. pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE, or psql for a plain dump (see README, Backups).',
};

/**
 * The start of `npm run db:backup -- FILE` and `db:restore -- FILE`: the configuration and the one
 * file named, or the usage and exit code 2; with DATABASE_URL, the PostgreSQL tools' advice and 1.
 */
export function commandSetup(command: "backup" | "restore"): { config: Config; file: string } {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ allowPositionals: true }));
  } catch {
    positionals = [];
  }
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(`Usage: npm run db:${command} -- FILE`);
    process.exit(2);
  }
  readEnvFile();
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(postgresTools[command]);
    process.exit(1);
  }
  return { config, file };
}

/** Ends the command with its reason on stderr and exit code 1; no stack: these are the operator's messages. */
export function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const secondsSince = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
