import { createServer, connect, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage, ServerProcess, type Storage } from "./server-process";

/**
 * Issue 8, faults: the database lost while the server runs. A TCP proxy stands
 * between the server and PostgreSQL so the test can cut the line and restore it.
 * Only for a real PostgreSQL: the embedded database lives inside the server process.
 */
class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("error", () => {});
        socket.on("close", () => this.sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    const address = server.address();
    this.port = typeof address === "object" && address ? address.port : 0;
    this.server = server;
  }

  /** Drops every open connection and refuses new ones. */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)("when the database goes away while the server runs", () => {
  let storage: Storage;
  let proxy: CuttableProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    storage = await createStorage();
    const url = new URL(storage.env.DATABASE_URL as string);
    proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.open();
    url.host = `127.0.0.1:${proxy.port}`;
    server = await ServerProcess.start({ DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.cut();
    await storage?.drop();
  });

  // Each request asks something new: answers the server already holds in memory need no database.
  let asked = 0;
  const uncached = () => `${server.url}/api/businesses?limit=1&search=outage${(asked += 1)}`;

  it("then the API answers 503 JSON, pages still load for their error view, and service resumes by itself when it returns", async () => {
    expect((await fetch(uncached())).status).toBe(200);

    await proxy.cut();
    const api = await fetch(uncached());
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    expect(await api.json()).toEqual({ message: "The service is temporarily unavailable. Please try again shortly." });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const page = await fetch(`${server.url}/details/some-business-abc1234`);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain("Temporarily unavailable");
    expect(html).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);

    await proxy.open();
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries++) {
      status = (await fetch(uncached())).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${server.url}/details/some-business-abc1234`)).status).toBe(404);
    expect(server.lines.some((l) => l.level === 50 && typeof l.requestId === "string" && /unreachable/.test(l.msg))).toBe(true);
  });
});
