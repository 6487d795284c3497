import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/database";
import { runMigrations } from "../db/migrate";

/**
 * A migrated, empty database for one test file: an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new database on that server, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    await runMigrations(database.db);
    return database;
  }
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: "" });
  await runMigrations(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the server at `serverUrl` (named after its database), and how to drop it. */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || "test"}_${randomBytes(5).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
