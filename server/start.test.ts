import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("starting the server", () => {
  it("when a variable is invalid, then it exits non-zero with one line naming the variable", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATA_DIR: "/nonexistent-dir-never-created" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? "") as { level: number; msg: string };
    expect(line.level).toBe(60);
    expect(line.msg).toMatch(/^Invalid configuration: PORT /);
  });
});
