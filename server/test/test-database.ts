import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { embeddedExtensions, openDatabase, serveEmbedded, type Database } from "../db/database";
import { databaseTemplate } from "./database-template";
import { createServerDatabase } from "./server-database";

/**
 * A migrated, empty database of the test file's own, copied from the run's
 * template (database-template.ts): an in-memory PGlite loaded from the template's
 * data directory, or, when TEST_DATABASE_URL is set, a new database on that
 * server made from the template database and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = await databaseTemplate(inject("testRunDir"));
  if (template.kind === "embedded") {
    const dataDir = new Blob([new Uint8Array(await readFile(template.dataDirTarball))]);
    return serveEmbedded(await PGlite.create({ loadDataDir: dataDir, extensions: await embeddedExtensions() }), true);
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
