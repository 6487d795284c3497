import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { testAdmin } from "../test/admin-agent";
import { listenOn, type Listening } from "../test/peer";
import { testOrigin, useTestApp } from "../test/test-app";
import { hashPassword } from "./credentials";
import { clientKey } from "../rate-limit/client-key";

const context = useTestApp(testAdmin);

let server: Listening;
beforeAll(async () => {
  server = await listenOn(context.app, "127.0.0.1");
});
afterAll(async () => {
  await server?.close();
});

const wrongLogin = (from: string) =>
  server.send({
    from,
    method: "POST",
    path: "/api/admin/login",
    headers: { Origin: testOrigin },
    body: JSON.stringify({ username: testAdmin.ADMIN_USERNAME, password: "not-the-password-123" }),
  });

describe("failed-login limit under concurrency", () => {
  it("when 200 wrong logins arrive at once from one address, then only 10 reach the password check (401) and the rest answer 429", async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => wrongLogin("127.0.0.2")));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(190);
  });

  it("when the right password follows a few failures, then it signs in and the address starts again with 10 tries", async () => {
    for (let i = 0; i < 3; i++) expect((await wrongLogin("127.0.0.3")).status).toBe(401);
    const good = await server.send({
      from: "127.0.0.3",
      method: "POST",
      path: "/api/admin/login",
      headers: { Origin: testOrigin },
      body: JSON.stringify({ username: testAdmin.ADMIN_USERNAME, password: testAdmin.ADMIN_PASSWORD }),
    });
    expect(good.status).toBe(200);
    const afterwards = await Promise.all(Array.from({ length: 12 }, () => wrongLogin("127.0.0.3")));
    expect(afterwards.filter((a) => a.status === 401)).toHaveLength(10);
  });
});

describe("ADMIN_PASSWORD_HASH", () => {
  it("when a scrypt hash is configured, then its password signs in and another is refused", async () => {
    const password = "a-hashed-test-password-456";
    const config = loadConfig({
      NODE_ENV: "test",
      SITE_URL: testOrigin,
      ADMIN_USERNAME: testAdmin.ADMIN_USERNAME,
      ADMIN_PASSWORD_HASH: hashPassword(password),
    });
    const request = supertest(createApp({ db: context.database.db, config }));
    const login = (pw: string) => request.post("/api/admin/login").set("Origin", testOrigin).send({ username: testAdmin.ADMIN_USERNAME, password: pw });
    await login("not-the-password-456").expect(401);
    const res = await login(password).expect(200);
    expect(String(res.headers["set-cookie"])).toMatch(/mainstreet\.sid=/);
  });
});

describe("clientKey", () => {
  it("when the address is IPv6, then the key is its /64: addresses of one network share a count", () => {
    expect(clientKey("2001:db8:1:2:3:4:5:6")).toBe(clientKey("2001:db8:1:2:ffff::1"));
    expect(clientKey("2001:0db8:0001:0002::")).toBe(clientKey("2001:db8:1:2::abcd"));
    expect(clientKey("2001:db8::1")).toBe(clientKey("2001:db8:0:0:ffff:ffff:ffff:ffff"));
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
    expect(clientKey("fe80::1%eth0")).toBe(clientKey("fe80::2"));
    expect(clientKey("2001:DB8:1:2::1")).toBe(clientKey("2001:db8:1:2::2"));
  });

  it("when the address is IPv4, plain or mapped into IPv6, then the key is that one address", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.7")).not.toBe(clientKey("203.0.113.8"));
  });

  it("when there is no address, then all such requests share one key", () => {
    expect(clientKey(undefined)).toBe(clientKey(undefined));
    expect(clientKey("not an address")).toBe(clientKey(undefined));
  });
});
