import { stat } from "node:fs/promises";
import type { RequestHandler } from "express";

/**
 * A day: the operator may replace the archive under the same URL, so it is not immutable. no-transform
 * keeps proxies from compressing it: range offsets count the archive's own bytes.
 */
const cacheControl = "public, max-age=86400, no-transform";

/**
 * The PMTiles archive with HTTP range requests, by Express's sendFile (the `send` package): 206 with
 * Content-Range for one range, 416 (with `Content-Range: bytes *\/size`) for one past the end, 200 with
 * the whole file without Range or for several ranges, 304 for If-None-Match, If-Range by ETag or date.
 * The ETag is strong, from size and modification time, as the pmtiles reader ignores weak ones (send's
 * own) and then cannot tell that the archive was replaced between two of its reads.
 */
export function tilesArchive(file: string): RequestHandler {
  return (req, res, next) => {
    stat(file).then((stats) => {
      res.set({ ETag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`, "Cache-Control": cacheControl });
      res.type("application/octet-stream");
      res.sendFile(file, { etag: false, cacheControl: false, acceptRanges: true }, (error?: Error & { code?: string; syscall?: string }) => {
        // A visitor who leaves mid-download is no error of ours (Express's own sendFile ignores these too).
        if (!error || error.code === "ECONNABORTED" || error.syscall === "write") return;
        // 416 and 412 go to the error handler with the headers send set; no cache keeps such an answer.
        if (!res.headersSent) res.set("Cache-Control", "no-store");
        next(error);
      });
    }, next);
  };
}
