import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { request, type ClientRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createStorage, ServerProcess, type Storage } from "./server-process";

/**
 * A server SIGKILLed while it receives an upload has no chance to remove the part it stored: the
 * next start must. Each server gets a temporary folder of the test's own (TMPDIR), so the folders
 * other processes on this machine keep are neither seen nor touched.
 */

let storage: Storage | undefined;
let temporary: string | undefined;
const servers: ServerProcess[] = [];
const requests: ClientRequest[] = [];

async function start(): Promise<ServerProcess> {
  storage ??= await createStorage();
  temporary ??= mkdtempSync(path.join(tmpdir(), "mainstreet-tmpdir-"));
  const server = await ServerProcess.start({ ...storage.env, TMPDIR: temporary });
  servers.push(server);
  return server;
}

afterEach(async () => {
  for (const req of requests.splice(0)) req.destroy();
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  await storage?.drop();
  storage = undefined;
  if (temporary) rmSync(temporary, { recursive: true, force: true });
  temporary = undefined;
});

/** The upload folders in the servers' temporary folder, each with the sizes of the files it holds. */
function uploadFolders(): Map<string, number[]> {
  const folders = new Map<string, number[]>();
  for (const name of readdirSync(temporary ?? "").filter((n) => n.startsWith("mainstreet-uploads-"))) {
    const dir = path.join(temporary ?? "", name);
    folders.set(
      name,
      readdirSync(dir).map((file) => statSync(path.join(dir, file)).size),
    );
  }
  return folders;
}

/** Sends the start of a multipart upload and keeps the request open, as a slow client would. */
function beginUpload(server: ServerProcess, cookie: string): void {
  const boundary = "----mainstreet-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="excelFile"; filename="slow.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const req = request(`${server.url}/api/admin/import`, {
    method: "POST",
    headers: { cookie, origin: server.url, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(10 * 1024 * 1024) },
  });
  // The server dies mid-request: the socket's end is expected.
  req.on("error", () => {});
  req.write(head + "name,category\n" + "Half Uploaded,Cafe\n".repeat(20_000));
  requests.push(req);
}

/** Whether an upload folder is that process's: its name carries the process id (then a token, or nothing). */
const ownedBy = (server: ServerProcess) => (name: string) => new RegExp(`-${server.child.pid}(-|$)`).test(name);

async function until<T>(read: () => T, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("an upload interrupted by the process ending", () => {
  it("when the server is SIGKILLed while receiving an upload, then the next start removes what it stored", async () => {
    const first = await start();
    beginUpload(first, await first.login());
    const stored = await until(uploadFolders, (folders) => [...folders.values()].some((sizes) => sizes.some((size) => size > 0)), "the upload to reach disk");
    const killedFolder = [...stored.keys()].find(ownedBy(first));
    expect(killedFolder).toBeDefined();
    first.kill("SIGKILL");
    expect((await first.exit()).signal).toBe("SIGKILL");
    expect(uploadFolders().get(killedFolder ?? "")?.length, "the killed server's upload is still on disk").toBe(1);

    const second = await start();
    const after = uploadFolders();
    expect(existsSync(path.join(temporary ?? "", killedFolder ?? ""))).toBe(false);
    // Only the new server's own folder is there, and it is empty.
    expect([...after.keys()].every(ownedBy(second))).toBe(true);
    expect([...after.values()].flat()).toEqual([]);
  });
});
