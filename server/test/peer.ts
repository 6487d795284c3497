import http, { type IncomingHttpHeaders, type RequestListener } from "node:http";
import { networkInterfaces } from "node:os";
import type { AddressInfo } from "node:net";

interface PeerResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface Listening {
  /** Sends one request from `from`, a local address: the peer address the server sees. */
  send(request: { from: string; method: string; path: string; headers?: Record<string, string>; body?: string }): Promise<PeerResponse>;
  close(): Promise<void>;
}

/**
 * The app on a real socket bound to `host`, reached from a local address the test picks. supertest always
 * connects from 127.0.0.1; the login limit and `trust proxy` depend on the peer address, so these tests
 * choose it: any address of 127.0.0.0/8 on Linux, or one of this host's own (see `nonLoopbackAddress`).
 */
export async function listenOn(app: RequestListener, host: string): Promise<Listening> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  // A socket per request, so each one leaves from the address asked for.
  const agent = new http.Agent({ keepAlive: false });
  return {
    send: ({ from, method, path, headers = {}, body }) =>
      new Promise((resolve, reject) => {
        const sent = body === undefined ? headers : { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), ...headers };
        const req = http.request({ host, port, localAddress: from, method, path, headers: sent, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
        });
        req.on("error", reject);
        req.end(body);
      }),
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An IPv4 address of this host that is not loopback (a container's or machine's own), with its subnet; undefined when it has none. */
export function nonLoopbackAddress(): { address: string; cidr: string } | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === "IPv4" && !entry.internal && entry.cidr) return { address: entry.address, cidr: entry.cidr };
    }
  }
  return undefined;
}
