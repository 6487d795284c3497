import pg from "pg";
import { describe, expect, it } from "vitest";
import { createServerDatabase } from "../test/server-database";
import { openDatabase } from "./database";
import { runMigrations } from "./migrate";

const serverUrl = process.env.TEST_DATABASE_URL;

/** A new database, set as `before` says, then migrated: what a new connection to it shows. */
async function settingsAfterMigrating(before: (client: pg.Client, name: string) => Promise<unknown> = async () => {}) {
  const created = await createServerDatabase(serverUrl ?? "");
  try {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await before(admin, created.name);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ databaseUrl: created.url, dataDir: "" });
    await runMigrations(database);
    await database.close();
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      const show = async (name: string) => (await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]?.[name];
      return { jit: await show("jit"), workMem: await show("work_mem") };
    } finally {
      await client.end();
    }
  } finally {
    await created.drop();
  }
}

// PGlite has no JIT compiler and one session: only a PostgreSQL server can show what later connections get.
describe.skipIf(!serverUrl)("migrations on a PostgreSQL server", () => {
  it("when a new database is migrated, then its next connections compile no statement with JIT and sort in 32 MB", async () => {
    expect(await settingsAfterMigrating()).toEqual({ jit: "off", workMem: "32MB" });
  });

  it("when the database already gives more memory than 32 MB, then migrating keeps it", async () => {
    const settings = await settingsAfterMigrating((admin, name) => admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} SET work_mem = '64MB'`));
    expect(settings.workMem).toBe("64MB");
  });
});
