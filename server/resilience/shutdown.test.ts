import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createStorage, ServerProcess, type Storage } from "./server-process";

/**
 * Issue 39: a stop must end the process. One left running keeps its port and, on the embedded
 * database, DATA_DIR, so the next start is refused and the site stays down.
 */

const deadlineSeconds = 4;

let storage: Storage | undefined;
const servers: ServerProcess[] = [];

async function start(): Promise<ServerProcess> {
  storage ??= await createStorage();
  const server = await ServerProcess.start({ ...storage.env, SHUTDOWN_TIMEOUT_SECONDS: String(deadlineSeconds) });
  servers.push(server);
  return server;
}

/** How the process ended, or "still running" after `seconds`. */
function exitWithin(server: ServerProcess, seconds: number) {
  return Promise.race([server.exit(), new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), seconds * 1000))]);
}

afterEach(async () => {
  const running = servers.splice(0);
  for (const server of running) server.kill("SIGKILL");
  await Promise.all(running.map((s) => s.exit()));
  await storage?.drop();
  storage = undefined;
});

describe("stopping the server", () => {
  it("when nobody reads the server's standard output any more, then SIGTERM still ends the process", async () => {
    const server = await start();
    // The reader stops but keeps the pipe open, as when the launching process is gone and the pipe
    // lives on in another: the pipe fills up.
    server.child.stdout?.removeAllListeners("data");
    server.child.stdout?.pause();
    for (let i = 0; i < 1500; i++) await fetch(`${server.url}/api/businesses?limit=1&i=${i}`);
    server.kill("SIGTERM");
    expect(await exitWithin(server, deadlineSeconds + 10)).not.toBe("still running");
  });

  it("when a request in flight at SIGTERM is answered, then the process exits 0 at once, not after the connection's keep-alive", async () => {
    const server = await start();
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    // The request is in flight when the stop begins; it ends on a kept-alive connection after it.
    socket.write("GET /api/statistics HTTP/1.1\r\nHost: localhost\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write("\r\n");
    expect(await exitWithin(server, deadlineSeconds + 10)).toEqual({ code: 0, signal: null });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  });

  it("when a request never ends, then SIGTERM ends the process at the deadline with code 1", async () => {
    const server = await start();
    // Half a request: the server waits for the rest of its headers (up to 66 s) before it can close.
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET /api/businesses HTTP/1.1\r\nHost: localhost\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.kill("SIGTERM");
    expect(await exitWithin(server, deadlineSeconds + 10)).toEqual({ code: 1, signal: null });
    expect(server.lines.some((line) => /exiting anyway/.test(line.msg))).toBe(true);
    socket.destroy();
  });
});
