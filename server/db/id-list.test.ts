import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./database";
import { idArray, IdList } from "./id-list";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function roundTrip(ids: readonly number[] | IdList): Promise<number[]> {
  const result = await database.db.execute<{ ids: number[] }>(sql`SELECT ${idArray(ids)} AS ids`);
  return result.rows[0]?.ids ?? [];
}

describe("ids sent to PostgreSQL as one int4[] value", () => {
  it("when ids of every length and sign are sent, then PostgreSQL reads them as they were", async () => {
    const ids = [0, 1, 9, 10, 99, 100, 12_345, 2_147_483_647, -1, -2_147_483_648];
    expect(await roundTrip(ids)).toEqual(ids);
    expect(await roundTrip([])).toEqual([]);
  });

  it("when a list grows past its first allocation in batches, then it holds every id in order", async () => {
    const list = new IdList();
    const expected: number[] = [];
    for (let batch = 0; batch < 7; batch++) {
      const ids = Array.from({ length: 2000 }, (_, i) => batch * 1_000_000 + i);
      list.push(ids);
      expected.push(...ids);
    }
    expect(list.length).toBe(14_000);
    expect(await roundTrip(list)).toEqual(expected);
  });
});
