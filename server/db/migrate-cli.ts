import { loadConfig, readEnvFile } from "../config";
import { openDatabase } from "./database";
import { runMigrations } from "./migrate";

readEnvFile();
const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database);
  console.log(`Migrations applied to the ${database.kind} database.`);
} finally {
  await database.close();
}
