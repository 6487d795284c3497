import type { RequestHandler } from "express";
import type { Config } from "../config";
import { HttpError } from "./errors";

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
 * Origin (or, without it, the Referer) must be this server, SITE_URL or
 * DEV_SERVER_ORIGIN (the Vite dev server that proxies to it under `npm run dev`).
 * A request with neither is refused too: browsers send an Origin with every
 * POST, PUT, PATCH and DELETE, so only other clients omit it, and they can send one.
 */
export function sameOriginOnly(config: Pick<Config, "siteUrl" | "devServerOrigin">): RequestHandler {
  const trusted = config.devServerOrigin ? [config.siteUrl, config.devServerOrigin] : [config.siteUrl];
  const trustedOrigins = new Set(trusted.map((url) => new URL(url).origin));
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) return next();
    const origin = originOf(req.get("origin")) ?? originOf(req.get("referer"));
    if (origin === undefined) return next(new HttpError(403, "Origin header required: send the site's own origin with changes"));
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    if (trustedOrigins.has(origin) || origin === ownOrigin) return next();
    next(new HttpError(403, "Cross-origin request refused"));
  };
}
