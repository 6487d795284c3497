import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFromStdin } from "pg-copy-streams";
import type { NewBusinessRow } from "../../shared/schema";
import { batchColumns } from "../db/business-batch";

export interface IdRange {
  first: number;
  last: number;
}

/**
 * Takes `count` ids from the identity sequence in one statement and returns them as
 * ranges (one, unless another session took ids meanwhile), so a million ids cost
 * one round trip and no memory. The sequence is looked up once, not per id.
 */
export async function reserveBusinessIds(client: pg.PoolClient, count: number): Promise<IdRange[]> {
  const result = await client.query<{ first: number; last: number }>(
    `SELECT min(id)::int AS first, max(id)::int AS last
       FROM (SELECT id, id - row_number() OVER (ORDER BY id) AS run
               FROM (SELECT nextval((SELECT pg_get_serial_sequence('businesses', 'id'))::regclass) AS id
                       FROM generate_series(1, $1::int)) AS taken) AS numbered
      GROUP BY run ORDER BY first`,
    [count],
  );
  return result.rows;
}

/** PGlite served over its socket cannot take COPY FROM STDIN; it gets the batched INSERT instead. */
export async function canCopyFromStdin(client: pg.PoolClient): Promise<boolean> {
  const result = await client.query<{ version: string }>("SELECT version()");
  return !result.rows[0]?.version.includes("PGlite");
}

export async function countBusinesses(client: pg.PoolClient): Promise<number> {
  const result = await client.query<{ count: number }>("SELECT count(*)::int AS count FROM businesses");
  return result.rows[0]?.count ?? 0;
}

/**
 * The indexes of `businesses` and of its search copy `business_search` (filled by
 * trigger in the same statement) that no constraint owns: all but the primary keys
 * and the unique constraints, with their definitions as the migrations created them.
 */
export async function secondaryIndexes(client: pg.PoolClient): Promise<{ name: string; definition: string }[]> {
  const result = await client.query<{ name: string; definition: string }>(
    `SELECT format('%I.%I', i.schemaname, i.indexname) AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename IN ('businesses', 'business_search')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
      ORDER BY i.indexname`,
  );
  return result.rows;
}

export async function dropIndex(client: pg.PoolClient, name: string): Promise<void> {
  await client.query(`DROP INDEX ${name}`);
}

/** Runs an index definition read from `secondaryIndexes`; memory is raised for this transaction only. */
export async function createIndex(client: pg.PoolClient, definition: string): Promise<void> {
  await client.query("SET LOCAL maintenance_work_mem = '512MB'");
  await client.query(definition);
}

export async function analyzeBusinesses(client: pg.PoolClient): Promise<void> {
  // VACUUM as well: it marks the loaded pages all-visible, so the reads that need only an index (a map's
  // box, a radius's count) do not visit the table, as they would not once autovacuum had been by.
  await client.query("VACUUM (ANALYZE) businesses, business_search");
}

const copyEscapes: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function copyText(text: string): string {
  return /[\\\n\r\t]/.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => copyEscapes[c] ?? c) : text;
}

/**
 * How to write a column's values in COPY's text format. Generated rows share their
 * jsonb values (photos, hours), so each distinct object is turned into JSON once.
 */
function copyEncoder(type: string): (value: unknown) => string {
  if (type === "jsonb") {
    const known = new WeakMap<object, string>();
    return (value) => {
      if (value === null || value === undefined) return "\\N";
      if (typeof value !== "object") return copyText(JSON.stringify(value));
      let text = known.get(value);
      if (text === undefined) known.set(value, (text = copyText(JSON.stringify(value))));
      return text;
    };
  }
  return (value) => {
    if (value === null || value === undefined) return "\\N";
    if (typeof value === "boolean") return value ? "t" : "f";
    return typeof value === "number" ? String(value) : copyText(String(value));
  };
}

/** COPY text in chunks of about a megabyte: big enough to be cheap, small enough to keep the server busy. */
async function* copyChunks(batches: AsyncIterable<NewBusinessRow[]>): AsyncIterable<string> {
  const fields = batchColumns.map(([, type, read]) => {
    const encode = copyEncoder(type);
    return (row: NewBusinessRow) => encode(read(row));
  });
  let text = "";
  for await (const rows of batches) {
    for (const row of rows) {
      let separator = "";
      for (const field of fields) {
        text += separator + field(row);
        separator = "\t";
      }
      text += "\n";
      if (text.length > 1 << 20) {
        yield text;
        text = "";
      }
    }
  }
  if (text) yield text;
}

/**
 * COPY of rows that carry their ids; the same columns and values as `insertBusinessRows`.
 * The pipeline waits for the socket to drain, so a fast producer never holds the whole
 * load in memory; a producer that throws aborts the COPY (CopyFail) and nothing lands.
 */
export async function copyBusinessRows(client: pg.PoolClient, batches: AsyncIterable<NewBusinessRow[]>): Promise<number> {
  const names = batchColumns.map(([name]) => name).join(", ");
  const copy = client.query(copyFromStdin(`COPY businesses (${names}) FROM STDIN`));
  await pipeline(copyChunks(batches), copy);
  return copy.rowCount;
}
