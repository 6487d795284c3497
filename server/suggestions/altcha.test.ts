import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import supertest from "supertest";
import { errorResponse } from "../../shared/api";
import { altchaSpent } from "../../shared/schema";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { solvedAltcha } from "../test/altcha-solver";
import { insertBusinesses } from "../test/businesses";
import { testOrigin, useTestApp } from "../test/test-app";

const secret = "a-test-session-secret-of-32-characters-or-more";
const context = useTestApp({ SESSION_SECRET: secret }, { suggestionsPerHour: 1000 });

/** Another instance on the same database, with the same or another SESSION_SECRET. */
const peer = (sessionSecret: string) =>
  supertest(createApp({ db: context.database.db, config: loadConfig({ NODE_ENV: "test", SITE_URL: testOrigin, SESSION_SECRET: sessionSecret }) }));

async function businessId() {
  const [row] = await insertBusinesses(context, [{}]);
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

const report = (request: ReturnType<typeof supertest>, id: number, altcha: unknown) =>
  request.post(`/api/businesses/${id}/suggestions`).set("Origin", testOrigin).send({ report: "permanently-closed", altcha });

const altchaErrors = (body: unknown) => errorResponse.parse(body).errors?.altcha;

afterEach(() => {
  vi.useRealTimers();
});

describe("the ALTCHA proof of work", () => {
  it("when a challenge is asked for, then it is signed PBKDF2 work with an expiry, never cached", async () => {
    const res = await context.request.get("/api/altcha/challenge").expect(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatchObject({
      parameters: { algorithm: "PBKDF2/SHA-256", cost: 5000, keySignature: expect.any(String) },
      signature: expect.any(String),
    });
    expect(res.body.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it("when the solution is missing, not base64 JSON, or not the challenge's answer, then 400 naming altcha", async () => {
    const id = await businessId();
    const solved = JSON.parse(Buffer.from(await solvedAltcha(context.request), "base64").toString()) as { solution: { derivedKey: string } };
    const otherKey = solved.solution.derivedKey.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    const wrongAnswer = Buffer.from(JSON.stringify({ ...solved, solution: { ...solved.solution, derivedKey: otherKey } })).toString("base64");
    for (const altcha of [undefined, "", "not a payload", Buffer.from("[]").toString("base64"), wrongAnswer]) {
      const res = await report(context.request, id, altcha).expect(400);
      expect(Object.keys(errorResponse.parse(res.body).errors ?? {}), String(altcha)).toEqual(["altcha"]);
    }
  });

  it("when a solution is sent again, on this instance or another, then 400 naming altcha", async () => {
    const id = await businessId();
    const altcha = await solvedAltcha(context.request);
    await report(context.request, id, altcha).expect(202);
    expect(altchaErrors((await report(context.request, id, altcha).expect(400)).body)).toEqual([expect.stringMatching(/used already/)]);
    expect(altchaErrors((await report(peer(secret), id, altcha).expect(400)).body)).toEqual([expect.stringMatching(/used already/)]);
  });

  it("when solutions for one challenge arrive at once, then exactly one is taken", async () => {
    const id = await businessId();
    const altcha = await solvedAltcha(context.request);
    const answers = await Promise.all(Array.from({ length: 8 }, () => report(context.request, id, altcha)));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 400, 400, 400, 400, 400, 400, 400]);
  });

  it("when another instance shares the secret, then its challenges are accepted here; under another secret they are not", async () => {
    const id = await businessId();
    await report(context.request, id, await solvedAltcha(peer(secret))).expect(202);
    const res = await report(context.request, id, await solvedAltcha(peer(`${secret}-other`))).expect(400);
    expect(altchaErrors(res.body)).toEqual([expect.stringMatching(/not a solved check/)]);
  });

  it("when the challenge is older than 10 minutes, then 400 naming altcha, and spent challenges past their expiry are forgotten", async () => {
    const id = await businessId();
    await context.database.db.insert(altchaSpent).values({ signature: "long-gone", expiresAt: new Date(Date.now() - 1000) });
    const altcha = await solvedAltcha(context.request);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    expect(altchaErrors((await report(context.request, id, altcha).expect(400)).body)).toEqual([expect.stringMatching(/expired/)]);
    vi.useRealTimers();
    await report(context.request, id, await solvedAltcha(context.request)).expect(202);
    const left = await context.database.db
      .select()
      .from(altchaSpent)
      .where(sql`${altchaSpent.signature} = 'long-gone'`);
    expect(left).toEqual([]);
  });
});
