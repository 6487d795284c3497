import { existsSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { countOf } from "../../shared/format";
import { commandSetup, fail, megabytes, secondsSince } from "./backup-commands";
import { engineDir, takeSnapshot } from "./data-dir-snapshot";
import { dumpEngineDir } from "./dump";

const { config, file } = commandSetup("backup");
const started = Date.now();
try {
  if (!existsSync(path.join(engineDir(config.dataDir), "PG_VERSION"))) throw new Error(`${config.dataDir} holds no embedded database: nothing to back up.`);
  const snapshot = await takeSnapshot(config.dataDir);
  try {
    const { sql, businesses } = await dumpEngineDir(engineDir(snapshot.folder));
    // Written beside, then renamed: FILE is never half a dump. 0600: it holds the admin data and sessions.
    await writeFile(`${file}.part`, sql, { mode: 0o600 });
    await rename(`${file}.part`, file);
    const size = megabytes(Buffer.byteLength(sql));
    console.log(`Backed up ${countOf(businesses, "business", "businesses")} to ${file} (${size}, plain SQL) in ${secondsSince(started)}.`);
    if (snapshot.madeBy) console.log(`${snapshot.madeBy} holds ${config.dataDir}: it copied the database between two of its statements.`);
  } finally {
    await rm(snapshot.folder, { recursive: true, force: true });
  }
} catch (error) {
  await rm(`${file}.part`, { force: true });
  fail(error);
}
