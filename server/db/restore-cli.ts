import path from "node:path";
import { countOf } from "../../shared/format";
import { commandSetup, fail, secondsSince } from "./backup-commands";
import { DataDirHeldError } from "./data-dir-claim";
import { readDump, restoreDump } from "./restore";

const { config, file } = commandSetup("restore");
const started = Date.now();
try {
  const restored = await restoreDump(config.dataDir, await readDump(file));
  console.log(`Restored ${countOf(restored.businesses, "business", "businesses")} from ${file} into ${config.dataDir} in ${secondsSince(started)}.`);
  if (restored.previous) {
    const shown = path.relative(process.cwd(), restored.previous);
    console.log(`The database it replaced is kept in ${shown.startsWith("..") ? restored.previous : shown}: delete that folder once you no longer need it.`);
  }
} catch (error) {
  fail(error instanceof DataDirHeldError ? new Error(`${error.message}: stop it, then restore again.`) : error);
}
