import { Writable } from "node:stream";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/database";
import { sameOriginClient, testAdmin } from "../test/admin-agent";
import { createTestDatabase } from "../test/test-database";
import { createLogger } from "./logger";

const sessionSecret = "s3cret-session-key-that-is-at-least-32-chars";

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/** Everything the app logs, at the most verbose level, kept in memory. */
class LogCapture extends Writable {
  text = "";
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
  lines(): LogLine[] {
    return this.text
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  }
}

let database: Database;
const capture = new LogCapture();
let request: ReturnType<typeof supertest>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", SITE_URL: "http://directory.test", SESSION_SECRET: sessionSecret, ...testAdmin });
  app = createApp({ db: database.db, config, logger: createLogger("trace", capture) });
  request = supertest(app);
});
afterAll(async () => {
  await database?.close();
});

describe("structured request logs", () => {
  it("when the same answer is sent again from memory, then that request is logged too, with its own id", async () => {
    const path = "/api/countries?logged=twice";
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push(String((await request.get(path).expect(200)).headers["x-request-id"]));
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) {
      expect(capture.lines().find((l) => l.requestId === id)).toMatchObject({ req: { method: "GET", url: path }, res: { statusCode: 200 } });
    }
  });

  it("when requests are served, then each is one JSON line with its request id, which the response also carries", async () => {
    const res = await request.get("/api/statistics").expect(200);
    const id = res.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = capture.lines().find((l) => l.requestId === id);
    expect(line).toMatchObject({ level: 30, req: { method: "GET", url: "/api/statistics" }, res: { statusCode: 200 } });
  });

  it("when a proxy sends a plain X-Request-Id, then it is kept; a hostile one is replaced", async () => {
    const kept = await request.get("/healthz").set("X-Request-Id", "lb-1234.abc").expect(200);
    expect(kept.headers["x-request-id"]).toBe("lb-1234.abc");
    expect(capture.lines().some((l) => l.requestId === "lb-1234.abc")).toBe(true);
    const replaced = await request.get("/healthz").set("X-Request-Id", "<script>alert(1)</script>".padEnd(100, "y")).expect(200);
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("when any request is logged, then every line it produced names its request id", async () => {
    await request.get("/api/no-such-route").expect(404);
    await request.get("/api/businesses?limit=abc").expect(400);
    const requestLines = capture.lines().filter((l) => l.req);
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    for (const line of requestLines) expect(line.requestId, JSON.stringify(line)).toBeTruthy();
  });
});

describe("secrets stay out of logs and responses", () => {
  it("when the operator signs in, works and signs out, and someone fails to sign in, then neither password, session secret nor session id is in any log line or response", async () => {
    const responses: string[] = [];
    const keep = (res: supertest.Response) => {
      responses.push(JSON.stringify({ headers: res.headers, body: res.body, text: res.text }));
      return res;
    };
    const agent = sameOriginClient(supertest.agent(app));
    keep(await agent.post("/api/admin/login").send({ username: testAdmin.ADMIN_USERNAME, password: "wrong-password-xyz-987" }).expect(401));
    const login = keep(await agent.post("/api/admin/login").send({ username: testAdmin.ADMIN_USERNAME, password: testAdmin.ADMIN_PASSWORD }).expect(200));
    const cookie = String(login.headers["set-cookie"]?.[0] ?? "");
    const sessionId = decodeURIComponent(cookie.split(";")[0]?.split("=")[1] ?? "");
    expect(sessionId.length).toBeGreaterThan(20);
    keep(await agent.get("/api/admin/activity").expect(200));
    keep(await agent.get("/api/admin/sitemap-stats").expect(200));
    keep(await agent.post("/api/admin/logout").expect(200));
    keep(await request.get("/api/site").expect(200));

    const logs = capture.text;
    expect(logs).toContain("/api/admin/login");
    const answered = responses.join("\n");
    for (const secret of [testAdmin.ADMIN_PASSWORD, "wrong-password-xyz-987", sessionSecret]) {
      expect(logs).not.toContain(secret);
      expect(answered).not.toContain(secret);
    }
    // The signed cookie value holds the session id; it is a credential while the session lives.
    expect(logs).not.toContain(sessionId.replace(/^s:/, "").split(".")[0]);
  });
});
