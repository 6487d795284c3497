import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createApp } from "../app";
import { openDatabase } from "./database";
import supertest from "supertest";
import { freePort } from "../test/free-port";

const root = path.resolve(import.meta.dirname, "../..");

describe("when the database cannot be reached", () => {
  it("when it is down at start-up, then the server exits non-zero with one clear line instead of hanging", async () => {
    const port = await freePort();
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: "0", DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none`, SEED_SAMPLE: "false" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const line = JSON.parse(result.stderr.trim()) as { msg: string };
    expect(line.msg).toMatch(/Start-up failed: .*(ECONNREFUSED|connect)/i);
  });

  it("when it goes away while running, then the API answers 503 JSON without internals", async () => {
    const port = await freePort();
    const database = await openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`, dataDir: "" });
    try {
      const app = createApp({ db: database.db, config: loadConfig({ NODE_ENV: "test" }) });
      const res = await supertest(app).get("/api/businesses?limit=1").expect(503);
      expect(res.body.message).toMatch(/temporarily unavailable/);
      expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select/i);
      await supertest(app).get("/readyz").expect(503);
      await supertest(app).get("/healthz").expect(200);
    } finally {
      await database.close();
    }
  });
});
