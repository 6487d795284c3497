import session, { type SessionData } from "express-session";
import { sql } from "drizzle-orm";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { useTestApp } from "../test/test-app";
import { LazyTouchStore, touchEveryMs } from "./lazy-touch-store";

const context = useTestApp(testAdmin);

const storedExpiries = async () =>
  (await context.database.db.execute<{ expire: string }>(sql`SELECT expire::text AS expire FROM session ORDER BY expire`)).rows.map((row) => row.expire);

describe("a signed-in operator's session over HTTP", () => {
  it("when the operator asks again within a minute, then the session table keeps the expiry written at sign-in, and the cookie still rolls", async () => {
    const agent = await loginAgent(context);
    const atSignIn = await storedExpiries();
    expect(atSignIn).toHaveLength(1);
    // The expiry is stored in whole seconds: a write a second later would store a later one. Only the clock is moved.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1100 });
    onTestFinished(() => void vi.useRealTimers());
    for (let i = 0; i < 3; i++) {
      const res = await agent.get("/api/admin/imports").expect(200);
      expect(String(res.headers["set-cookie"])).toMatch(/mainstreet\.sid=.*Expires=/);
    }
    expect(await storedExpiries()).toEqual(atSignIn);
  });
});

/** A table that records what is written to it. */
class RecordingTable extends session.Store {
  readonly touched: string[] = [];
  override get(_sid: string, callback: (error: unknown, session?: SessionData | null) => void) {
    callback(null, null);
  }
  override set(_sid: string, _data: SessionData, callback?: (error?: unknown) => void) {
    callback?.();
  }
  override destroy(_sid: string, callback?: (error?: unknown) => void) {
    callback?.();
  }
  override touch(sid: string, _data: SessionData, callback?: () => void) {
    this.touched.push(sid);
    callback?.();
  }
}

describe("LazyTouchStore", () => {
  const data = { cookie: { originalMaxAge: 1000, expires: new Date() } } as SessionData;

  it("when a session is touched again and again, then its expiry is written once a minute, and every touch answers at once", () => {
    let now = 0;
    const table = new RecordingTable();
    const store = new LazyTouchStore(table, () => now);
    let answered = 0;
    store.set("a", data);
    for (now = 0; now < touchEveryMs * 3; now += 200) store.touch("a", data, () => answered++);
    expect(answered).toBe((touchEveryMs * 3) / 200);
    expect(table.touched).toEqual(["a", "a"]);
  });

  it("when a session this process has not written, or has signed out, is touched, then its expiry is written at once", () => {
    const now = 0;
    const table = new RecordingTable();
    const store = new LazyTouchStore(table, () => now);
    store.set("a", data);
    store.destroy("a");
    store.touch("a", data);
    store.touch("b", data);
    store.touch("b", data);
    expect(table.touched).toEqual(["a", "b"]);
  });
});
