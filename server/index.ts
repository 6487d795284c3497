import { existsSync } from "node:fs";
import path from "node:path";
import { createApp } from "./app";
import { ConfigError, loadConfig, readEnvFile, type Config } from "./config";
import { openDatabase } from "./db/database";
import { runMigrations } from "./db/migrate";
import { seedBusinesses } from "./seed/seed";

const clientDir = path.resolve(import.meta.dirname, "../dist/public");
const sampleSize = 2000;

async function ensureClientBuilt(): Promise<void> {
  if (existsSync(path.join(clientDir, "index.html"))) return;
  console.log("No client build found: building it once (npm run build)...");
  const { build } = await import("vite");
  await build({ configFile: path.resolve(import.meta.dirname, "../vite.config.ts"), logLevel: "warn" });
}

async function main(config: Config): Promise<void> {
  await ensureClientBuilt();
  const database = await openDatabase(config);
  await runMigrations(database.db);
  if (database.kind === "embedded" && database.created && config.seedSample) {
    console.log(`New embedded database: adding ${sampleSize} sample businesses (SEED_SAMPLE=false turns this off)...`);
    await seedBusinesses(database.db, { count: sampleSize, seed: 1 });
  }
  if (config.adminPasswordGenerated) {
    console.log(
      `No ADMIN_PASSWORD set: sign in at /admin as "${config.adminUsername}" with this password, valid until restart: ${config.adminPassword}`,
    );
  }
  const app = createApp({ db: database.db, config, clientDir });
  const server = app.listen(config.port, () => {
    const where = database.kind === "embedded" ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL at DATABASE_URL";
    console.log(`${config.siteName} is serving http://localhost:${config.port} (${where})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, then exiting.`);
    server.close(() => {
      database.close().then(
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
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`Start-up failed: ${rootCause(error)}`);
  }
  process.exit(1);
}
