import { describe, expect, it } from "vitest";
import { adminEvents } from "../../shared/admin-api";
import { business } from "../../shared/api";
import { suggestionDecision, suggestionPage } from "../../shared/suggestions";
import { loginAgent, sameOriginClient, testAdmin } from "../test/admin-agent";
import type { Agent } from "../test/admin-import";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { insertSuggestion, insertSuggestions } from "../test/suggestions";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

const page = async (agent: Agent, query: string) => suggestionPage.parse((await agent.get(`/api/admin/suggestions?${query}`).expect(200)).body);

describe("the operator's queue: list and reject", () => {
  it("when no operator is signed in, then the queue answers 401, and a decision from another site 403", async () => {
    const item = await insertSuggestion(context, { changes: { phone: "(217) 555-0100" } });
    await context.request.get("/api/admin/suggestions").expect(401);
    await sameOriginClient(context.request).post(`/api/admin/suggestions/${item.id}/accept`).expect(401);
    await sameOriginClient(context.request).post(`/api/admin/suggestions/${item.id}/reject`).expect(401);
    const agent = await loginAgent(context);
    await agent.post(`/api/admin/suggestions/${item.id}/reject`).set("Origin", "https://evil.example").expect(403);
    await agent.post(`/api/admin/suggestions/${item.id}/accept`).set("Origin", "https://evil.example").expect(403);
    expect((await page(agent, "limit=100")).items.find((i) => i.id === item.id)?.status).toBe("open");
  });

  it("when the query is not one the queue reads, then it answers 400 naming the parameter; an unknown item 404", async () => {
    const agent = await loginAgent(context);
    for (const [query, field] of [
      ["status=closed", "status"],
      ["kind=spam", "kind"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["offset=-1", "offset"],
      ["offset=10001", "offset"],
    ] as const) {
      const res = await agent.get(`/api/admin/suggestions?${query}`).expect(400);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
    await agent.post("/api/admin/suggestions/999999999/accept").expect(404);
    await agent.post("/api/admin/suggestions/999999999/reject").expect(404);
    await agent.post("/api/admin/suggestions/x1/reject").expect(400);
  });

  it("when items are open, then they are listed newest first, by kind on request, each with the business's values beside the suggested ones", async () => {
    const agent = await loginAgent(context);
    const t = uniqueToken();
    const [shop] = await insertBusinesses(context, [{ name: `Queue Shop ${t}`, phone: "(217) 555-0000", website: null, openingHours: { Monday: "9AM-5PM" } }]);
    if (!shop) throw new Error("no business");
    const before = await page(agent, "");
    const [edit, closed, moved, submission] = await insertSuggestions(context, [
      { businessId: shop.id, changes: { phone: "(217) 555-0199", openingHours: { Monday: "8AM-6PM" } }, reports: 3, notes: ["New number since May"] },
      { kind: "closed", businessId: shop.id, changes: { businessStatus: "CLOSED_PERMANENTLY" } },
      { kind: "moved", businessId: shop.id, changes: {} },
      { kind: "submission", changes: { name: `Owner Cafe ${t}`, category: "Cafe" }, contactEmail: `owner-${t}@example.com` },
    ]);
    const all = await page(agent, "limit=4");
    expect(all.items.map((i) => i.id)).toEqual([submission?.id, moved?.id, closed?.id, edit?.id]);
    expect(all.totalCount).toBe(before.totalCount + 4);
    expect(all.openCount).toBe(all.totalCount);
    expect(all.items[3]).toMatchObject({
      kind: "edit",
      status: "open",
      business: { id: shop.id, name: shop.name, slug: shop.slug },
      changes: { phone: "(217) 555-0199", openingHours: { Monday: "8AM-6PM" } },
      current: { phone: "(217) 555-0000", openingHours: { Monday: "9AM-5PM" } },
      reports: 3,
      notes: ["New number since May"],
      contactEmail: null,
      decidedAt: null,
    });
    expect(all.items[2]?.current).toEqual({ businessStatus: null });
    // A move reported without a new address: the operator sees the address it has.
    expect(all.items[1]?.current).toEqual({ address: shop.address, city: shop.city, state: shop.state, zipCode: shop.zipCode });
    expect(all.items[0]).toMatchObject({ business: null, current: {}, contactEmail: `owner-${t}@example.com` });

    const onlyClosed = await page(agent, "kind=closed&limit=100");
    expect(onlyClosed.items.every((i) => i.kind === "closed")).toBe(true);
    expect(onlyClosed.items[0]?.id).toBe(closed?.id);
    expect(onlyClosed.openCount).toBe(all.openCount);
    expect((await page(agent, "limit=1&offset=1")).items[0]?.id).toBe(moved?.id);
  });

  it("when an item is rejected, then it leaves the open list for the rejected one, the business is unchanged, and the activity log says so", async () => {
    const agent = await loginAgent(context);
    const [shop] = await insertBusinesses(context, [{ name: `Rejected Shop ${uniqueToken()}`, phone: "(217) 555-0001" }]);
    if (!shop) throw new Error("no business");
    const item = await insertSuggestion(context, { businessId: shop.id, changes: { phone: "(217) 555-0666" } });
    const openBefore = (await page(agent, "")).openCount;

    const decided = suggestionDecision.parse((await agent.post(`/api/admin/suggestions/${item.id}/reject`).expect(200)).body);
    expect(decided.message).toBe(`Rejected a suggestion for ${shop.name}`);
    expect(decided.item).toMatchObject({ id: item.id, status: "rejected" });
    expect(Date.parse(decided.item.decidedAt ?? "")).not.toBeNaN();

    const open = await page(agent, "limit=100");
    expect(open.openCount).toBe(openBefore - 1);
    expect(open.items.some((i) => i.id === item.id)).toBe(false);
    expect((await page(agent, "status=rejected&limit=100")).items.map((i) => i.id)).toContain(item.id);
    expect(business.parse((await context.request.get(`/api/businesses/${shop.id}`).expect(200)).body).phone).toBe("(217) 555-0001");
    const [latest] = adminEvents.parse((await agent.get("/api/admin/activity").expect(200)).body);
    expect(latest).toMatchObject({
      kind: "suggestion-rejected",
      summary: `Rejected a suggestion for ${shop.name}`,
      details: { suggestionId: item.id, id: shop.id },
    });

    // Decided once: neither a second reject nor an accept changes it.
    expect((await agent.post(`/api/admin/suggestions/${item.id}/reject`).expect(409)).body.message).toBe("This item was already rejected");
    await agent.post(`/api/admin/suggestions/${item.id}/accept`).expect(409);
  });

  it("when a visitor's text is hostile, then it comes back exactly as sent, as text", async () => {
    const agent = await loginAgent(context);
    const hostile = `<script>alert(1)</script>"'&\u202e ${uniqueToken()}`;
    const item = await insertSuggestion(context, { kind: "submission", changes: { name: hostile, category: "<b>Cafe</b>" }, notes: [hostile] });
    const res = await agent
      .get("/api/admin/suggestions?kind=submission&limit=100")
      .expect(200)
      .expect("Content-Type", /application\/json/);
    const shown = suggestionPage.parse(res.body).items.find((i) => i.id === item.id);
    expect(shown).toMatchObject({ changes: { name: hostile, category: "<b>Cafe</b>" }, notes: [hostile] });
  });
});
