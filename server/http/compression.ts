import compression from "compression";
import type { RequestHandler } from "express";

/**
 * gzip or deflate for clients that ask for it. A request without Accept-Encoding
 * (crawlers' and tools' plain fetches, load balancers' probes) skips the
 * middleware, which otherwise wraps every response's write and end to decide
 * not to compress. Vary is still sent, so a cache in between keeps the plain and
 * the compressed answers apart.
 */
export function compressionWhenAccepted(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers["accept-encoding"]) return compress(req, res, next);
    res.vary("Accept-Encoding");
    next();
  };
}
