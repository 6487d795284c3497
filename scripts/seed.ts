import { parseArgs } from "node:util";
import { loadConfig, readEnvFile } from "../server/config";
import { openDatabase } from "../server/db/database";
import { runMigrations } from "../server/db/migrate";
import { seedBusinesses } from "../server/seed/seed";

const usage = "Usage: npm run db:seed -- [--count N] [--seed S]   (defaults: --count 2000 --seed 1)";

const { values } = parseArgs({
  options: { count: { type: "string", default: "2000" }, seed: { type: "string", default: "1" } },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error(usage);
  process.exit(2);
}

readEnvFile();
const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database);
  const started = Date.now();
  let lastReport = 0;
  await seedBusinesses(database.db, {
    count,
    seed,
    onProgress: (n) => {
      if (n === count || Date.now() - lastReport > 2000) {
        lastReport = Date.now();
        console.log(`  ${n.toLocaleString("en-US")} / ${count.toLocaleString("en-US")}`);
      }
    },
    onStage: (stage) => {
      const what = stage === "indexes" ? "building indexes" : "updating planner statistics and counts";
      console.log(`  ${what} (at ${((Date.now() - started) / 1000).toFixed(1)} s)...`);
    },
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(`Added ${count.toLocaleString("en-US")} sample businesses to the ${database.kind} database in ${seconds.toFixed(1)} s.`);
} finally {
  await database.close();
}
