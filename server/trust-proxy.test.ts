import express from "express";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { testAdmin } from "./test/admin-agent";
import { listenOn, nonLoopbackAddress, type Listening } from "./test/peer";
import { testOrigin, useTestApp } from "./test/test-app";

const context = useTestApp(testAdmin);

/** The app with these settings on a real socket bound to `host`, closed after `use`. */
async function withServer(env: Record<string, string>, host: string, use: (server: Listening) => Promise<void>) {
  const config = loadConfig({ NODE_ENV: "test", SITE_URL: testOrigin, ...testAdmin, ...env });
  const server = await listenOn(createApp({ db: context.database.db, config }), host);
  try {
    await use(server);
  } finally {
    await server.close();
  }
}

/** A sign-in sent by the peer `from`, for the client a proxy would name in X-Forwarded-For. */
const login = (server: Listening, from: string, client: string, headers: Record<string, string> = {}, password = "not-the-password-123") =>
  server.send({
    from,
    method: "POST",
    path: "/api/admin/login",
    headers: { Origin: testOrigin, "X-Forwarded-For": client, ...headers },
    body: JSON.stringify({ username: testAdmin.ADMIN_USERNAME, password }),
  });

/** Ten wrong passwords (the limit), each answered 401. */
async function useUpTries(server: Listening, from: string, client: string) {
  for (let i = 0; i < 10; i++) expect((await login(server, from, client)).status).toBe(401);
}

describe("TRUST_PROXY", () => {
  it("when it names a subnet, then clients forwarded by a proxy in it have a login limit each, and a peer outside it is counted as itself", async () => {
    // 127.0.0.2 and 127.0.0.3 are the proxies; 127.0.0.4 is loopback too, yet not named.
    await withServer({ TRUST_PROXY: "127.0.0.2/31" }, "127.0.0.1", async (server) => {
      await useUpTries(server, "127.0.0.2", "198.51.100.1");
      expect((await login(server, "127.0.0.2", "198.51.100.1")).status).toBe(429);
      expect((await login(server, "127.0.0.3", "198.51.100.2")).status).toBe(401);

      await useUpTries(server, "127.0.0.4", "198.51.100.3");
      expect((await login(server, "127.0.0.4", "198.51.100.4")).status).toBe(429);
    });
  });

  it("when it is not set, then a loopback proxy's X-Forwarded-For is believed, as before", async () => {
    await withServer({}, "127.0.0.1", async (server) => {
      await useUpTries(server, "127.0.0.5", "198.51.100.5");
      expect((await login(server, "127.0.0.5", "198.51.100.6")).status).toBe(401);
    });
  });

  // A peer outside loopback needs an address of this host's own network (a container or machine has one).
  const own = nonLoopbackAddress();

  it.skipIf(!own)("when it is not set, then X-Forwarded-For from a peer outside loopback is ignored: its clients share the peer's limit", async () => {
    const host = own?.address ?? "";
    await withServer({}, host, async (server) => {
      await useUpTries(server, host, "198.51.100.7");
      expect((await login(server, host, "198.51.100.8")).status).toBe(429);
    });
  });

  it.skipIf(!own)("when it names the network of a proxy outside loopback, then that proxy's clients have a limit each", async () => {
    const host = own?.address ?? "";
    await withServer({ TRUST_PROXY: `loopback, ${own?.cidr ?? ""}` }, host, async (server) => {
      await useUpTries(server, host, "198.51.100.9");
      expect((await login(server, host, "198.51.100.9")).status).toBe(429);
      expect((await login(server, host, "198.51.100.10")).status).toBe(401);
    });
  });

  it("when a trusted proxy forwards https, then the session cookie is Secure; the same header from an untrusted peer is ignored", async () => {
    await withServer({ TRUST_PROXY: "127.0.0.2/31" }, "127.0.0.1", async (server) => {
      const https = { "X-Forwarded-Proto": "https" };
      const viaProxy = await login(server, "127.0.0.2", "198.51.100.11", https, testAdmin.ADMIN_PASSWORD);
      expect(viaProxy.status).toBe(200);
      expect(String(viaProxy.headers["set-cookie"])).toMatch(/;\s*Secure/i);
      const direct = await login(server, "127.0.0.6", "198.51.100.12", https, testAdmin.ADMIN_PASSWORD);
      expect(direct.status).toBe(200);
      expect(String(direct.headers["set-cookie"])).toMatch(/mainstreet\.sid=/);
      expect(String(direct.headers["set-cookie"])).not.toMatch(/Secure/i);
    });
  });

  it("when it is a number, true/false or a list, then the config holds it as Express takes it", () => {
    const accepted: [string, unknown][] = [
      ["", ["loopback"]],
      ["2", 2],
      ["true", true],
      ["false", false],
      ["loopback, 10.0.0.0/8,192.168.1.7", ["loopback", "10.0.0.0/8", "192.168.1.7"]],
      ["uniquelocal,linklocal,fd00::/8,2001:db8::1", ["uniquelocal", "linklocal", "fd00::/8", "2001:db8::1"]],
      ["10.0.0.0/255.0.0.0", ["10.0.0.0/255.0.0.0"]],
    ];
    for (const [text, value] of accepted) {
      const { trustProxy } = loadConfig({ TRUST_PROXY: text });
      expect(trustProxy, text).toEqual(value);
      // Express compiles the setting at once and throws on what it cannot read.
      expect(() => express().set("trust proxy", trustProxy), text).not.toThrow();
    }
  });

  it("when an entry is neither a number, a boolean, an address, a subnet nor a range name, then it names TRUST_PROXY and the entry", () => {
    for (const text of ["yes", "10.0.0.0/33", "10.0.0.0/255.0.255.0", "loopback,,", "fd00::/129", "proxy.example", "1.2.3.4/8/8", "-1"]) {
      expect(() => loadConfig({ TRUST_PROXY: text }), text).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: text }), text).toThrow(/^Invalid configuration: TRUST_PROXY /);
    }
  });
});
