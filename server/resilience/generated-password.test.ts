import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStorage, ServerProcess, type Storage } from "./server-process";

/** Issue 8, access: a development server without ADMIN_PASSWORD makes one, and it never reaches the log. */
describe("a development server started without ADMIN_PASSWORD", () => {
  let storage: Storage | undefined;
  let server: ServerProcess | undefined;
  const passwordDir = mkdtempSync(path.join(tmpdir(), "mainstreet-password-"));

  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
    rmSync(passwordDir, { recursive: true, force: true });
  });

  it("then the password is in a file only its owner can read, not in any log line, and it signs the operator in", async () => {
    storage = await createStorage();
    const dataDir = storage.env.DATA_DIR ?? passwordDir;
    server = await ServerProcess.start({ ...storage.env, DATA_DIR: dataDir, NODE_ENV: "development", ADMIN_PASSWORD: "", ADMIN_USERNAME: "admin" });
    const file = path.join(dataDir, "admin-password.txt");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, "utf8").trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(server.lines.some((l) => l.msg.includes("admin-password.txt"))).toBe(true);

    const res = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ username: "admin", password }),
    });
    expect(res.status).toBe(200);
    await server.stop();
    expect(server.output.join("\n")).not.toContain(password);
  });
});
