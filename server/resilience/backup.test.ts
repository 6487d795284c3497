import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { uniqueToken } from "../test/businesses";
import { runDbCommand } from "../test/db-command";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { createServerDatabase } from "../test/server-database";
import { countInTown, rowsInsertedMessage, ServerProcess, townOf } from "./server-process";

/**
 * Issue "operations": `npm run db:backup` while the server serves and imports. The
 * copy must be consistent (an import whole or absent, the stored counts equal to
 * the rows), the server must go on answering meanwhile, the file must restore into
 * a new DATA_DIR that a server starts on, and psql 15 must load the same file;
 * a plain pg_dump of that PostgreSQL database restores into an embedded one.
 */

const rowCount = 20_000;
/** Where psql loads the backup: the machine's PostgreSQL (.ci/run starts it); each test makes and drops its own database. */
const postgresUrl = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * The import a backup is taken in the middle of: long enough that the backup command, which takes a
 * few seconds to start, reaches the server before it commits (20,000 rows over the in-process
 * connections sometimes committed first).
 */
const runningRowCount = 3 * rowCount;

const file = (batch: string, rows: number) =>
  makeCsv(Array.from({ length: rows }, (_, i) => businessRow({ name: `Backup ${batch} ${i}`, full_address: `${i} Elm St, ${townOf(batch)}, IL 62701` })));

function startImport(server: ServerProcess, cookie: string, batch: string, rows = rowCount): Promise<Response> {
  const form = new FormData();
  form.append("excelFile", new Blob([new Uint8Array(file(batch, rows))]), `${batch}.csv`);
  return fetch(`${server.url}/api/admin/import`, { method: "POST", headers: { cookie, origin: server.url }, body: form });
}

/** How many businesses of the file (all in one town of their own) the database holds. */
const countOf = (server: ServerProcess, batch: string) => countInTown(server, townOf(batch));

const folders: string[] = [];
const servers: ServerProcess[] = [];
const dataDir = () => {
  const made = mkdtempSync(path.join(tmpdir(), "mainstreet-backup-"));
  folders.push(made);
  return made;
};
async function start(dir: string, seed = false): Promise<ServerProcess> {
  const server = await ServerProcess.start({ DATA_DIR: dir, SEED_SAMPLE: String(seed) }, { reportInserts: true });
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

/** Runs SQL on a PostgreSQL database and returns the first row. */
async function firstRow<T>(url: string, text: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as T;
  } finally {
    await client.end();
  }
}

// The commands are the embedded database's; the run on TEST_DATABASE_URL's server has none to back up.
describe.skipIf(process.env.TEST_DATABASE_URL)("npm run db:backup while the server serves and imports", () => {
  it("when a backup is taken in the middle of an import, then it holds every committed import whole and the running one not at all, the server answers meanwhile, and it restores and loads into PostgreSQL 15", async () => {
    const originalDir = dataDir();
    const server = await start(originalDir, true);
    const cookie = await server.login();
    const [before, during] = [`b${uniqueToken()}`, `d${uniqueToken()}`];
    expect((await startImport(server, cookie, before)).status).toBe(200);

    const inFlight = startImport(server, cookie, during, runningRowCount);
    const writing = await server.waitFor((line) => line.msg.startsWith(`Import of ${during}.csv: `));
    // Into the import's transaction: its first rows are written, and not committed.
    await server.waitFor((line) => line.msg === rowsInsertedMessage && server.lines.indexOf(line) > server.lines.indexOf(writing));
    const backupFile = path.join(dataDir(), "backup.sql");
    const backingUp = runDbCommand("backup", backupFile, { DATA_DIR: originalDir });
    // The server stays responsive meanwhile: the dump runs in the command's own process, the server only
    // copies files (its database statements wait for the running import's transaction anyway).
    const statuses: number[] = [];
    let done = false;
    void backingUp.finally(() => (done = true));
    while (!done) {
      statuses.push((await fetch(`${server.url}/api/site`)).status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const backup = await backingUp;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/server\/index\.ts \(pid \d+\) holds .*: it copied the database/);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await inFlight).status).toBe(200);
    // The copy was made inside the running import's transaction: before that import committed.
    // The log reaches the test through a pipe: the answer can arrive before the line that says it committed.
    const committed = await server.waitFor((l) => l.msg.startsWith(`Import of ${during}.csv committed`));
    const snapshotAt = server.lines.findIndex((l) => /^Backup: the database's files were copied/.test(l.msg));
    const committedAt = server.lines.indexOf(committed);
    expect(snapshotAt).toBeGreaterThan(-1);
    expect(snapshotAt).toBeLessThan(committedAt);
    expect(await countOf(server, during)).toBe(runningRowCount);

    const restoredDir = dataDir();
    const restore = await runDbCommand("restore", backupFile, { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const restored = await start(restoredDir);
    expect(await countOf(restored, before)).toBe(rowCount);
    expect(await countOf(restored, during)).toBe(0);
    const statistics = (await (await fetch(`${restored.url}/api/statistics`)).json()) as { totalBusinesses: number };
    expect(statistics.totalBusinesses).toBe(2000 + rowCount);

    // psql (the machine's, 15) loads the same file into an empty database and stops at the first error.
    const target = await createServerDatabase(postgresUrl);
    try {
      const psql = spawnSync("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", target.url, "-f", backupFile], { encoding: "utf8" });
      expect(psql.stderr).toBe("");
      expect(psql.status).toBe(0);
      const counts = await firstRow<{ rows: number; counted: number; searchable: number; before: number; during: number }>(
        target.url,
        `SELECT (SELECT count(*) FROM businesses)::int AS rows,
                (SELECT business_count FROM facet_counts WHERE kind = 'total') AS counted,
                (SELECT count(*) FROM business_search)::int AS searchable,
                (SELECT count(*) FROM businesses WHERE name LIKE 'Backup ${before} %')::int AS before,
                (SELECT count(*) FROM businesses WHERE name LIKE 'Backup ${during} %')::int AS during`,
      );
      expect(counts).toEqual({ rows: 2000 + rowCount, counted: 2000 + rowCount, searchable: 2000 + rowCount, before: rowCount, during: 0 });

      // The other way: pg_dump's own plain output (COPY blocks, psql's \restrict) restores into an embedded database.
      const fromPostgres = path.join(dataDir(), "from-postgres.sql");
      const pgDump = spawnSync("pg_dump", ["--no-owner", "-d", target.url, "-f", fromPostgres], { encoding: "utf8" });
      expect(pgDump.status, pgDump.stderr).toBe(0);
      const moved = await runDbCommand("restore", fromPostgres, { DATA_DIR: dataDir() });
      expect(moved.stderr).toBe("");
      expect(moved.stdout).toMatch(`Restored ${(2000 + rowCount).toLocaleString("en-US")} businesses`);
    } finally {
      await target.drop();
    }
  });

  it("when the server was killed and left its socket behind, then a backup opens the files itself; a new server on them starts", async () => {
    const dir = dataDir();
    const killed = await start(dir, true);
    killed.kill("SIGKILL");
    await killed.exit();
    expect(existsSync(path.join(dir, "holder.sock"))).toBe(true);
    const backupFile = path.join(dataDir(), "backup.sql");
    const backup = await runDbCommand("backup", backupFile, { DATA_DIR: dir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Backed up 2,000 businesses/);
    expect(backup.stdout).not.toMatch(/holds/);
    const again = await start(dir);
    const statistics = (await (await fetch(`${again.url}/api/statistics`)).json()) as { totalBusinesses: number };
    expect(statistics.totalBusinesses).toBe(2000);
  });
});
