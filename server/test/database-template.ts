import { open, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { embeddedExtensions, openDatabase, serveEmbedded } from "../db/database";
import { runMigrations } from "../db/migrate";
import { createServerDatabase } from "./server-database";

/**
 * A migrated, empty database that each test file copies instead of migrating its
 * own: a tarball of an embedded data directory, or a database on
 * TEST_DATABASE_URL's server to name as a template. One per test run, made in the
 * run's folder (server/test/global-setup.ts) by the first file that needs one,
 * so runs of files without a database do not wait for it.
 */
export type DatabaseTemplate = { kind: "embedded"; dataDirTarball: string } | { kind: "postgres"; serverUrl: string; name: string };

type Outcome = { template: DatabaseTemplate } | { error: string };

const outcomeFile = (runDir: string) => path.join(runDir, "database-template.json");

/** Long enough for a loaded machine to migrate, short of vitest's hook timeout. */
const waitLimitMs = 100_000;

/** The run's template: made here if no other test file has started making it, else waited for. */
export async function databaseTemplate(runDir: string): Promise<DatabaseTemplate> {
  const lock = await open(path.join(runDir, "database-template.lock"), "wx").catch(() => undefined);
  if (!lock) return waitForTemplate(runDir);
  try {
    const outcome: Outcome = await createTemplate(runDir, process.env.TEST_DATABASE_URL).then(
      (template) => ({ template }),
      (error: unknown) => ({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
    // Written whole, then renamed, so a waiting file never reads half of it.
    await writeFile(`${outcomeFile(runDir)}.part`, JSON.stringify(outcome));
    await rename(`${outcomeFile(runDir)}.part`, outcomeFile(runDir));
    return templateOf(outcome);
  } finally {
    await lock.close();
  }
}

/** The template a run made, if it made one (for the run's teardown). */
export async function madeTemplate(runDir: string): Promise<DatabaseTemplate | undefined> {
  const outcome = await readOutcome(runDir);
  return outcome && "template" in outcome ? outcome.template : undefined;
}

async function waitForTemplate(runDir: string): Promise<DatabaseTemplate> {
  const deadline = Date.now() + waitLimitMs;
  for (;;) {
    const outcome = await readOutcome(runDir);
    if (outcome) return templateOf(outcome);
    if (Date.now() > deadline) throw new Error(`No database template in ${runDir} after ${waitLimitMs / 1000} s`);
    await delay(50);
  }
}

async function readOutcome(runDir: string): Promise<Outcome | undefined> {
  const text = await readFile(outcomeFile(runDir), "utf8").catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as Outcome);
}

function templateOf(outcome: Outcome): DatabaseTemplate {
  if ("error" in outcome) throw new Error(`Making the tests' database template failed: ${outcome.error}`);
  return outcome.template;
}

async function createTemplate(runDir: string, serverUrl: string | undefined): Promise<DatabaseTemplate> {
  if (!serverUrl) {
    const pglite = await PGlite.create({ dataDir: "memory://", extensions: await embeddedExtensions() });
    const database = await serveEmbedded(pglite, true);
    try {
      await runMigrations(database);
      const dataDirTarball = path.join(runDir, "pgdata.tar");
      await writeFile(dataDirTarball, new Uint8Array(await (await pglite.dumpDataDir("none")).arrayBuffer()));
      return { kind: "embedded", dataDirTarball };
    } finally {
      await database.close();
    }
  }
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: "" });
  try {
    await runMigrations(database);
  } finally {
    // A database can be copied only while nobody is connected to it.
    await database.close();
  }
  return { kind: "postgres", serverUrl, name: created.name };
}
