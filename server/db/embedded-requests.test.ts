import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveEmbedded, type Database } from "./database";

let database: Database;

beforeAll(async () => {
  database = await serveEmbedded(await PGlite.create({ dataDir: "memory://" }), true);
  await database.db.execute(sql`CREATE TABLE t (id int PRIMARY KEY, v text)`);
  await database.db.execute(sql`INSERT INTO t SELECT g, 'v' || g FROM generate_series(1, 1000) g`);
});
afterAll(() => database.close());

describe("the embedded database's connections", () => {
  it("when one connection loops short transactions, then every select of two others gets its own row", async () => {
    const { db } = database;
    let stop = false;
    const writes = (async () => {
      for (let n = 5000; !stop; n++) {
        await db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO t VALUES (${n}, 'w')`);
          await tx.execute(sql`SELECT count(*) FROM t`);
        });
      }
    })();
    const wrong: string[] = [];
    const reader = async (k: number) => {
      for (let i = 0; i < 150; i++) {
        const id = 1 + ((i * 7 + k * 13) % 1000);
        const { rows } = await db.execute<{ v: string }>(sql`SELECT v FROM t WHERE id = ${id}`);
        if (rows.length !== 1 || rows[0]?.v !== `v${id}`) wrong.push(`${id}: ${JSON.stringify(rows)}`);
      }
    };
    await Promise.all([reader(0), reader(1)]);
    stop = true;
    await writes;
    expect(wrong.slice(0, 5), `${wrong.length} of 300 selects answered wrong`).toEqual([]);
  }, 60_000);
});
