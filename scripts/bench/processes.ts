import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildServer, builtServerEntry } from "../build-server";
import { log } from "./log";

/** The operator name the benchmark signs in with; its sessions are removed afterwards. */
export const benchAdminUsername = "npm-run-bench";

const root = path.resolve(import.meta.dirname, "../..");
const logDir = mkdtempSync(path.join(tmpdir(), "bench-logs-"));
process.once("exit", () => rmSync(logDir, { recursive: true, force: true }));
const running = new Set<ServerProcess>();

export interface ServerProcess {
  name: string;
  origin: string;
  pid: number;
  admin: { username: string; password: string };
  /** Current and peak resident memory of the process, in bytes, from /proc. */
  memory(): { rss: number; peak: number };
  /** How the process ended ("signal SIGTERM", "code 1") when it has, though nobody called stop(); else undefined. */
  ended(): string | undefined;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function procStatus(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match?.[1]) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]) * 1024;
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** The last line of a server's log, as its message when the line is pino's JSON. */
function lastMessage(file: string): string {
  const line = tail(file, 2).trim().split("\n").pop() ?? "";
  try {
    const parsed: unknown = JSON.parse(line);
    if (parsed && typeof parsed === "object" && "msg" in parsed) return String(parsed.msg);
  } catch {
    // not JSON: the line itself
  }
  return line.slice(0, 200);
}

async function waitReady(origin: string, child: ChildProcess, logFile: string, readyPath: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${origin}${readyPath}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready in 120 s:\n${tail(logFile)}`);
}

/**
 * Runs node with `args`: node itself is the child, so its pid is the server's and /proc reports the
 * server's memory. Output goes to a file (not through this process, which generates the load).
 */
async function startNode(name: string, args: string[], envFor: (origin: string) => Record<string, string>, readyPath: string): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = envFor(origin);
  const logFile = path.join(logDir, `${name}-${port}.log`);
  const out = openSync(logFile, "w");
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${name}`);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: ServerProcess = {
    name,
    origin,
    pid,
    admin: { username: env.ADMIN_USERNAME ?? "", password: env.ADMIN_PASSWORD ?? "" },
    memory: () => ({ rss: procStatus(pid, "VmRSS"), peak: procStatus(pid, "VmHWM") }),
    ended: () => {
      if (child.signalCode) return `signal ${child.signalCode}`;
      // Exit code 0 is a clean stop on SIGTERM or SIGINT: its last words say which.
      return child.exitCode === null ? undefined : `code ${child.exitCode}, last logged: ${lastMessage(logFile)}`;
    },
    async stop() {
      running.delete(server);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(logFile, { force: true });
    },
  };
  running.add(server);
  try {
    await waitReady(origin, child, logFile, readyPath);
  } catch (error) {
    await server.stop();
    throw error;
  }
  log(`${name} ready on ${origin} (pid ${pid})`);
  return server;
}

/** The server built once per benchmark run, as `npm start` builds it. */
let built: Promise<void> | undefined;

/** Our server, as production runs it (`npm start`), with `env` added. A fresh process per section keeps each peak memory that section's own. */
/** Builds the server once per run: a section timing a start builds it first. */
export async function buildAppServer(): Promise<void> {
  await (built ??= buildServer());
}

export async function startAppServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  await buildAppServer();
  return startNode(
    "app",
    ["--enable-source-maps", builtServerEntry],
    (origin) => ({
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SITE_URL: origin,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      ADMIN_USERNAME: benchAdminUsername,
      ADMIN_PASSWORD: randomBytes(18).toString("base64url"),
      ...env,
    }),
    "/readyz",
  );
}

export function startBareServer(databaseUrl: string): Promise<ServerProcess> {
  return startNode("bare", ["--import", "tsx", "scripts/bench/bare-server.ts"], () => ({ DATABASE_URL: databaseUrl }), "/ready");
}

/** Stops every server still running (also on Ctrl-C). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
}
