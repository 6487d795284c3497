import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import fresh from "fresh";
import { acceptedEncoding } from "./encodings";

/** Smaller bodies are sent as they are, as the compression middleware does below its threshold. */
const gzipThreshold = 1024;

/**
 * A ready answer: an API answer made once and sent from memory many times. It
 * holds its JSON bytes, a weak ETag, any headers of its own (a page's total
 * count), and its gzip, made the first time a client asks for it and kept:
 * browsers and crawlers all accept gzip, and compressing a popular page again for
 * each of them cost much of the rate it could be served at (decision 000).
 */
export class ReadyAnswer {
  readonly bytes: Buffer;
  readonly etag: string;
  private gzipped: Buffer | undefined;

  constructor(
    value: unknown,
    readonly headers: readonly (readonly [string, string])[] = [],
  ) {
    this.bytes = ownBytes(JSON.stringify(value));
    this.etag = `W/"${createHash("sha1").update(this.bytes).digest("base64url")}"`;
  }

  /** The gzipped bytes, or undefined when the body is too small to gain from it. */
  get gzip(): Buffer | undefined {
    if (this.bytes.length < gzipThreshold) return undefined;
    return (this.gzipped ??= ownBytes(gzipSync(this.bytes)));
  }
}

/** The ready answer to a public API URL: held in memory, made at once (a promise), or undefined where the API would answer an error. */
export type ReadyAnswerByUrl = (url: string) => ReadyAnswer | Promise<ReadyAnswer | undefined> | undefined;

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
 * Sends a ready answer with status 200, gzipped when the client accepts it, or
 * 304 with no body to a client already holding it (by ETag, as Express judges
 * it); a HEAD request gets the headers alone. Plain node:http, so an answer from
 * memory can be sent before Express is entered (front-door.ts) exactly as a
 * route sends it.
 */
export function sendReadyAnswer(req: IncomingMessage, res: ServerResponse, body: ReadyAnswer): void {
  res.setHeader("ETag", body.etag);
  res.setHeader("Vary", "Accept-Encoding");
  for (const [name, value] of body.headers) res.setHeader(name, value);
  if (fresh(req.headers, { etag: body.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  const gzip = acceptedEncoding(req, ["gzip"]) ? body.gzip : undefined;
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  const bytes = gzip ?? body.bytes;
  res.statusCode = 200;
  res.setHeader("Content-Length", bytes.length);
  if (req.method === "HEAD") res.end();
  else res.end(bytes);
}
