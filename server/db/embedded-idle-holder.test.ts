import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveEmbedded, waitingForEmbedded, type Database } from "./database";

/**
 * Issue 39: PGlite is one session, so a connection that opens a transaction and then sends nothing
 * held every other statement of the app for as long as it liked.
 */

const idleHolderMs = 1000;
let database: Database;

beforeAll(async () => {
  database = await serveEmbedded(await PGlite.create({ dataDir: "memory://" }), true, undefined, idleHolderMs);
});
afterAll(() => database.close());

describe("a connection idle in a transaction on the embedded database", () => {
  it("when others wait for it, then it is ended and rolled back, and the others go on", async () => {
    await database.pool.query("CREATE TABLE held (id int)");
    const idle = new pg.Client(database.connection);
    const idleErrors: Error[] = [];
    idle.on("error", (error) => idleErrors.push(error));
    await idle.connect();
    await idle.query("BEGIN");
    await idle.query("INSERT INTO held VALUES (1)");

    const started = Date.now();
    const answer = await database.pool.query<{ n: string }>("SELECT count(*) AS n FROM held");
    const waited = Date.now() - started;
    // The idle transaction was rolled back: its row is not there.
    expect(answer.rows[0]?.n).toBe("0");
    expect(waited).toBeGreaterThanOrEqual(idleHolderMs - 100);
    await expect(idle.query("SELECT 1")).rejects.toThrow();
    await idle.end().catch(() => {});
  });

  it("when it sends its next statement in time, then its transaction goes on and commits", async () => {
    await database.pool.query("CREATE TABLE kept (id int)");
    const client = new pg.Client(database.connection);
    await client.connect();
    await client.query("BEGIN");
    await client.query("INSERT INTO kept VALUES (1)");
    const other = database.pool.query<{ n: string }>("SELECT count(*) AS n FROM kept");
    // The other statement is waiting for this transaction, which has gone on being idle meanwhile.
    await expect.poll(() => waitingForEmbedded(database.db)).toBeGreaterThan(0);
    await client.query("INSERT INTO kept VALUES (2)");
    await client.query("COMMIT");
    expect((await other).rows[0]?.n).toBe("2");
    await client.end();
  });
});
