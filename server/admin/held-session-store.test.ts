import session, { type SessionData } from "express-session";
import { describe, expect, it } from "vitest";
import { HeldSessionStore, type HeldSessionOptions, type Recheck } from "./held-session-store";

type GetCallback = (error: unknown, session?: SessionData | null) => void;

/** A session table whose reads are counted and answered only when the test says so. */
class SlowTable extends session.Store {
  readonly rows = new Map<string, SessionData>();
  reads = 0;
  private waiting: (() => void)[] = [];
  override get(sid: string, callback: GetCallback) {
    this.reads += 1;
    this.waiting.push(() => callback(null, this.rows.get(sid) ?? null));
  }
  override set(sid: string, data: SessionData, callback?: (error?: unknown) => void) {
    this.rows.set(sid, data);
    callback?.();
  }
  override destroy(sid: string, callback?: (error?: unknown) => void) {
    this.rows.delete(sid);
    callback?.();
  }
  /** Answers every read asked so far. */
  answer() {
    const waiting = this.waiting;
    this.waiting = [];
    for (const reply of waiting) reply();
  }
}

const recheck: Recheck = { afterMs: 1000, trustForMs: 5000 };
const hour = 3600_000;
const sessionData = (expires: number, user = "admin") =>
  ({ cookie: { originalMaxAge: hour, expires: new Date(expires) }, passport: { user } }) as unknown as SessionData;

type Answer = { at: "memory" | "table"; session: SessionData | null | undefined };

/** What `get` answers, and whether it answered at once (from memory) or only once the table did. */
function ask(store: HeldSessionStore, table: SlowTable, sid: string): Answer {
  const answers: Answer[] = [];
  store.get(sid, (_error, session) => answers.push({ at: "memory", session }));
  if (answers.length === 0) {
    table.answer();
    answers.forEach((answer) => (answer.at = "table"));
  }
  const [answer] = answers;
  if (!answer) throw new Error("the store never answered");
  return answer;
}

/** A store whose clock the test sets, holding session "a" read once from the table (`first`: that answer). */
function holdingA(options: HeldSessionOptions = { recheck }, user = "admin") {
  const clock = { now: 0 };
  const table = new SlowTable();
  const store = new HeldSessionStore(table, options, () => clock.now);
  table.rows.set("a", sessionData(hour, user));
  const first = ask(store, table, "a");
  return { clock, table, store, first };
}

describe("HeldSessionStore", () => {
  it("when a session is asked for again and again within a second of its read, then it is answered from memory without reading the table", () => {
    const { clock, table, store, first } = holdingA();
    expect(first.at).toBe("table");
    for (clock.now = 100; clock.now < 1000; clock.now += 200)
      expect(ask(store, table, "a")).toMatchObject({ at: "memory", session: { passport: { user: "admin" } } });
    expect(table.reads).toBe(1);
  });

  it("when the operator signed out on another instance, then the next answer comes from memory and the one after it refuses the session", () => {
    const { clock, table, store } = holdingA();
    table.rows.delete("a");
    clock.now = 1200;
    // Answered from memory while the table is read again in the background.
    expect(ask(store, table, "a").at).toBe("memory");
    expect(table.reads).toBe(2);
    table.answer();
    expect(ask(store, table, "a")).toEqual({ at: "table", session: null });
  });

  it("when a held session has not been read for five seconds, then the answer waits for the table", () => {
    const { clock, table, store } = holdingA();
    table.rows.delete("a");
    clock.now = 5000;
    expect(ask(store, table, "a")).toEqual({ at: "table", session: null });
  });

  it("when the table is read again while the session is written here, then what was written wins over what was read", () => {
    const { clock, table, store } = holdingA({ recheck }, "old");
    clock.now = 1500;
    ask(store, table, "a");
    store.set("a", sessionData(hour, "new"));
    table.rows.set("a", sessionData(hour, "old"));
    table.answer();
    expect(ask(store, table, "a")).toMatchObject({ at: "memory", session: { passport: { user: "new" } } });
  });

  it("when a session is signed out here, then it is refused at once", () => {
    const table = new SlowTable();
    const store = new HeldSessionStore(table, { recheck }, () => 0);
    store.set("a", sessionData(hour));
    store.destroy("a");
    expect(ask(store, table, "a")).toEqual({ at: "table", session: null });
  });

  it("when one process serves (no recheck), then a held session is answered from memory until it expires", () => {
    const { clock, table, store } = holdingA({});
    clock.now = hour - 1;
    expect(ask(store, table, "a").at).toBe("memory");
    clock.now = hour;
    expect(ask(store, table, "a").at).toBe("table");
  });

  it("when the operator signs out, then the answer waits until the sign-out is announced to other instances", async () => {
    const table = new SlowTable();
    const announced: string[] = [];
    let announce: () => void = () => {};
    const store = new HeldSessionStore(table, {
      recheck,
      announceSignOut: async (sid) => void (await new Promise<void>((resolve) => (announce = resolve)), announced.push(sid)),
    });
    store.set("a", sessionData(hour));
    let answered = false;
    store.destroy("a", () => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    announce();
    await new Promise((resolve) => setImmediate(resolve));
    expect({ answered, announced }).toEqual({ answered: true, announced: ["a"] });
  });

  it("when another instance announces a sign-out, then the held session is refused at once; when announcements may have been missed, every held session is read again", () => {
    const table = new SlowTable();
    const store = new HeldSessionStore(table, { recheck }, () => 0);
    store.set("a", sessionData(hour));
    store.set("b", sessionData(hour));
    store.forget("a");
    expect(ask(store, table, "a").at).toBe("table");
    expect(ask(store, table, "b").at).toBe("memory");
    store.forget("");
    expect(ask(store, table, "b").at).toBe("table");
  });
});
