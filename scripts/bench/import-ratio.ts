import { createReadStream, createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { batchColumns } from "../../server/db/business-batch";
import { removeImportedRows } from "./cleanup";
import type { BenchContext } from "./context";
import { benchPlaceIdPrefix } from "./import-file";
import { importedAll, importOutcome } from "./import-report";
import { importOnFreshServer, underLoad, type ImportUnderLoad, type UnderLoad } from "./import-under-load";
import { log } from "./log";
import { startAppServer } from "./processes";
import { cell, mark, num, table, type Check } from "./report";
import { createScratchDatabase, dropScratchDatabase } from "./scratch-database";
import { timed } from "./timed";

/** Every column the import writes: all that an insert writes but the id, which the sequence gives. */
const written = batchColumns
  .map(([name]) => name)
  .filter((name) => name !== "id")
  .join(", ");

/** Writes the rows the benchmark's import added, as it wrote them, to `file` in COPY's text format; answers how many. */
async function saveImportedRows(pool: pg.Pool, file: string): Promise<number> {
  const client = await pool.connect();
  try {
    const prefix = client.escapeLiteral(`${benchPlaceIdPrefix}%`);
    const copy = client.query(copyTo(`COPY (SELECT ${written} FROM businesses WHERE place_id LIKE ${prefix} ORDER BY id) TO STDOUT`));
    await pipeline(copy, createWriteStream(file));
    return copy.rowCount;
  } finally {
    client.release();
  }
}

/** One COPY FROM STDIN of `file` into the businesses, timed from its first byte sent to the server's answer (it commits by itself). */
async function copyRows(pool: pg.Pool, file: string): Promise<{ value: number; seconds: number }> {
  const client = await pool.connect();
  try {
    log("million: bare COPY of the same rows");
    return await timed(async () => {
      const copy = client.query(copyFrom(`COPY businesses (${written}) FROM STDIN`));
      await pipeline(createReadStream(file), copy);
      return copy.rowCount;
    });
  } finally {
    client.release();
  }
}

export interface BareCopy extends Omit<UnderLoad<unknown>, "value"> {
  rows: number;
  seconds: number;
}

/**
 * The import's rows saved to `file`, deleted with the tables compacted, then written back by one bare COPY
 * while the public workload runs on a fresh server over the same database; removed again afterwards.
 */
export async function bareCopy(ctx: BenchContext, file: string, timeoutSeconds: number): Promise<BareCopy> {
  log(`million: saved ${num(await saveImportedRows(ctx.pool, file))} imported rows for the bare COPY`);
  await removeImportedRows(ctx.pool, ctx.databaseUrl);
  try {
    const app = await startAppServer(ctx.databaseUrl);
    try {
      const { value, ...load } = await underLoad(ctx, app, timeoutSeconds, () => copyRows(ctx.pool, file));
      return { rows: value.value, seconds: value.seconds, ...load };
    } finally {
      await app.stop();
    }
  } finally {
    await removeImportedRows(ctx.pool, ctx.databaseUrl);
  }
}

/** The same import into a database created empty for it on the same PostgreSQL server, dropped afterwards whatever happened. */
export async function importIntoEmpty(
  ctx: BenchContext,
  file: Blob,
  fileName: string,
  timeoutSeconds: number,
  env: Record<string, string>,
): Promise<ImportUnderLoad> {
  const scratch = await createScratchDatabase(ctx.pool, ctx.databaseUrl);
  try {
    return await importOnFreshServer(ctx, scratch.url, file, fileName, timeoutSeconds, env);
  } finally {
    await dropScratchDatabase(ctx.pool, scratch.name);
  }
}

/** `seconds` as a multiple of `base`, when both were measured. */
const ratioOf = (seconds: number | undefined, base: number | undefined) => (seconds !== undefined && base ? seconds / base : undefined);

export interface Comparison {
  seeded: ImportUnderLoad;
  /** Not measured when the import into the seeded table did not import every row. */
  empty?: ImportUnderLoad;
  copy?: BareCopy;
}

/**
 * The comparison's table, and its two targets as rows of the section's target table and as checks
 * (judged only at the million rows, as the section's time target is).
 */
export function comparisonReport(c: Comparison, rows: number, businessCount: number, judged: boolean) {
  const seconds = (r: ImportUnderLoad | undefined) => (r && importedAll(r, rows) ? r.watch?.seconds : undefined);
  const [seeded, empty] = [seconds(c.seeded), seconds(c.empty)];
  const copied = c.copy && c.copy.rows === rows ? c.copy.seconds : undefined;
  const rate = (s: number | undefined) => (s ? num(rows / s) : "—");
  const p99 = (r: { publicLoad: { p99: number } } | undefined) => (r ? `${num(r.publicLoad.p99)} ms` : "—");
  const comparisonTable = table(
    ["The same rows", "Wall time", "Rows/s", "Public p99 meanwhile"],
    [
      [`job into the table of ${num(businessCount)} (above)`, cell(importOutcome(c.seeded)), rate(seeded), p99(c.seeded)],
      ["job into an empty database", c.empty ? cell(importOutcome(c.empty)) : "not measured", rate(empty), p99(c.empty)],
      [
        `bare COPY into the table of ${num(businessCount)}`,
        c.copy ? `${num(c.copy.seconds, 1)} s, ${num(c.copy.rows)} rows` : "not measured",
        rate(copied),
        p99(c.copy),
      ],
    ],
  );
  const targets = [
    { name: "≤ 1.3× its time into an empty table", limit: 1.3, base: empty, baseName: "empty" },
    { name: "≤ 1.5× a bare COPY of the same rows", limit: 1.5, base: copied, baseName: "COPY" },
  ].map((t) => {
    const ratio = ratioOf(seeded, t.base);
    const ok = ratio !== undefined && ratio <= t.limit;
    const measured = ratio === undefined ? "not measured" : `${num(ratio, 2)}× (${num(seeded ?? 0, 1)} s / ${num(t.base ?? 0, 1)} s ${t.baseName})`;
    const check: Check = { name: `million: import ${t.name}`, ok };
    return { row: [judged ? `import ${t.name}` : `import ${t.name} (not judged: ${num(rows)} rows)`, measured, judged ? mark(ok) : ""], check };
  });
  return { comparisonTable, targetRows: targets.map((t) => t.row), checks: judged ? targets.map((t) => t.check) : [] };
}
