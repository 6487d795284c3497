import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { lettersOnly } from "../test/businesses";
import { createServerDatabase } from "../test/server-database";

const root = path.resolve(import.meta.dirname, "../..");

const operator = { username: "operator", password: "resilience-password-123" };
const sessionSecret = randomBytes(32).toString("hex");

/** Where a server process keeps its data: a new database on TEST_DATABASE_URL's server, or a new embedded one on disk. */
export interface Storage {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createStorage(): Promise<Storage> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mainstreet-resilience-"));
    return { env: { DATA_DIR: dataDir, SEED_SAMPLE: "false" }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createServerDatabase(serverUrl);
  return { env: { DATABASE_URL: url }, drop };
}

export const rowsInsertedMessage = "test: an INSERT INTO businesses was answered";

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** One `npm start`-like server process (node + tsx, or a production install's build; production settings) and everything it logged. */
export class ServerProcess {
  readonly output: string[] = [];
  readonly lines: LogLine[] = [];
  url = "";
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];

  private constructor(
    readonly child: ChildProcess,
    /** Started as the leader of its own process group (`npm run serve`): signals go to the group. */
    private readonly group = false,
  ) {
    // The server writes its lines in blocks, so a chunk may end in the middle of a line.
    const rests = new Map<unknown, string>();
    const take = (stream: unknown) => (chunk: Buffer) => {
      const texts = ((rests.get(stream) ?? "") + chunk.toString()).split("\n");
      rests.set(stream, texts.pop() ?? "");
      for (const text of texts.filter(Boolean)) {
        this.output.push(text);
        let line: LogLine;
        try {
          line = JSON.parse(text) as LogLine;
        } catch {
          continue;
        }
        this.lines.push(line);
        this.waiters = this.waiters.filter((w) => !(w.test(line) && (w.resolve(line), true)));
      }
    };
    child.stdout?.on("data", take(child.stdout));
    child.stderr?.on("data", take(child.stderr));
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  }

  /**
   * `reportInserts`: the process also logs `rowsInsertedMessage` for each insert of businesses answered (report-inserts.ts).
   * `installed`: the folder of a production install, whose server starts as an operator starts it: `npm run serve`.
   */
  static async start(env: Record<string, string>, options: { reportInserts?: boolean; installed?: string } = {}): Promise<ServerProcess> {
    const preload = options.reportInserts ? ["--import", pathToFileURL(path.join(root, "server/resilience/report-inserts.ts")).href] : [];
    const [command, args] = options.installed ? ["npm", ["run", "serve"]] : [process.execPath, ["--import", "tsx", ...preload, "server/index.ts"]];
    const child = spawn(command, args, {
      cwd: options.installed ?? root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: "0",
        SITE_URL: "http://localhost",
        SESSION_SECRET: sessionSecret,
        ADMIN_USERNAME: operator.username,
        ADMIN_PASSWORD: operator.password,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
      // npm does not pass a signal on to the server it started: signals go to the whole group instead.
      detached: Boolean(options.installed),
    });
    const server = new ServerProcess(child, Boolean(options.installed));
    const serving = await Promise.race([
      server.waitFor((l) => typeof l.port === "number" && /is serving/.test(l.msg)),
      server.exited.then(({ code }) => {
        throw new Error(`server exited with ${code} before serving:\n${server.output.join("\n")}`);
      }),
    ]);
    server.url = `http://127.0.0.1:${serving.port as number}`;
    return server;
  }

  /** Resolves with the first line (already logged or still to come) that passes the test. */
  waitFor(test: (line: LogLine) => boolean): Promise<LogLine> {
    const seen = this.lines.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  kill(signal: NodeJS.Signals): void {
    if (this.group && this.child.pid !== undefined) process.kill(-this.child.pid, signal);
    else this.child.kill(signal);
  }

  exit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    return this.exited;
  }

  /** Stops the process if it still runs (tests' clean-up). */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.kill("SIGTERM");
      const timer = setTimeout(() => this.kill("SIGKILL"), 10_000);
      await this.exited;
      clearTimeout(timer);
    }
  }

  /** A signed-in operator's cookie for this server. */
  async login(): Promise<string> {
    const res = await fetch(`${this.url}/api/admin/login`, {
      method: "POST",
      // As the operator's browser sends it: admin changes without an Origin are refused.
      headers: { "content-type": "application/json", origin: this.url },
      body: JSON.stringify(operator),
    });
    if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    return (res.headers.get("set-cookie") ?? "").split(";")[0] as string;
  }
}

/**
 * How many businesses the town `town` (in Illinois) holds, exactly: a town's page counts from the counts
 * table, and an unknown town (none imported) answers 404. A search counts only its first 1,000 matches.
 */
export async function countInTown(server: ServerProcess, town: string): Promise<number> {
  const res = await fetch(`${server.url}/api/city/${encodeURIComponent(`${town}, IL`)}?limit=1`);
  if (res.status === 404) return 0;
  if (res.status !== 200) throw new Error(`the town's page answered ${res.status}`);
  return Number(res.headers.get("x-total-count"));
}

/** A town name of letters only, as an import reads it from an address. */
export const townOf = (batch: string) => `Town${lettersOnly(batch)}`;
