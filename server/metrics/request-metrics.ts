import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express, Request } from "express";
import type { AppMetrics } from "./app-metrics";

/** Requests no route answered (static files, unknown paths, refusals by middleware) share one label: the labels stay few. */
const noRoute = "(no route)";

/** What Express's router keeps of each route and mounted router (router 2: the path a layer was given is `rawPath`). */
interface Layer {
  route?: { path: unknown };
  handle: unknown;
  rawPath?: unknown;
}

/**
 * Every route of the app with its whole pattern, mount paths first. Read once from Express's routing
 * table, since a request that failed has left its router by the time it is answered, and with it the
 * mount path it had (req.baseUrl).
 */
function routePatterns(stack: Layer[], prefix: string, found: Map<unknown, string>): Map<unknown, string> {
  for (const layer of stack) {
    if (layer.route) found.set(layer.route, joined(prefix, layer.route.path));
    const inner = (layer.handle as { stack?: unknown }).stack;
    if (Array.isArray(inner)) routePatterns(inner as Layer[], joined(prefix, layer.rawPath), found);
  }
  return found;
}

/**
 * A mount path and what lies under it as one path: "/api" and "/businesses/:id", or "" and "/" (a router
 * mounted at the root). A RegExp (the pages' catch-all route) keeps its own text.
 */
const joined = (prefix: string, path: unknown) =>
  typeof path === "string" ? `${prefix}/${path}`.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1") : `${prefix}${String(path)}`;

/**
 * A request's route label: the Express route that answered it, or the public read the front door answered
 * before Express (`frontDoorRoute`), or `noRoute`. Never the URL itself, which any client can vary without end.
 * Call once every route of `app` is in place.
 */
export function routeLabels(app: Express, frontDoorRoute: (url: string) => string | undefined): (req: IncomingMessage) => string {
  const patterns = routePatterns(app.router.stack as unknown as Layer[], "", new Map());
  return (req) => {
    const route: unknown = (req as Partial<Request>).route;
    return (route ? patterns.get(route) : undefined) ?? frontDoorRoute(req.url ?? "") ?? noRoute;
  };
}

/** A front-door step: each answer's time, route and status, once it is sent (or the client left). */
export function requestMetrics(metrics: AppMetrics, routeOf: (req: IncomingMessage) => string): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = performance.now();
    res.once("close", () => metrics.request(req.method, routeOf(req), res.statusCode, (performance.now() - started) / 1000));
  };
}
