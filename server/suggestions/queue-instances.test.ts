import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { suggestionPage } from "../../shared/suggestions";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { loginAgent, testAdmin } from "../test/admin-agent";
import type { Agent } from "../test/admin-import";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { insertSuggestion } from "../test/suggestions";
import { testOrigin, useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);
/** A second instance on the same database, with caches of its own, as behind a load balancer. */
let other: { app: ReturnType<typeof createApp> };

beforeAll(() => {
  const config = loadConfig({ NODE_ENV: "test", SITE_URL: testOrigin, ...testAdmin });
  other = { app: createApp({ db: context.database.db, config }) };
});

const openIds = async (agent: Agent) => suggestionPage.parse((await agent.get("/api/admin/suggestions?limit=100").expect(200)).body).items.map((i) => i.id);

describe("the operator's queue on two instances", () => {
  it("when an item is accepted on one instance, then it leaves the other's queue within 1 s and the other cannot decide it again", async () => {
    const [shop] = await insertBusinesses(context, [{ name: `Shared Queue ${uniqueToken()}` }]);
    if (!shop) throw new Error("no business");
    const item = await insertSuggestion(context, { businessId: shop.id, changes: { phone: "(217) 555-0150" } });
    const [here, there] = await Promise.all([loginAgent(context), loginAgent(other)]);
    expect(await openIds(there)).toContain(item.id);
    const { openCount } = suggestionPage.parse((await there.get("/api/admin/suggestions").expect(200)).body);

    await here.post(`/api/admin/suggestions/${item.id}/accept`).expect(200);
    const deadline = Date.now() + 1000;
    let ids = await openIds(there);
    while (ids.includes(item.id) && Date.now() < deadline) ids = await openIds(there);
    expect(ids).not.toContain(item.id);
    expect(suggestionPage.parse((await there.get("/api/admin/suggestions").expect(200)).body).openCount).toBe(openCount - 1);
    expect((await there.post(`/api/admin/suggestions/${item.id}/reject`).expect(409)).body.message).toBe("This item was already accepted");
    expect((await supertest(other.app).get(`/api/businesses/${shop.id}`).expect(200)).body.phone).toBe("(217) 555-0150");
  });
});
