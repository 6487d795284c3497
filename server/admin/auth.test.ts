import type { Router } from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { authStatus } from "../../shared/admin-api";
import { loadConfig } from "../config";
import { loginAgent, sameOriginClient, testAdmin } from "../test/admin-agent";
import { useTestApp } from "../test/test-app";
import { DataVersion } from "../cache/data-version";
import { FacetCache } from "../facets/facets";
import { SitemapService } from "../sitemap/sitemap.service";
import { adminRoutes } from "./admin.routes";
import { LoginThrottle } from "./login-throttle";
import { adminSession } from "./session";

const context = useTestApp(testAdmin);
/** Requests as the site's own pages send them (with their Origin), without a session. */
const site = () => sameOriginClient(context.request);

interface RouteInfo {
  method: string;
  path: string;
}

interface StackLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
}

/** Every route the admin router registers, read from the router itself. */
function routesOf(router: Router): RouteInfo[] {
  const walk = (stack: StackLayer[]): RouteInfo[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const { path, methods } = layer.route;
        return Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path }));
      }
      return layer.handle?.stack ? walk(layer.handle.stack) : [];
    });
  return walk((router as unknown as { stack: StackLayer[] }).stack);
}

function adminRouterRoutes(): RouteInfo[] {
  const config = loadConfig({ NODE_ENV: "test", ...testAdmin });
  const db = context.database.db;
  const { passport } = adminSession(db.$client, config);
  const data = new DataVersion();
  const sitemaps = new SitemapService(db, new FacetCache(db, data), data, config.siteUrl, config.sitemapUrlsPerFile);
  return routesOf(adminRoutes({ db, config, data, sitemaps, passport, throttle: new LoginThrottle(db.$client) }));
}

const send = (agent: ReturnType<typeof supertest>, { method, path }: RouteInfo) => {
  const url = `/api/admin${path.replace(/:\w+/g, "1")}`;
  return agent[method.toLowerCase() as "get" | "post" | "patch" | "delete" | "put"](url);
};

describe("admin sign-in", () => {
  it("when the right credentials are sent, then it answers 200 with an HttpOnly SameSite=Lax session cookie", async () => {
    const res = await site().post("/api/admin/login").send({ username: "operator", password: testAdmin.ADMIN_PASSWORD }).expect(200);
    expect(authStatus.parse(res.body).username).toBe("operator");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/mainstreet\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("when behind HTTPS, then the cookie is also Secure", async () => {
    const res = await site()
      .post("/api/admin/login")
      .set("X-Forwarded-Proto", "https")
      .set("Origin", "https://app.test")
      .send({ username: "operator", password: testAdmin.ADMIN_PASSWORD })
      .expect(200);
    expect(String(res.headers["set-cookie"])).toMatch(/Secure/i);
  });

  it("when the password is wrong or the user unknown, then both get the same 401 answer", async () => {
    const wrong = await site().post("/api/admin/login").send({ username: "operator", password: "nope-nope-nope" }).expect(401);
    const unknown = await site().post("/api/admin/login").send({ username: "intruder", password: testAdmin.ADMIN_PASSWORD }).expect(401);
    expect(wrong.body).toEqual({ message: "Invalid credentials" });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("when fields are missing, then it answers 400 naming them", async () => {
    const res = await site().post("/api/admin/login").send({ username: "operator" }).expect(400);
    expect(res.body.errors).toHaveProperty("password");
  });

  it("when logged in, then check-auth says who; after logout the same cookie is refused", async () => {
    const agent = await loginAgent(context);
    const res = await agent.get("/api/admin/check-auth").expect(200);
    expect(authStatus.parse(res.body)).toEqual({ authenticated: true, username: "operator" });
    await agent.post("/api/admin/logout").expect(200);
    await agent.get("/api/admin/check-auth").expect(401);
  });

  it("when a session id existed before login, then login issues a different one", async () => {
    const agent = sameOriginClient(supertest.agent(context.app));
    const first = await agent.post("/api/admin/login").send({ username: "operator", password: testAdmin.ADMIN_PASSWORD });
    const second = await agent.post("/api/admin/login").send({ username: "operator", password: testAdmin.ADMIN_PASSWORD });
    const sid = (res: typeof first) => /mainstreet\.sid=([^;]+)/.exec(String(res.headers["set-cookie"]))?.[1];
    expect(sid(first)).toBeTruthy();
    expect(sid(second)).toBeTruthy();
    expect(sid(second)).not.toBe(sid(first));
  });
});

describe("admin access control", () => {
  it("when there is no session, then every admin route but login answers 401 JSON", async () => {
    const routes = adminRouterRoutes().filter((r) => r.path !== "/login");
    expect(routes.length).toBeGreaterThanOrEqual(9);
    for (const route of routes) {
      const res = await send(site(), route);
      expect({ route, status: res.status }).toEqual({ route, status: 401 });
      expect(res.body).toEqual({ message: "Authentication required" });
    }
    await site().get("/api/admin/no-such-route").expect(401);
  });

  it("when a state-changing request comes from another origin, then it answers 403 even with a session", async () => {
    const agent = await loginAgent(context);
    const stateChanging = adminRouterRoutes().filter((r) => r.method !== "GET");
    for (const route of stateChanging) {
      const res = await send(agent as unknown as ReturnType<typeof supertest>, route).set("Origin", "https://evil.example");
      expect({ route, status: res.status }).toEqual({ route, status: 403 });
    }
    await agent.delete("/api/admin/delete-all").unset("Origin").set("Referer", "https://evil.example/page").send({ confirm: "DELETE" }).expect(403);
    await agent.get("/api/admin/check-auth").set("Origin", "https://evil.example").expect(200);
  });

  it("when the request comes from the site's own origin, then it is allowed", async () => {
    await context.request
      .post("/api/admin/login")
      .set("Origin", "http://directory.test")
      .send({ username: "operator", password: testAdmin.ADMIN_PASSWORD })
      .expect(200);
  });
});

describe("failed-login limit", () => {
  it("when an address keeps failing, then it is refused with 429 and Retry-After, even with the right password", async () => {
    let res = await site().post("/api/admin/login").send({ username: "operator", password: "wrong-password" });
    for (let i = 0; i < 20 && res.status === 401; i++) {
      res = await site().post("/api/admin/login").send({ username: "operator", password: "wrong-password" });
    }
    expect(res.status).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    await site().post("/api/admin/login").send({ username: "operator", password: testAdmin.ADMIN_PASSWORD }).expect(429);
  });
});
