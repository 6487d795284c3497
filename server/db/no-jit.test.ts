import pg from "pg";
import { describe, expect, it } from "vitest";
import { createServerDatabase } from "../test/server-database";
import { openDatabase } from "./database";
import { runMigrations } from "./migrate";

const serverUrl = process.env.TEST_DATABASE_URL;

// PGlite has no JIT compiler: only a PostgreSQL server can show the setting.
describe.skipIf(!serverUrl)("migrations on a PostgreSQL server", () => {
  it("when a new database is migrated, then its next connections compile no statement with JIT", async () => {
    const created = await createServerDatabase(serverUrl ?? "");
    try {
      const database = await openDatabase({ databaseUrl: created.url, dataDir: "" });
      await runMigrations(database);
      await database.close();
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        expect((await client.query<{ jit: string }>("SHOW jit")).rows[0]?.jit).toBe("off");
      } finally {
        await client.end();
      }
    } finally {
      await created.drop();
    }
  });
});
