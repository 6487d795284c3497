import { createHash, timingSafeEqual } from "node:crypto";
import { Router } from "express";
import type { Registry } from "prom-client";
import { HttpError } from "../http/errors";

/** Digests of equal length, so the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash("sha256").update(text).digest();

/** /metrics in Prometheus's text format, for a scraper that sends the token as a bearer token. */
export function metricsRoutes(registry: Registry, token: string): Router {
  const router = Router();
  const expected = digest(token);
  router.get("/metrics", async (req, res) => {
    res.set("Cache-Control", "no-store");
    const given = /^Bearer +(\S+)$/i.exec(req.get("authorization") ?? "")?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.set("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new HttpError(401, "Send the metrics token: Authorization: Bearer <METRICS_TOKEN>");
    }
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}
