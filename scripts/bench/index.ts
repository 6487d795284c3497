import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { calibration } from "./calibration";
import { removeImportedRows } from "./cleanup";
import type { BenchContext } from "./context";
import { ensureClientBuilt, environmentTable, gitCommit, safeUrl } from "./environment";
import { loadFixtures } from "./fixtures";
import { log } from "./log";
import { stopAll } from "./processes";
import { scaleOf, sectionIds, writeReport, type SectionId, type SectionResult } from "./report";
import { dropScratchDatabases } from "./scratch-database";
import { adminSection } from "./section-admin";
import { boxesSection } from "./section-boxes";
import { clientSection } from "./section-client";
import { deepSection } from "./section-deep";
import { exportSection } from "./section-export";
import { importSection } from "./section-import";
import { insightsSection } from "./section-insights";
import { loadSection } from "./section-load";
import { metricsSection } from "./section-metrics";
import { millionSection } from "./section-million";
import { pairsSection } from "./section-pairs";
import { queueSection } from "./section-queue";
import { refreshSection } from "./section-refresh";
import { roundTripSection, roundTripWarning } from "./section-roundtrip";
import { soakSection } from "./section-soak";

const usage = `Usage: DATABASE_URL=postgres://… npm run bench -- [--quick] [--only=${sectionIds.join(",")}]
       [--duration=10] [--warmup=10] [--soak=60] [--import-rows=100000] [--million-rows=1000000]
Every run starts with a calibration (a CPU loop and the bare server's in-memory answer), then runs the sections in this order;
--quick shortens every duration, imports 10,000 rows and 50,000 in "million" (a smoke test, not a measurement), and leaves
out "roundtrip" unless --only names it: that section is the whole database (it cannot be shortened) and empties it for the
length of an import. "million" and "roundtrip" change the data (the round trip gives every business a new id), so they run last.`;

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    only: { type: "string" },
    duration: { type: "string" },
    warmup: { type: "string" },
    soak: { type: "string" },
    "import-rows": { type: "string" },
    "million-rows": { type: "string" },
    help: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const positive = (text: string | undefined, fallback: number, name: string) => {
  const n = text === undefined ? fallback : Number(text);
  return Number.isFinite(n) && n > 0 ? n : fail(`--${name} must be a positive number`);
};

if (values.help) fail("");
const databaseUrl = process.env.DATABASE_URL ?? "";
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  fail("npm run bench needs DATABASE_URL: a PostgreSQL server holding the million businesses (seed it with npm run db:seed -- --count 1000000).");
}
const quick = values.quick;
const only = values.only?.split(",").map((s) => s.trim()) ?? sectionIds.filter((id) => !(quick && id === "roundtrip"));
for (const id of only) if (!(sectionIds as readonly string[]).includes(id)) fail(`unknown section "${id}"`);
const sections = sectionIds.filter((id) => only.includes(id));
const settings = {
  duration: positive(values.duration, quick ? 2 : 10, "duration"),
  warmup: positive(values.warmup, quick ? 2 : 10, "warmup"),
  soakSeconds: positive(values.soak, quick ? 10 : 60, "soak"),
  importRows: Math.round(positive(values["import-rows"], quick ? 10_000 : 100_000, "import-rows")),
  millionRows: Math.round(positive(values["million-rows"], quick ? 50_000 : 1_000_000, "million-rows")),
};

const runners: Record<SectionId, (ctx: BenchContext) => Promise<SectionResult>> = {
  load: loadSection,
  metrics: metricsSection,
  insights: insightsSection,
  soak: soakSection,
  deep: deepSection,
  import: importSection,
  refresh: refreshSection,
  export: exportSection,
  pairs: pairsSection,
  admin: adminSection,
  boxes: boxesSection,
  client: clientSection,
  queue: queueSection,
  million: millionSection,
  roundtrip: roundTripSection,
};

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
let shuttingDown: Promise<never> | undefined;
/** Stops every server, removes imported rows, exits; once, whether the run ended, failed or was interrupted. */
function shutDown(code: number): Promise<never> {
  shuttingDown ??= (async () => {
    await stopAll();
    await removeImportedRows(pool, databaseUrl).catch((e: unknown) => log(`cleanup failed: ${String(e)}`));
    await dropScratchDatabases(pool).catch((e: unknown) => log(`dropping the scratch databases failed: ${String(e)}`));
    const warning = roundTripWarning();
    if (warning) log(`${"!".repeat(100)}\n${warning}\n${"!".repeat(100)}`);
    await pool.end();
    process.exit(code);
  })();
  return shuttingDown;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping servers and removing imported rows`);
    void shutDown(130);
  });
}

/** A section that fails is reported as failed; the others still run and are written. */
async function runSection(id: SectionId, ctx: BenchContext): Promise<SectionResult> {
  try {
    return await runners[id](ctx);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`section ${id} failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
    await stopAll();
    const warning = roundTripWarning();
    const markdown = `### Section "${id}" failed\n\n${ctx.stamp}: ${message}${warning ? `\n\n**${warning}**` : ""}`;
    return { id, markdown, checks: [{ name: `${id}: ran to the end`, ok: false }] };
  }
}

const intro = `# Benchmarks\n\nWritten by \`npm run bench\` (see scripts/bench/); text outside the markers is kept.`;

try {
  log(`database ${safeUrl(databaseUrl)}; sections: ${sections.join(", ")}${quick ? " (quick)" : ""}`);
  // Only the client section serves the built pages; the others ask the API, which a stale build does not change.
  if (sections.includes("client")) ensureClientBuilt();
  await removeImportedRows(pool, databaseUrl);
  const fixtures = await loadFixtures(pool);
  // Before any section, so that no section's servers or queued queries weigh on it.
  const calibrationTable = await calibration(databaseUrl);
  const commit = gitCommit();
  const date = new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC";
  const ctx: BenchContext = {
    databaseUrl,
    pool,
    fixtures,
    quick,
    ...settings,
    stamp: `_Measured ${date} at commit ${commit}${quick ? ", **--quick smoke run: shortened, not a measurement**" : ""}_`,
  };
  const results: SectionResult[] = [];
  for (const id of sections) {
    log(`section ${id}`);
    results.push(await runSection(id, ctx));
  }
  const checks = results.flatMap((r) => r.checks);
  const failed = checks.filter((c) => !c.ok);
  const scale = scaleOf(fixtures.businessCount);
  const header = [
    scale ? "## Results at ten million businesses" : "## Results",
    "",
    `Last run: ${date}, sections ${sections.join(", ")}${quick ? " (**--quick**)" : ""}. Targets met in that run: ${checks.length - failed.length} of ${checks.length}${failed.length ? `; missed: ${failed.map((c) => c.name).join("; ")}` : ""}.`,
    "",
    await environmentTable(pool, databaseUrl, fixtures.businessCount, commit),
    "",
    calibrationTable,
  ].join("\n");
  const report = writeReport(path.resolve(import.meta.dirname, "../../BENCHMARKS.md"), results, header, intro, scale);
  process.stdout.write(report);
  log("report written to BENCHMARKS.md");
  await shutDown(0);
} catch (error) {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await shutDown(1);
}
