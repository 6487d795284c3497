import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { acceptedEncoding } from "../http/encodings";

const suffixes = { br: ".br", gzip: ".gz" } as const;

/**
 * Serves the brotli or gzip copy the build wrote beside a hashed asset
 * (vite.config.ts), by what the client accepts: compressed once, at the highest
 * level, instead of on every request. Anything else falls through to the plain
 * file. The folder is read once, since a build's assets never change.
 */
export function precompressedAssets(assetsDir: string, maxAge: string): RequestHandler {
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(name)) return next();
    const encoding = acceptedEncoding(
      req,
      (["br", "gzip"] as const).filter((coding) => files.has(name + suffixes[coding])),
    );
    res.vary("Accept-Encoding");
    if (!encoding) return next();
    res.type(path.extname(name)).setHeader("Content-Encoding", encoding);
    res.sendFile(name + suffixes[encoding], { root: assetsDir, immutable: true, maxAge }, (error) => error && next(error));
  };
}
