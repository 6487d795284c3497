import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { solvedAltcha } from "../test/altcha-solver";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { listenOn, type Listening } from "../test/peer";
import { testOrigin, useTestApp } from "../test/test-app";

const sessionSecret = "a-shared-session-secret-of-32-characters";
const context = useTestApp({ SESSION_SECRET: sessionSecret });

/** Two instances on one database, as behind a load balancer, each on its own socket so the test picks the client's address. */
let instances: Listening[] = [];
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: "test", SITE_URL: testOrigin, SESSION_SECRET: sessionSecret });
  instances = await Promise.all([0, 1].map(() => listenOn(createApp({ db: context.database.db, config }), "127.0.0.1")));
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
});

async function send(instance: Listening, from: string, path: string, body: Record<string, unknown>) {
  const altcha = await solvedAltcha(context.request);
  return instance.send({ from, method: "POST", path, headers: { Origin: testOrigin }, body: JSON.stringify({ ...body, altcha }) });
}

describe("suggestions per client and hour", () => {
  it("when one address sends a 6th suggestion or submission within the hour, on either instance, then 429 with Retry-After; another address still may", async () => {
    const [business] = await insertBusinesses(context, [{}]);
    if (!business) throw new Error("insert returned no row");
    const suggestion = (n: number) => ({ report: "edit", changes: { phone: `+1 217-555-01${10 + n}` } });
    const submission = {
      name: `Limit Shop ${uniqueToken()}`,
      category: "Bakery",
      address: "1 Elm St",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
      email: "owner@shop.test",
    };
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) {
      statuses.push((await send(instances[n % 2] as Listening, "127.0.0.9", `/api/businesses/${business.id}/suggestions`, suggestion(n))).status);
    }
    statuses.push((await send(instances[0] as Listening, "127.0.0.9", "/api/submissions", submission)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);

    const refused = await send(instances[1] as Listening, "127.0.0.9", `/api/businesses/${business.id}/suggestions`, suggestion(9));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect(JSON.parse(refused.text)).toEqual({ message: expect.stringMatching(/Too many suggestions/) });
    expect((await send(instances[0] as Listening, "127.0.0.9", "/api/submissions", submission)).status).toBe(429);

    expect((await send(instances[0] as Listening, "127.0.0.10", `/api/businesses/${business.id}/suggestions`, suggestion(9))).status).toBe(202);
  });
});
