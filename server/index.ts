import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import pino from "pino";
import { createApp } from "./app";
import { ConfigError, configWarnings, loadConfig, readEnvFile, type Config } from "./config";
import { signOutChannel } from "./admin/held-session-store";
import { listenForChanges } from "./db/change-listener";
import { openDatabase } from "./db/database";
import { dataChangedChannel } from "./cache/data-change.queries";
import { DataVersion } from "./cache/data-version";
import { runMigrations } from "./db/migrate";
import { createLogger, type Logger } from "./http/logger";
import { startTrashPurge } from "./admin/trash-purge";
import { startInsights } from "./insights/insights.service";
import { distDir, projectRoot } from "./project-root";

/**
 * A full collection comes once the heap has grown by half of what it kept alive, not by up to four
 * times that (V8's own choice on a busy host): with it the server's peak during a large import
 * is lower and no longer follows the host (decision 023).
 */
setFlagsFromString("--heap-growing-percent=50");

const clientDir = path.join(distDir, "public");
const sampleSize = 2000;

/**
 * Builds the client once when there is no build (`npm start` on a fresh clone), in a process of its
 * own: a build in the server's process left the bundler's memory in it for as long as the server ran
 * (BENCHMARKS.md, "Figures behind code comments"). A production install has no Vite: it serves the build it was given.
 */
async function ensureClientBuilt(log: Logger): Promise<void> {
  if (existsSync(path.join(clientDir, "index.html"))) return;
  const vite = viteCommand();
  if (!vite) throw new Error(`No client build in ${clientDir}, and no Vite to make one: run npm run build where the build tools are installed`);
  log.info("No client build found: building it once (npm run build)...");
  const child = spawn(process.execPath, [vite, "build", "--logLevel", "warn"], { cwd: projectRoot, stdio: "inherit" });
  const code = await new Promise<number | null>((resolve, reject) => child.on("error", reject).on("exit", resolve));
  if (code !== 0) throw new Error(`Building the client failed (vite build exited with ${code})`);
}

/** Vite's command line, if Vite is installed. The package's exports name its package.json but not its command line. */
function viteCommand(): string | undefined {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin", "vite.js");
  } catch {
    return undefined;
  }
}

/**
 * A development password generated at start-up goes to a file only its owner can
 * read, never to the log: logs are shipped and kept, and must hold no secret.
 */
async function writeGeneratedPassword(config: Config): Promise<string> {
  const file = path.join(config.dataDir, "admin-password.txt");
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${config.adminPassword}\n`, { mode: 0o600 });
  return path.relative(process.cwd(), file) || file;
}

async function main(config: Config, log: Logger): Promise<void> {
  for (const warning of configWarnings(config)) log.warn(warning);
  await ensureClientBuilt(log);
  const database = await openDatabase({
    ...config,
    onSnapshot: (ms) => log.info({ ms }, `Backup: the database's files were copied for a snapshot in ${ms} ms (statements waited meanwhile)`),
  });
  await runMigrations(database);
  if (database.kind === "embedded" && database.created && config.seedSample) {
    log.info(`New embedded database: adding ${sampleSize} sample businesses (SEED_SAMPLE=false turns this off)...`);
    // Loaded only here: the place data behind the sample set is large and a running server never needs it.
    const { seedBusinesses } = await import("./seed/seed");
    await seedBusinesses(database.db, { count: sampleSize, seed: 1 });
  }
  if (config.adminPasswordGenerated) {
    const file = await writeGeneratedPassword(config);
    log.info(`No ADMIN_PASSWORD set: sign in at /admin as "${config.adminUsername}" with the password in ${file} (valid until restart)`);
  }
  const replica = config.databaseReplicaUrl
    ? await openDatabase({ databaseUrl: config.databaseReplicaUrl, dataDir: config.dataDir, pooled: database.pooled })
    : undefined;
  const dataVersion = new DataVersion();
  // Other instances (and the seed script) announce their writes; this one retires what it built from the data before.
  const changes = listenForChanges(database.connection, dataChangedChannel, (source) => dataVersion.changedElsewhere(source), log);
  // Sign-outs on other instances: this one forgets the session at once (a reconnect forgets every held session).
  let forgetSession: (sid: string) => void = () => {};
  const signOuts = database.kind === "embedded" ? undefined : listenForChanges(database.connection, signOutChannel, (sid) => forgetSession(sid), log);
  const app = createApp({ db: database.db, readDb: replica?.db, config, clientDir, dataVersion, logger: log, signOuts: (forget) => (forgetSession = forget) });
  // Deleted businesses are kept 30 days: purged now, then hourly.
  const trashPurge = startTrashPurge(database.db, log);
  // Visitors' counts are written every INSIGHTS_FLUSH_SECONDS and at the stop; days past 400 are purged daily.
  const insights = app.insights ? startInsights(database.db, app.insights, config.insightsFlushMs, log) : undefined;
  // Idle keep-alive connections stay open longer than load balancers' (60 s) and clients' own idle
  // timeouts, so a client never sends a request on a connection the server is closing (a reset).
  const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, app).listen(config.port, () => {
    const where =
      database.kind === "embedded"
        ? `embedded PostgreSQL in ${config.dataDir}`
        : `PostgreSQL at DATABASE_URL${replica ? ", reads from DATABASE_REPLICA_URL" : ""}`;
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    log.info({ port }, `${config.siteName} is serving http://localhost:${port} (${where})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    trashPurge.stop();
    log.info(`${signal} received: finishing open requests, then exiting.`);
    // Whatever holds the stop (a request that never ends, a write nobody reads), the process ends:
    // one left running keeps the port and, on the embedded database, DATA_DIR, so no new one can start.
    setTimeout(() => {
      log.error(`Still stopping after ${config.shutdownTimeoutMs / 1000} s: exiting anyway.`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // A connection whose request ends after the stop began stays open for its keep-alive (65 s) unless
    // closed: the stop then waited that long after the last answer (an import's) before it could exit.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 250).unref();
    server.close(() => {
      clearInterval(closeIdle);
      Promise.all([insights?.stop(), changes.close(), signOuts?.close(), replica?.close()])
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** The innermost cause says what is wrong ("connect ECONNREFUSED …"), not the query that met it. */
function rootCause(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const message = current instanceof Error ? current.message : String(current);
  return /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|timeout|password authentication|does not exist/i.test(message)
    ? `cannot use the database at DATABASE_URL (${message})`
    : message;
}

try {
  readEnvFile();
  const config = loadConfig();
  await main(config, createLogger(config.logLevel));
} catch (error) {
  // Whatever LOG_LEVEL says (it may be the invalid variable), the reason the server stopped goes to stderr.
  createLogger("info", pino.destination({ dest: 2, sync: true })).fatal(error instanceof ConfigError ? error.message : `Start-up failed: ${rootCause(error)}`);
  process.exit(1);
}
