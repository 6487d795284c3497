import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { errorResponse } from "../../shared/api";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { upload } from "../test/admin-import";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";
import { uploadDir } from "./import-uploads";

const context = useTestApp(testAdmin);

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe("an upload whose job cannot be recorded", () => {
  it("when the job's row cannot be written, then the import answers 500 and its stored upload is removed", async () => {
    // This file's own database refuses the job's row for this one name.
    await context.database.db.execute(sql`ALTER TABLE import_jobs ADD CONSTRAINT refuses_unwritable CHECK (file_name <> 'unwritable.csv')`);
    try {
      const agent = await loginAgent(context);
      const before = filesIn(uploadDir);
      for (const query of [{ mode: "job" }, {}]) {
        const res = await upload(agent, makeCsv([businessRow()]), "unwritable.csv").query(query);
        expect(res.status, JSON.stringify(res.body)).toBe(500);
        errorResponse.parse(res.body);
        expect(filesIn(uploadDir)).toEqual(before);
      }
    } finally {
      await context.database.db.execute(sql`ALTER TABLE import_jobs DROP CONSTRAINT refuses_unwritable`);
    }
  });
});

describe("upload folders left by ended processes", () => {
  const parent = path.dirname(uploadDir);
  const host = /^mainstreet-uploads-(.+)-\d+-[0-9a-f]{8}$/.exec(path.basename(uploadDir))?.[1] ?? "";
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  /** A folder in the uploads' parent holding one file, as a process that stored an upload leaves it. */
  function folder(name: string): string {
    const dir = path.join(parent, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "0123456789abcdef"), "half an upload");
    made.push(dir);
    return dir;
  }

  it("when an app starts, then the folders of this host's ended processes go, and those of running processes or other hosts stay", async () => {
    expect(host).not.toBe("");
    // A process id that has just ended (and is very unlikely to be taken again within the test).
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    const running = process.ppid;
    const stale = [
      folder(`mainstreet-uploads-${host}-${ended}-0badf00d`),
      folder(`mainstreet-uploads-${ended}`),
      // This process's id with another start's token: its owner ended and the id came round again.
      folder(`mainstreet-uploads-${host}-${process.pid}-0badf00d`),
    ];
    const kept = [
      folder(`mainstreet-uploads-${host}-${running}-0badf00d`),
      folder(`mainstreet-uploads-${running}`),
      folder(`mainstreet-uploads-another.host-${ended}-0badf00d`),
      folder(`mainstreet-uploads-notes-${ended}`),
    ];

    createApp({ db: context.database.db, config: loadConfig({ NODE_ENV: "test", SITE_URL: "http://directory.test", ...testAdmin }) });

    expect(stale.filter((dir) => existsSync(dir))).toEqual([]);
    expect(kept.filter((dir) => filesIn(dir).length === 1)).toEqual(kept);
    // This process's own folder is in use and stays.
    expect(existsSync(uploadDir)).toBe(true);
  });
});
