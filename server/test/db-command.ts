import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run db:backup -- FILE` or `db:restore -- FILE` as its script (node + tsx) in the
 * repository, with only PATH and `env` set (an empty DATABASE_URL unless `env` names one, so a
 * developer's .env cannot point it elsewhere). Never synchronous: the process holding DATA_DIR may
 * be this one, and it must answer the backup's request meanwhile.
 */
export function runDbCommand(command: "backup" | "restore", file: string, env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", `server/db/${command}-cli.ts`, file], {
      cwd: root,
      env: { PATH: process.env.PATH, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
