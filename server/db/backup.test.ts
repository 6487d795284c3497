import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business, businessListResponse } from "../../shared/api";
import { apiPaths } from "../../shared/api-paths";
import { createApp } from "../app";
import { DataVersion } from "../cache/data-version";
import { loadConfig } from "../config";
import { recountFacets } from "../facets/facets";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { importFile } from "../test/admin-import";
import { insertBusinesses } from "../test/businesses";
import { runDbCommand } from "../test/db-command";
import type { TestContext } from "../test/test-app";
import { openDatabase } from "./database";
import { runMigrations } from "./migrate";

const fixture = path.resolve(import.meta.dirname, "../test/fixtures/outscraper-google-maps-sample.xlsx");

/** The app on a database in `dataDir`, opened (and so held) as `npm start` opens it. */
async function openApp(dataDir: string): Promise<TestContext> {
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  const dataVersion = new DataVersion();
  const app = createApp({ db: database.db, config: loadConfig({ NODE_ENV: "test", ...testAdmin }), dataVersion });
  return { app, database, dataVersion, recountFacets: () => recountFacets(database.db, dataVersion), request: supertest(app) };
}

/** Every row of every table the app keeps (and drizzle's record of the migrations), in a stable order. */
async function everyRow(context: TestContext): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await context.database.db.execute<{ name: string }>(sql`
    SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
     WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`);
  const all: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    all[name] = (await context.database.db.execute(sql.raw(`SELECT * FROM ${name} ORDER BY to_jsonb(${name.split(".")[1]})::text`))).rows;
  }
  return all;
}

/**
 * A business as answered, less `isOpen`: that is worked out from the clock at the moment of the
 * request, so a business whose hours begin or end between two readings answers differently.
 */
const withoutMoment = ({ isOpen: _isOpen, ...rest }: { isOpen?: unknown }) => rest;

/** What the public API and the admin area answer about the data. */
async function answers(context: TestContext, ids: number[]) {
  const agent = await loginAgent(context);
  const details = [];
  for (const id of ids) details.push(withoutMoment(business.parse((await context.request.get(apiPaths.business({ id: String(id) })).expect(200)).body)));
  const list = businessListResponse.parse((await context.request.get(`${apiPaths.businesses}?limit=50`).expect(200)).body);
  return {
    details,
    list: { ...list, businesses: list.businesses.map(withoutMoment) },
    statistics: (await context.request.get(apiPaths.statistics).expect(200)).body as unknown,
    categories: (await context.request.get(apiPaths.categories).expect(200)).body as unknown,
    trash: (await agent.get("/api/admin/trash").expect(200)).body as unknown,
    imports: (await agent.get("/api/admin/imports").expect(200)).body as unknown,
  };
}

// The commands are the embedded database's (on PostgreSQL they only point to pg_dump): the run on
// TEST_DATABASE_URL's server would repeat this one.
describe.skipIf(process.env.TEST_DATABASE_URL)("npm run db:backup and db:restore on the embedded database", () => {
  const folders: string[] = [];
  const folder = async () => {
    const made = await mkdtemp(path.join(tmpdir(), "mainstreet-backup-"));
    folders.push(made);
    return made;
  };
  let original: TestContext;
  let originalDir: string;
  let backupFile: string;
  let restoredDir: string;

  beforeAll(async () => {
    originalDir = await folder();
    original = await openApp(originalDir);
    const agent = await loginAgent(original);
    await importFile(agent, await readFile(fixture), "outscraper-google-maps-sample.xlsx");
    // Text that quoting, escaping or a statement splitter could get wrong, and numbers at full precision.
    const [odd, edited, deleted] = await insertBusinesses(original, [
      {
        name: 'Joe\'s "Bar"; DROP TABLE x; -- $$ \\n',
        description: "line one\nline two;\n\ttabbed \\ back-slashed 'quoted' ☕ 東京 \u202Eright-to-left",
        latitude: 40.71277612345679,
        longitude: -74.00597,
        rating: 4.7,
        photos: ["https://example.com/a.jpg", "https://example.com/b';.jpg"],
        openingHours: { Monday: "9AM-5PM", Tuesday: "Closed" },
        attributes: { Amenities: { Restroom: true, "Wi-Fi": false } },
        otherHours: { Delivery: { Monday: "10AM-2PM" } },
        reservationLinks: ["https://example.com/book"],
        seoAbout: "x".repeat(5000),
      },
      { name: "Edited Later" },
      { name: "Deleted Later" },
    ]);
    if (!odd || !edited || !deleted) throw new Error("rows not inserted");
    await agent.patch(`/api/admin/businesses/${edited.id}`).send({ name: "Edited Now", rating: 3.9 }).expect(200);
    await agent.delete(`/api/admin/businesses/${deleted.id}`).expect(200);
    backupFile = path.join(await folder(), "backup.sql");
  }, 120_000);

  afterAll(async () => {
    await original?.database.close();
    for (const made of folders) await rm(made, { recursive: true, force: true });
  });

  it("when a backup is taken while the app holds its database, and restored into a new DATA_DIR, then every row and every answer is the same and the app runs on it", async () => {
    const ids = ((await original.database.db.execute<{ id: number }>(sql`SELECT id FROM businesses ORDER BY id`)).rows ?? []).map((r) => r.id);
    // In this order: the answers' sign-in adds a session row, which the backup must hold.
    const answersBefore = await answers(original, ids);
    const rowsBefore = await everyRow(original);

    const backup = await runDbCommand("backup", backupFile, { DATA_DIR: originalDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`Backed up ${ids.length} businesses to .*backup\\.sql`));
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    // The snapshot the app made for it is gone.
    expect((await readdir(originalDir)).sort()).toEqual(["holder.sock", "pglite"]);

    restoredDir = await folder();
    const restore = await runDbCommand("restore", backupFile, { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(new RegExp(`Restored ${ids.length} businesses from`));

    const restored = await openApp(restoredDir);
    try {
      expect(restored.database.created).toBe(false);
      expect(await everyRow(restored)).toEqual(rowsBefore);
      expect(await answers(restored, ids)).toEqual(answersBefore);
      // The identity sequences came back too: a new business takes a new id.
      const [added] = await insertBusinesses(restored, [{ name: "Added After Restore" }]);
      expect(added?.id).toBeGreaterThan(Math.max(...ids));
    } finally {
      await restored.database.close();
    }
  }, 180_000);

  it("when the DATA_DIR to restore into is held by a running app, then the restore refuses and exits 1", async () => {
    const refused = await runDbCommand("restore", backupFile, { DATA_DIR: originalDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is in use by .*\(pid \d+\): stop it, then restore again/);
  }, 60_000);

  it("when the file is missing, not a dump, cut short, or fails halfway, then the restore refuses, exits 1 and leaves DATA_DIR as it was", async () => {
    const dump = await readFile(backupFile, "utf8");
    const files = await folder();
    const write = async (name: string, text: string) => {
      await writeFile(path.join(files, name), text);
      return path.join(files, name);
    };
    const cases = [
      { file: path.join(files, "missing.sql"), message: /Cannot read .*missing\.sql: no such file/ },
      { file: await write("not-a-dump.sql", "SELECT 1;\n"), message: /is not a plain SQL dump/ },
      { file: await write("cut-short.sql", dump.slice(0, Math.floor(dump.length / 2))), message: /is incomplete/ },
      {
        file: await write("fails-halfway.sql", dump.replace("INSERT INTO public.businesses VALUES", "INSERT INTO public.no_such_table VALUES")),
        message: /line \d+: relation "public\.no_such_table" does not exist/,
      },
    ];
    const before = (await readdir(restoredDir)).sort();
    const results = await Promise.all(cases.map(({ file }) => runDbCommand("restore", file, { DATA_DIR: restoredDir })));
    for (const [i, { file, message }] of cases.entries()) {
      expect(results[i]?.code, file).toBe(1);
      expect(results[i]?.stderr, file).toMatch(message);
    }
    expect((await readdir(restoredDir)).sort()).toEqual(before);
    const untouched = await openApp(restoredDir);
    try {
      expect((await untouched.database.db.execute(sql`SELECT 1 FROM businesses WHERE name = 'Added After Restore'`)).rows).toHaveLength(1);
    } finally {
      await untouched.database.close();
    }
  }, 120_000);

  it("when DATABASE_URL is set, then both commands point to PostgreSQL's own tools and exit 1", async () => {
    const env = { DATABASE_URL: "postgres://nobody@127.0.0.1:9/none", DATA_DIR: restoredDir };
    const [backup, restore] = await Promise.all([runDbCommand("backup", backupFile, env), runDbCommand("restore", backupFile, env)]);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/DATABASE_URL is set: .*pg_dump --format=custom/);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/DATABASE_URL is set: .*pg_restore .*psql/);
  }, 60_000);
});
