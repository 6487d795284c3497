import { randomBytes } from "node:crypto";
import { mkdtempSync, openAsBlob, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import { AdminClient } from "./admin-client";
import { compactTables } from "./cleanup";
import type { BenchContext } from "./context";
import { compareExports, type Comparison } from "./export-compare";
import { benchPlaceIdPrefix } from "./import-file";
import { watchImport } from "./import-watch";
import { log } from "./log";
import { startAppServer } from "./processes";
import { cell, mark, mb, num, table, type Check, type SectionResult } from "./report";
import { timed } from "./timed";
import { trialImport } from "./trial-import";

/** As in the million section: the default 50 MB would refuse the export of a million (about 210 MB). */
const uploadLimitMb = 1024;
const seedCommand = "npm run db:seed -- --count 1000000";

/** Set while the database lacks businesses the round trip took out: what to tell whoever runs the benchmark. */
let missingBusinesses: string | undefined;
export const roundTripWarning = () => missingBusinesses;

function warnLoudly(message: string): void {
  const bar = "!".repeat(100);
  log(`${bar}\n${message}\n${bar}`);
}

async function removeTrashBatch(pool: pg.Pool, batchId: string): Promise<void> {
  const { rows } = await pool.query<{ trash: string | null }>("select to_regclass('business_trash')::text as trash");
  if (rows[0]?.trash) await pool.query("delete from business_trash where batch_id = $1", [batchId]);
}

async function countBusinesses(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from businesses");
  return rows[0]?.n ?? 0;
}

const short = (text: string) => cell(text.length > 120 ? `${text.slice(0, 117)}…` : text) || "(empty)";

function comparisonTables(c: Comparison): string {
  const parts = [
    table(
      ["Rows before", "Rows after", "Equal", "Mismatched", "Missing after", "Extra after", "Keys repeated before"],
      [[num(c.rowsBefore), num(c.rowsAfter), num(c.equal), num(c.mismatches), num(c.missing), num(c.extra), num(c.repeatedKeys)]],
    ),
  ];
  if (c.firstMismatches.length > 0) {
    const rows = c.firstMismatches.flatMap((m) => m.differences.map((d) => [cell(m.key), d.column, short(d.before), short(d.after)]));
    parts.push("", `The first ${c.firstMismatches.length} mismatched rows:`, "", table(["Key", "Column", "Before", "After"], rows));
  }
  if (c.firstMissing.length > 0) parts.push("", `Missing after, the first: ${c.firstMissing.map((k) => `\`${k}\``).join(", ")}.`);
  if (c.firstExtra.length > 0) parts.push("", `Extra after, the first: ${c.firstExtra.map((k) => `\`${k}\``).join(", ")}.`);
  return parts.join("\n");
}

/**
 * Section 7: every business exported, all deleted, the export imported back as a job,
 * exported again, and the two exports compared row by row. It empties the database for
 * the length of an import, so it runs last, and refuses to delete anything until a trial
 * upload of the same file has shown that the server reads it.
 */
export async function roundTripSection(ctx: BenchContext): Promise<SectionResult> {
  const fileName = `${benchPlaceIdPrefix}roundtrip-${randomBytes(3).toString("hex")}.xlsx`;
  const before = await countBusinesses(ctx.pool);
  const app = await startAppServer(ctx.databaseUrl, { IMPORT_MAX_MB: String(uploadLimitMb) });
  const dir = mkdtempSync(path.join(tmpdir(), "bench-roundtrip-"));
  const first = path.join(dir, "before.xlsx");
  const second = path.join(dir, "after.xlsx");
  try {
    const admin = await AdminClient.login(app);
    log(`roundtrip: exporting all ${num(before)} businesses`);
    const exported = await timed(() => admin.exportTo(first));
    log(`roundtrip: a trial upload of the export (${mb(exported.value)}), cancelled once read, before anything is deleted`);
    const trial = await timed(() => trialImport(admin, first, fileName));
    const intro = `${ctx.stamp}. On a fresh server (\`IMPORT_MAX_MB=${uploadLimitMb}\`, as in section 6) holding ${num(before)} businesses: \`GET /api/admin/export\` to a temporary file; a trial upload of that file as a job, cancelled once the server has read rows from it, so that a server which would refuse the file does so before anything is deleted; \`DELETE /api/admin/delete-all\`; the file imported back as a job and followed as in section 3 (no public traffic: the directory is empty meanwhile); a second export; then both compared row by row, keyed by place id (by slug for a business without one). The export writes neither the database id nor the created and updated times (nor the category's slug and group, which the import derives from the category, nor the computed rank), so every column it does write is compared. Every business comes back with a new id; the tables are then vacuumed and their indexes rebuilt.`;
    if (!trial.value.ok) {
      await admin.logout();
      log(`roundtrip: the server would not import the export (${trial.value.reason}): nothing deleted`);
      return {
        id: "roundtrip",
        markdown: [
          "### 7. Round trip: export, delete all, import back",
          "",
          intro,
          "",
          `**The server would not import the export: ${cell(trial.value.reason)}.** The round trip was not attempted and the database is as it was.`,
        ].join("\n"),
        checks: [
          { name: `roundtrip: the import restored all ${num(before)} businesses`, ok: false },
          { name: "roundtrip: every exported field equal", ok: false },
        ],
      };
    }
    const { rows: lastEvent } = await ctx.pool.query<{ id: number }>("select coalesce(max(id), 0)::int as id from admin_events");
    // Set before the delete: from here until the import has put every business back, a stop leaves them missing.
    const missing = (trash = "") =>
      `THE ROUND TRIP DELETED ALL ${num(before)} BUSINESSES AND HAS NOT PUT THEM ALL BACK. Put them back: import ${first} (the export taken before) in the admin's Import tab${trash}, or empty the database and re-seed it (${seedCommand}).`;
    missingBusinesses = missing();
    log("roundtrip: deleting all businesses");
    const deleted = await timed(() => admin.deleteAll());
    if (deleted.value.batchId) missingBusinesses = missing(`, or restore the delete from the admin's trash (batch ${deleted.value.batchId})`);
    log(`roundtrip: importing the export back (${mb(exported.value)})`);
    const since = performance.now();
    const started = await admin.startImport(await openAsBlob(first), fileName);
    const watch = started.ok ? await watchImport(admin, started.importId, since, Math.max(1800, before / 250)) : undefined;
    const after = await countBusinesses(ctx.pool);
    const restored = watch?.job.status === "done" && after === before;
    if (restored) missingBusinesses = undefined;
    else warnLoudly(`${missingBusinesses} (the database holds ${num(after)})`);
    log("roundtrip: exporting again");
    const exportedAgain = await timed(() => admin.exportTo(second));
    await admin.logout();
    log("roundtrip: comparing the two exports");
    const compared = await timed(() => compareExports(first, second));
    const c = compared.value;
    const same = restored && c.rowsBefore === before && c.rowsAfter === before && c.equal === before && c.mismatches + c.missing + c.extra === 0;
    let compacted = 0;
    if (restored) {
      await ctx.pool.query("delete from admin_events where kind = 'delete-all' and id > $1", [lastEvent[0]?.id ?? 0]);
      // Where deleted businesses go to a trash first, this delete's copies would stay there for weeks.
      if (deleted.value.batchId) await removeTrashBatch(ctx.pool, deleted.value.batchId);
      log("roundtrip: vacuuming");
      compacted = (await timed(() => compactTables(ctx.pool))).seconds;
    }
    const importText = !started.ok
      ? `refused: ${started.status} ${started.message}`
      : watch
        ? `job ${watch.job.id} ${watch.job.status}${watch.job.status === "done" ? "" : `: ${watch.job.message ?? ""}`}`
        : "";
    const markdown = [
      "### 7. Round trip: export, delete all, import back",
      "",
      intro,
      ...(restored ? [] : ["", `**${cell(missingBusinesses ?? "")}** (it holds ${num(after)}).`]),
      "",
      table(
        ["Step", "Rows", "File", "Time", "Detail"],
        [
          ["export", num(before), mb(exported.value), `${num(exported.seconds, 1)} s`, ""],
          ["trial upload, cancelled once reading", "", "", `${num(trial.seconds, 1)} s`, cell(trial.value.reason)],
          ["delete all", num(deleted.value.deleted), "", `${num(deleted.seconds, 1)} s`, ""],
          [
            "import back, as a job",
            watch ? num(watch.job.imported) : "0",
            mb(exported.value),
            watch ? `${num(watch.seconds, 1)} s` : "",
            cell(`${importText}${watch?.job.status === "done" ? `, ${num(watch.job.imported / watch.seconds)} rows/s` : ""}`),
          ],
          ["export again", num(c.rowsAfter), mb(exportedAgain.value), `${num(exportedAgain.seconds, 1)} s`, ""],
          [
            "compare",
            num(c.rowsBefore),
            "",
            `${num(compared.seconds, 1)} s`,
            `${c.columns.length} columns${c.skipped.length ? `; not compared: ${c.skipped.join(", ")}` : ""}`,
          ],
          ["vacuum and rebuild the indexes", "", "", restored ? `${num(compacted, 1)} s` : "not run", ""],
        ],
      ),
      "",
      comparisonTables(c),
      "",
      `Columns compared: ${c.columns.map((col) => `\`${col}\``).join(", ")}.`,
      "",
      table(
        ["Target", "Measured", "Met"],
        [
          [`the import restores all ${num(before)} businesses`, `${num(after)} after the import`, mark(restored)],
          ["every exported field equal", `${num(c.equal)} of ${num(before)} rows equal`, mark(same)],
        ],
      ),
    ].join("\n");
    const checks: Check[] = [
      { name: `roundtrip: the import restored all ${num(before)} businesses`, ok: restored },
      { name: "roundtrip: every exported field equal", ok: same },
    ];
    return { id: "roundtrip", markdown, checks };
  } finally {
    await app.stop();
    // A failure before the delete took effect (or after the import restored them) leaves nothing missing.
    if (missingBusinesses && (await countBusinesses(ctx.pool)) === before) missingBusinesses = undefined;
    // The export is the way back while businesses are missing: it stays, and the warning names it.
    if (missingBusinesses) warnLoudly(missingBusinesses);
    else rmSync(dir, { recursive: true, force: true });
  }
}
