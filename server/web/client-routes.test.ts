import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createLogger } from "../http/logger";
import { listenOn, type Listening } from "../test/peer";
import { useTestApp } from "../test/test-app";

// The page shell as the build ships it, without needing a build: the source index.html.
const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(clientDir, "index.html"));
const siteUrl = "https://dir.example";
const context = useTestApp({ SITE_URL: siteUrl }, { clientDir });

/** Every log line of warning level or worse the app wrote. */
let warnings = "";
let server: Listening;
beforeAll(async () => {
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      warnings += chunk.toString();
      done();
    },
  });
  const app = createApp({ db: context.database.db, config: loadConfig({ NODE_ENV: "test", SITE_URL: siteUrl }), clientDir, logger: createLogger("warn", log) });
  // A raw socket: supertest would resolve "//x" as a URL before sending it.
  server = await listenOn(app, "127.0.0.1");
});
afterAll(async () => {
  await server?.close();
});

const get = (target: string) => server.send({ from: "127.0.0.1", method: "GET", path: target });

describe("paths that start with two slashes", () => {
  it.each([
    ["//", "/"],
    ["///", "/"],
    ["//@", "/@"],
    ["//evil.com", "/evil.com"],
    ["//evil.com/city/x?page=2", "/evil.com/city/x?page=2"],
    ["/\\evil.com", "/evil.com"],
    ["//\\/evil.com", "/evil.com"],
  ])("when %s is requested, then it answers 301 to %s on this site and logs no error", async (target, location) => {
    const before = warnings;
    const res = await get(target);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
    expect(new URL(location, siteUrl).origin).toBe(siteUrl);
    expect(warnings).toBe(before);
  });

  it("when the redirect is followed, then the page it leads to is answered as any other path", async () => {
    const res = await get(String((await get("//")).headers.location));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/html/);
  });
});
