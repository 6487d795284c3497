import { describe, expect, it } from "vitest";
import { makeBusiness } from "../test/businesses";
import { useTestApp } from "../test/test-app";
import { canCopyFromStdin, copyBusinessRows } from "./bulk-load.queries";
import { seedBusinesses } from "./seed";

async function* once<T>(value: T): AsyncGenerator<T> {
  yield value;
}

describe("seedBusinesses on a large load", () => {
  const context = useTestApp();
  const indexes = async () =>
    (
      await context.database.pool.query<{ name: string; definition: string; oid: number }>(
        `SELECT indexname AS name, indexdef AS definition, (quote_ident(indexname))::regclass::oid AS oid
           FROM pg_indexes WHERE tablename IN ('businesses', 'business_search') ORDER BY indexname`,
      )
    ).rows;
  const byName = (rows: { name: string; oid: number }[]) => Object.fromEntries(rows.map((r) => [r.name, r.oid]));

  it("when a large seed goes into a small table, then the secondary indexes are built again exactly as defined", async () => {
    const before = await indexes();
    await seedBusinesses(context.database.db, { count: 300, seed: 5, batchSize: 70, rebuildIndexesFrom: 100 });
    const after = await indexes();
    expect(after.map(({ name, definition }) => ({ name, definition }))).toEqual(before.map(({ name, definition }) => ({ name, definition })));
    const [oldOids, newOids] = [byName(before), byName(after)];
    expect(newOids.businesses_pkey).toBe(oldOids.businesses_pkey);
    expect(newOids.businesses_slug_unique).toBe(oldOids.businesses_slug_unique);
    expect(newOids.business_search_document_idx).not.toBe(oldOids.business_search_document_idx);
    expect(newOids.businesses_rank_idx).not.toBe(oldOids.businesses_rank_idx);
    const count = await context.database.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM businesses");
    expect(count.rows[0]?.n).toBe(300);
  });

  it("when the table already holds more rows than are added, then the indexes stay in place", async () => {
    const before = await indexes();
    await seedBusinesses(context.database.db, { count: 50, seed: 6, rebuildIndexesFrom: 10 });
    expect(await indexes()).toEqual(before);
  });

  it("when copying text with tabs, newlines, backslashes and JSON, then it arrives unchanged", async ({ skip }) => {
    const client = await context.database.pool.connect();
    try {
      if (!(await canCopyFromStdin(client))) skip("PGlite cannot COPY FROM STDIN");
      await client.query("BEGIN");
      const row = {
        ...makeBusiness({ name: "Tab\there, line\nbreak \\ back\\slash 'quote' \"double\" ünï" }),
        id: 1_999_999_001,
        openingHours: { Monday: "9AM-5PM\t\\" },
        attributes: { Notes: { "a\nb": true } },
        rating: 4.5,
        latitude: 12.345678,
      };
      expect(await copyBusinessRows(client, once([row]))).toBe(1);
      const stored = await client.query("SELECT name, opening_hours, attributes, rating::float8 AS rating, latitude FROM businesses WHERE id = $1", [row.id]);
      expect(stored.rows[0]).toEqual({
        name: row.name,
        opening_hours: row.openingHours,
        attributes: row.attributes,
        rating: 4.5,
        latitude: 12.345678,
      });
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
  });

  it("when a COPY fails (a duplicate id), then it rejects and the connection still answers", async ({ skip }) => {
    const client = await context.database.pool.connect();
    try {
      if (!(await canCopyFromStdin(client))) skip("PGlite cannot COPY FROM STDIN");
      const row = { ...makeBusiness(), id: 1_999_999_002 };
      const duplicate = { ...makeBusiness(), id: row.id };
      await expect(copyBusinessRows(client, once([row, duplicate]))).rejects.toThrow(/duplicate key/);
      expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      client.release();
    }
  });

  it("when the rows' source fails halfway, then the COPY is abandoned with its error, nothing lands, and the connection still answers", async ({ skip }) => {
    const client = await context.database.pool.connect();
    try {
      if (!(await canCopyFromStdin(client))) skip("PGlite cannot COPY FROM STDIN");
      const first = { ...makeBusiness(), id: 1_999_999_003 };
      async function* failing(): AsyncGenerator<(typeof first)[]> {
        // More than one chunk's worth first, so some rows have gone to the server when the source fails.
        yield Array.from({ length: 3000 }, (_, i) => ({ ...first, id: first.id + i, slug: `${first.slug}-${i}` }));
        throw new Error("the spreadsheet ended early");
      }
      await expect(copyBusinessRows(client, failing())).rejects.toThrow("the spreadsheet ended early");
      const landed = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM businesses WHERE id >= $1 AND id < $2", [first.id, first.id + 3000]);
      expect(landed.rows).toEqual([{ n: 0 }]);
    } finally {
      client.release();
    }
  });
});
