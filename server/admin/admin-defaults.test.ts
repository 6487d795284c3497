import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { ConfigError, loadConfig } from "../config";
import { loginAgent, sameOriginClient, testAdmin } from "../test/admin-agent";
import { testOrigin, useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

const credentials = { username: testAdmin.ADMIN_USERNAME, password: testAdmin.ADMIN_PASSWORD };

describe("admin answers are never cached", () => {
  it("when any admin answer is sent (200, 401, 403, 404, a login), then it says Cache-Control: no-store; public answers keep their own", async () => {
    const agent = await loginAgent(context);
    const answers: [string, supertest.Response][] = [
      ["activity", await agent.get("/api/admin/activity").expect(200)],
      ["check-auth", await agent.get("/api/admin/check-auth").expect(200)],
      ["unknown route", await agent.get("/api/admin/no-such-route").expect(404)],
      ["no session", await context.request.get("/api/admin/check-auth").expect(401)],
      ["cross-origin", await context.request.post("/api/admin/logout").set("Origin", "https://evil.example").expect(403)],
      ["login", await sameOriginClient(supertest.agent(context.app)).post("/api/admin/login").send(credentials).expect(200)],
    ];
    for (const [name, res] of answers) expect({ name, cache: res.headers["cache-control"] }).toEqual({ name, cache: "no-store" });
    expect((await context.request.get("/api/site").expect(200)).headers["cache-control"]).not.toBe("no-store");
  });
});

describe("admin changes need an Origin", () => {
  it("when a sign-in has neither Origin nor Referer, then it is refused with 403 saying so, even with the right password", async () => {
    const res = await context.request.post("/api/admin/login").send(credentials).expect(403);
    expect(res.body.message).toMatch(/Origin header required/);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("when a signed-in change has neither Origin nor Referer, then it is refused with 403; with its own origin it goes through", async () => {
    const agent = await loginAgent(context);
    const res = await agent.post("/api/admin/logout").unset("Origin").expect(403);
    expect(res.body.message).toMatch(/Origin header required/);
    await agent.get("/api/admin/check-auth").unset("Origin").expect(200);
    await agent.post("/api/admin/logout").set("Origin", testOrigin).expect(200);
  });

  it("when only a Referer of the site is sent (a browser that withholds Origin), then the change goes through", async () => {
    await context.request.post("/api/admin/login").set("Referer", `${testOrigin}/admin`).send(credentials).expect(200);
  });
});

describe("the Vite dev server's origin", () => {
  const devOrigin = "http://localhost:5173";
  const appWith = (env: Record<string, string>) =>
    supertest(createApp({ db: context.database.db, config: loadConfig({ SITE_URL: testOrigin, ...testAdmin, ...env }) }));

  it("when NODE_ENV is unset and DEV_SERVER_ORIGIN is not given, then changes from http://localhost:5173 are refused", async () => {
    await appWith({}).post("/api/admin/login").set("Origin", devOrigin).send(credentials).expect(403);
  });

  it("when DEV_SERVER_ORIGIN names it (as npm run dev does), then changes from it go through", async () => {
    await appWith({ DEV_SERVER_ORIGIN: devOrigin }).post("/api/admin/login").set("Origin", devOrigin).send(credentials).expect(200);
  });

  it("when DEV_SERVER_ORIGIN is not an http(s) URL, then the start fails naming it; a path or slash after the origin is dropped", () => {
    expect(() => loadConfig({ DEV_SERVER_ORIGIN: "localhost:5173" })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_SERVER_ORIGIN: "ftp://localhost:5173" })).toThrow(/^Invalid configuration: DEV_SERVER_ORIGIN /);
    expect(loadConfig({ DEV_SERVER_ORIGIN: "http://localhost:5173/" }).devServerOrigin).toBe(devOrigin);
    expect(loadConfig({}).devServerOrigin).toBeUndefined();
  });
});
