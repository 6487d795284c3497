import type { RequestHandler } from "express";
import { HttpError } from "../http/errors";

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.isAuthenticated()) return next();
  next(new HttpError(401, "Authentication required"));
};

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return "invalid";
  }
}

/**
 * Refuses state-changing requests that a browser sent from another site: the
 * Origin (or, without it, the Referer) must be this server, SITE_URL or, in
 * development, the Vite dev server that proxies to it.
 * Requests with neither header come from non-browser clients and carry no
 * ambient cookies of a victim, so they pass.
 */
export function sameOriginOnly(trusted: string[]): RequestHandler {
  const trustedOrigins = new Set(trusted.map((url) => new URL(url).origin));
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) return next();
    const origin = originOf(req.get("origin")) ?? originOf(req.get("referer"));
    if (origin === undefined) return next();
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    if (trustedOrigins.has(origin) || origin === ownOrigin) return next();
    next(new HttpError(403, "Cross-origin request refused"));
  };
}
