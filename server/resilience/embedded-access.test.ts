import { readdir, readFile, readlink, stat } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createStorage, ServerProcess, type Storage } from "./server-process";

/**
 * Issue 39: the embedded database was served on a TCP port of 127.0.0.1 without a password, so
 * any local process could find it and run SQL as superuser, or open a transaction and freeze the app.
 */

/** The socket inodes a process has open. */
async function socketInodes(pid: number): Promise<Set<string>> {
  const fds = await readdir(`/proc/${pid}/fd`);
  const links = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => "")));
  return new Set(links.map((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1]).filter((inode): inode is string => inode !== undefined));
}

/** The TCP ports a process listens on (IPv4 and IPv6), from the kernel's tables. */
async function listeningTcpPorts(pid: number): Promise<number[]> {
  const inodes = await socketInodes(pid);
  const ports: number[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const lines = (await readFile(table, "utf8").catch(() => "")).split("\n").slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEX_ADDRESS:HEX_PORT; state 0A is LISTEN; the inode is the tenth field.
      if (fields[3] === "0A" && inodes.has(fields[9] ?? "")) ports.push(parseInt(fields[1]?.split(":")[1] ?? "", 16));
    }
  }
  return ports;
}

/** The paths of the Unix sockets a process listens on. */
async function listeningUnixPaths(pid: number): Promise<string[]> {
  const inodes = await socketInodes(pid);
  const lines = (await readFile("/proc/net/unix", "utf8")).split("\n").slice(1);
  return lines
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[5] === "01" && inodes.has(fields[6] ?? "") && fields[7])
    .map((fields) => fields[7] as string);
}

let storage: Storage | undefined;
const servers: ServerProcess[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  await storage?.drop();
  storage = undefined;
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("who can reach the embedded database", () => {
  it("when the server runs on the embedded database, then it listens on its HTTP port alone, and DATA_DIR is its owner's", async () => {
    storage = await createStorage();
    // A folder the server makes itself.
    const dataDir = path.join(storage.env.DATA_DIR as string, "data");
    const server = await ServerProcess.start({ ...storage.env, DATA_DIR: dataDir });
    servers.push(server);
    const pid = server.child.pid as number;
    const httpPort = Number(new URL(server.url).port);

    const others = (await listeningTcpPorts(pid)).filter((port) => port !== httpPort);
    for (const port of others) {
      // What any local process could do with such a port: connect without a password and run SQL.
      const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres", connectionTimeoutMillis: 2000 });
      const reached = await client.connect().then(
        () => client.query("SELECT 1").then(() => true),
        () => false,
      );
      await client.end().catch(() => {});
      expect(reached, `a pg client ran SQL on port ${port}`).toBe(false);
    }
    expect(others).toEqual([]);

    // Its only Unix socket is DATA_DIR's holder socket, for its owner only (decision 017).
    const unix = await listeningUnixPaths(pid);
    expect(unix.map((p) => path.basename(p))).toEqual(["holder.sock"]);
    expect((await stat(path.join(dataDir, "holder.sock"))).mode & 0o777).toBe(0o600);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });
});
