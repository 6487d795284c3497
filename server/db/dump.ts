import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { countBusinesses } from "./backup.queries";
import { embeddedExtensions } from "./database";

/**
 * pg_dump's own options (pglite-tools adds --inserts): no owners or grants, so any role can load the
 * file into an empty database; a thousand rows per INSERT, which PGlite restores much faster than
 * one (decision 017; BENCHMARKS.md, "Figures behind code comments").
 */
const dumpOptions = ["--no-owner", "--no-privileges", "--rows-per-insert=1000"];

/**
 * pg_dump 18 sets `transaction_timeout`, which PostgreSQL before 17 does not know (psql with
 * ON_ERROR_STOP stops there). Set only where the server knows it, the file loads on 15 and 16 too.
 */
function forOlderServers(sql: string): string {
  return sql.replace(
    /^SET transaction_timeout = 0;$/m,
    "SELECT pg_catalog.set_config('transaction_timeout', '0', false) WHERE pg_catalog.current_setting('transaction_timeout', true) IS NOT NULL;",
  );
}

/**
 * A plain SQL dump of the embedded database in `dir`, which no other process may have open (a
 * snapshot's copy): pg_dump compiled to WebAssembly, run on a PGlite of this process's own.
 */
export async function dumpEngineDir(dir: string): Promise<{ sql: string; businesses: number }> {
  const pglite = await PGlite.create({ dataDir: dir, extensions: await embeddedExtensions() });
  try {
    const businesses = await countBusinesses(pglite);
    const file = await pgDump({ pg: pglite, args: dumpOptions });
    return { sql: forOlderServers(await file.text()), businesses };
  } finally {
    await pglite.close();
  }
}
