import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";

// A built client as the build leaves it: a hashed script with its .br and .gz copies, and one without.
const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(clientDir, "index.html"));
mkdirSync(path.join(clientDir, "assets"));
const script = Buffer.from(`export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`);
writeFileSync(path.join(clientDir, "assets", "app-h4sh.js"), script);
writeFileSync(path.join(clientDir, "assets", "app-h4sh.js.br"), brotliCompressSync(script));
writeFileSync(path.join(clientDir, "assets", "app-h4sh.js.gz"), gzipSync(script));
writeFileSync(path.join(clientDir, "assets", "plain-h4sh.css"), "body{color:red}\n");

const context = useTestApp({}, { clientDir });

/** The script's body as bytes (supertest decodes the content coding, and fails on bytes that are not in it). */
function fetchScript(encoding: string) {
  return context.request
    .get("/assets/app-h4sh.js")
    .set("Accept-Encoding", encoding)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
}

describe("built assets sent precompressed", () => {
  it("when a browser accepts brotli, then it gets the brotli copy with the script's type and a year's immutable caching", async () => {
    const res = await fetchScript("gzip, deflate, br, zstd").expect(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(res.headers.vary)).toContain("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(brotliCompressSync(script).length);
    expect((res.body as Buffer).equals(script)).toBe(true);
  });

  it("when a client accepts gzip but refuses brotli, then it gets the gzip copy", async () => {
    const res = await fetchScript("br;q=0, gzip").expect(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(Number(res.headers["content-length"])).toBe(gzipSync(script).length);
    expect((res.body as Buffer).equals(script)).toBe(true);
  });

  it("when a client accepts no compression, then it gets the file as built", async () => {
    const res = await fetchScript("identity").expect(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(Number(res.headers["content-length"])).toBe(script.length);
    expect((res.body as Buffer).equals(script)).toBe(true);
    expect(String(res.headers.vary)).toContain("Accept-Encoding");
  });

  it("when an asset has no compressed copy, does not exist or is outside the folder, then the plain file, 404 or 403 answers", async () => {
    const css = await context.request.get("/assets/plain-h4sh.css").set("Accept-Encoding", "br").expect(200);
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.text).toBe("body{color:red}\n");
    await context.request.get("/assets/missing-h4sh.js").set("Accept-Encoding", "br").expect(404);
    await context.request.get("/assets/..%2Findex.html").set("Accept-Encoding", "br").expect(403);
  });
});
