import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { log } from "./log";
import { mb, num, table } from "./report";

const root = path.resolve(import.meta.dirname, "../..");
const builtIndex = path.join(root, "dist/public/index.html");
const clientInputs = ["client", "shared", "vite.config.ts", "tailwind.config.ts", "package-lock.json"];

function newestChange(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

/** Builds the client when dist/public is missing or older than its sources, as production serves the built files. */
export function ensureClientBuilt(): void {
  const built = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sources = Math.max(
    ...clientInputs
      .map((p) => path.join(root, p))
      .filter(existsSync)
      .map(newestChange),
  );
  if (built >= sources) return;
  log(built ? "client build is older than its sources: running vite build" : "no client build: running vite build");
  const result = spawnSync("npx", ["vite", "build"], { cwd: root, stdio: ["ignore", process.stderr, process.stderr] });
  if (result.status !== 0) throw new Error("vite build failed");
}

export function gitCommit(): string {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  try {
    const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
    return `${git("rev-parse", "--short", "HEAD")}${dirty ? " (with uncommitted changes)" : ""}`;
  } catch {
    return "unknown";
  }
}

export function safeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = "***";
  return url.toString();
}

export async function environmentTable(pool: pg.Pool, databaseUrl: string, businessCount: number, commit: string): Promise<string> {
  const { rows } = await pool.query<{ server_version: string }>("show server_version");
  // PostgreSQL's own buffers decide how often a read copies a page in from the kernel (decision 045).
  const { rows: buffers } = await pool.query<{ shared_buffers: string }>("show shared_buffers");
  const cpus = os.cpus();
  return table(
    ["", ""],
    [
      ["Machine", `${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${mb(os.totalmem())} RAM, ${os.type()} ${os.release()}`],
      ["Node", process.version],
      ["PostgreSQL", `${rows[0]?.server_version ?? "?"} at \`${safeUrl(databaseUrl)}\`, \`shared_buffers\` ${buffers[0]?.shared_buffers ?? "?"}`],
      ["Database", `${num(businessCount)} businesses`],
      ["Commit", commit],
    ],
  );
}
