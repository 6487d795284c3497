import { describe, expect, it } from "vitest";
import { describedOperations, type ApiDocument } from "../test/api-description";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

/** What `listRoutes()` (router 2.3, Express 5's router) gives for each registered path. */
interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: unknown;
}
const canList = (router: unknown): router is { listRoutes(): ListedRoute[] } =>
  typeof router === "function" && "listRoutes" in router && typeof router.listRoutes === "function";

/** Every route of the app and of the routers mounted in it, as "GET /api/businesses/{id}" (Express's `:id` as OpenAPI's `{id}`). */
function routesOf(router: unknown, prefix = ""): string[] {
  if (!canList(router)) throw new Error(`The router under "${prefix}" cannot list its routes`);
  return router.listRoutes().flatMap(({ path, methods, router: mounted }) => {
    if (typeof path !== "string") throw new Error(`A route under "${prefix}" is a RegExp, which no description can name`);
    const full = `${prefix}/${path}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
    if (mounted) return routesOf(mounted, full);
    const openapiPath = full.replace(/:(\w+)/g, "{$1}");
    // Express answers HEAD with the GET route; the description names the GET.
    return (methods ?? []).filter((m) => m !== "HEAD" || !methods?.includes("GET")).map((m) => `${m} ${openapiPath}`);
  });
}

describe("GET /api/openapi.json", () => {
  it("when asked without a session, then 200 with a cacheable OpenAPI 3.1 document", async () => {
    const res = await context.request.get("/api/openapi.json").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(res.body).toMatchObject({ openapi: "3.1.0", info: { title: "Main Street API" } });
  });

  it("when the app's routes are listed, then the document describes each API route and no other", async () => {
    const document = (await context.request.get("/api/openapi.json").expect(200)).body as ApiDocument;
    const routes = routesOf(context.app.router).filter((route) => route.split(" ")[1]?.startsWith("/api/"));
    // The listing itself must see the routers mounted inside others (admin's inside /api/admin).
    expect(routes).toContain("POST /api/admin/login");
    expect(routes).toContain("POST /api/admin/suggestions/{id}/accept");
    expect(describedOperations(document).sort()).toEqual([...new Set(routes)].sort());
  });
});
