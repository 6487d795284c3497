import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { embeddedExtensions, openDatabase, serveEmbedded, type Database } from "../db/database";
import { databaseTemplate } from "./database-template";
import { createServerDatabase } from "./server-database";

/**
 * A migrated, empty database of the test file's own, copied from the run's
 * template (database-template.ts): an embedded engine loaded from the template's
 * data directory, or, when TEST_DATABASE_URL is set, a new database on that
 * server made from the template database and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = await databaseTemplate(inject("testRunDir"));
  if (template.kind === "embedded") {
    const engine = (await takeSpare()) ?? (await loadTemplate(template.dataDirTarball));
    return serveEmbedded(returnedOnClose(engine), true);
  }
  const created = await createServerDatabase(template.serverUrl, template.name);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: "" });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * Loading the template into a new engine costs half a second, a third of an average server test
 * file (decision 040). So the worker keeps the engine a closed file used, and the next file takes it
 * emptied, as long as its schema is still the template's: a file that changed it leaves its engine
 * to be closed.
 */
let spare: { engine: PGlite; schema: string } | undefined;
let templateSchema: string | undefined;

async function loadTemplate(tarball: string): Promise<PGlite> {
  const dataDir = new Blob([new Uint8Array(await readFile(tarball))]);
  const engine = await PGlite.create({ loadDataDir: dataDir, extensions: await embeddedExtensions() });
  templateSchema ??= await schemaOf(engine);
  return engine;
}

async function takeSpare(): Promise<PGlite | undefined> {
  const taken = spare;
  spare = undefined;
  if (!taken || taken.engine.closed) return undefined;
  if (taken.schema !== templateSchema) {
    await taken.engine.close();
    return undefined;
  }
  // Every table of the app, emptied as the template has them, with their identities starting again.
  // One statement each: truncating businesses also truncates business_search, by trigger.
  const { rows } = await taken.engine.query<{ statements: string | null }>(`
    SELECT string_agg(format('TRUNCATE %I.%I RESTART IDENTITY CASCADE;', schemaname, tablename), ' ') AS statements
      FROM pg_tables WHERE schemaname = 'public'`);
  if (rows[0]?.statements) await taken.engine.exec(rows[0].statements);
  return taken.engine;
}

/** The engine as serveEmbedded takes it, whose close hands it to the next file instead. */
function returnedOnClose(engine: PGlite): PGlite {
  return new Proxy(engine, {
    get(target, property) {
      if (property === "close") {
        return async () => {
          // Whatever the file's last connection left: an open transaction, locks, settings, LISTENs.
          await target.exec("ROLLBACK").catch(() => {});
          await target.exec("DISCARD ALL");
          spare = { engine: target, schema: await schemaOf(target) };
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The names and kinds of what the public schema holds: tables, indexes, sequences, constraints, functions, triggers. */
async function schemaOf(engine: PGlite): Promise<string> {
  const { rows } = await engine.query<{ schema: string }>(`
    SELECT md5(string_agg(name, ',' ORDER BY name)) AS schema FROM (
      SELECT c.relkind::text || ':' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
      UNION ALL SELECT 'constraint:' || conrelid::regclass || '.' || conname FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'
      UNION ALL SELECT 'function:' || p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
      UNION ALL SELECT 'trigger:' || tgrelid::regclass || '.' || tgname FROM pg_trigger WHERE NOT tgisinternal
    ) AS objects`);
  return rows[0]?.schema ?? "";
}
