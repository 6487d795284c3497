import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { acceptedEncoding } from "./encodings";

/** Smaller bodies are sent as they are, as the compression middleware does below its threshold. */
const gzipThreshold = 1024;

/**
 * An answer made once and sent many times: its JSON bytes, a weak ETag, and its
 * gzip, made the first time a client asks for it and kept. Browsers and crawlers
 * all accept gzip, and compressing the same popular page again for every one of
 * them halved the rate the server could answer it.
 */
export class ReadyJson {
  readonly bytes: Buffer;
  readonly etag: string;
  private gzipped: Buffer | undefined;

  constructor(value: unknown) {
    this.bytes = ownBytes(JSON.stringify(value));
    this.etag = `W/"${createHash("sha1").update(this.bytes).digest("base64url")}"`;
  }

  /** The gzipped bytes, or undefined when the body is too small to gain from it. */
  get gzip(): Buffer | undefined {
    if (this.bytes.length < gzipThreshold) return undefined;
    return (this.gzipped ??= ownBytes(gzipSync(this.bytes)));
  }
}

/**
 * Bytes in memory of their own, exactly as long as they are. `Buffer.from` puts
 * small strings in slices of a shared 8 KB pool, and gzip returns a slice of its
 * 16 KB output chunk: kept in a cache, each slice would hold the whole block.
 */
function ownBytes(source: string | Buffer): Buffer {
  const bytes = Buffer.allocUnsafeSlow(typeof source === "string" ? Buffer.byteLength(source) : source.length);
  if (typeof source === "string") bytes.write(source);
  else source.copy(bytes);
  return bytes;
}

/**
 * Sends a ready answer, gzipped when the client accepts it; these routes sit
 * before the compression middleware. A client holding the same ETag gets 304
 * from Express.
 */
export function sendReadyJson(req: Request, res: Response, body: ReadyJson): void {
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("ETag", body.etag);
  res.setHeader("Vary", "Accept-Encoding");
  const gzip = acceptedEncoding(req, ["gzip"]) ? body.gzip : undefined;
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.send(gzip ?? body.bytes);
}
