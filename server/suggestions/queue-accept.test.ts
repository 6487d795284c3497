import { describe, expect, it } from "vitest";
import { adminEvents, type BusinessEdit } from "../../shared/admin-api";
import { business } from "../../shared/api";
import { suggestionDecision, suggestionPage } from "../../shared/suggestions";
import { loginAgent, testAdmin } from "../test/admin-agent";
import type { Agent } from "../test/admin-import";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { insertSuggestion } from "../test/suggestions";
import { useTestApp } from "../test/test-app";

const context = useTestApp({ ...testAdmin, SITE_URL: "https://dir.example" });

const accept = (agent: Agent, id: number) => agent.post(`/api/admin/suggestions/${id}/accept`);
const shown = async (id: number) => business.parse((await context.request.get(`/api/businesses/${id}`).expect(200)).body);
// Read as sent: the history's contract is growing (who made each edit) while this is written.
const history = async (agent: Agent, id: number) => (await agent.get(`/api/admin/businesses/${id}/history`).expect(200)).body.edits as BusinessEdit[];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

async function sitemapUrls(): Promise<string[]> {
  const index = (await context.request.get("/sitemap.xml").expect(200)).text;
  const files = locs(index).filter((file) => file.includes("businesses-"));
  const pages = await Promise.all(files.map(async (file) => locs((await context.request.get(new URL(file).pathname).expect(200)).text)));
  return pages.flat();
}

async function newShop(values: Parameters<typeof insertBusinesses>[1][number] = {}) {
  const [row] = await insertBusinesses(context, [{ name: `Accept Shop ${uniqueToken()}`, phone: "(217) 555-0000", ...values }]);
  if (!row) throw new Error("no business");
  return row;
}

describe("the operator's queue: accept", () => {
  it("when an edit is accepted, then the business shows it, its history names the change and it can be reverted", async () => {
    const agent = await loginAgent(context);
    const shop = await newShop({ openingHours: { Monday: "9AM-5PM" } });
    const item = await insertSuggestion(context, { businessId: shop.id, changes: { phone: "(217) 555-0123", openingHours: { Monday: "8AM-8PM" } } });

    const decided = suggestionDecision.parse((await accept(agent, item.id).expect(200)).body);
    expect(decided.message).toBe(`${shop.name} now has the suggested phone and opening hours`);
    expect(decided.item).toMatchObject({ status: "accepted", current: { phone: "(217) 555-0123", openingHours: { Monday: "8AM-8PM" } } });
    expect(await shown(shop.id)).toMatchObject({ phone: "(217) 555-0123", openingHours: { Monday: "8AM-8PM" } });

    const [edit] = await history(agent, shop.id);
    expect(edit?.changes).toEqual([
      { field: "phone", previous: "(217) 555-0000", next: "(217) 555-0123" },
      { field: "openingHours", previous: { Monday: "9AM-5PM" }, next: { Monday: "8AM-8PM" } },
    ]);
    const [event] = adminEvents.parse((await agent.get("/api/admin/activity").expect(200)).body);
    expect(event).toMatchObject({ kind: "suggestion-accepted", details: { id: shop.id, suggestionId: item.id } });

    await agent.post(`/api/admin/businesses/${shop.id}/history/${edit?.id}/revert`).expect(200);
    expect((await shown(shop.id)).phone).toBe("(217) 555-0000");
    expect((await accept(agent, item.id).expect(409)).body.message).toBe("This item was already accepted");
    await agent.post(`/api/admin/suggestions/${item.id}/reject`).expect(409);
  });

  it.each([
    ["CLOSED_PERMANENTLY", false],
    ["CLOSED_TEMPORARILY", true],
  ] as const)("when a report of %s is accepted, then the business shows it closed and the sitemaps list it: %s", async (status, listed) => {
    const agent = await loginAgent(context);
    const shop = await newShop();
    expect(await sitemapUrls()).toContain(`https://dir.example/details/${shop.slug}`);
    const item = await insertSuggestion(context, { kind: "closed", businessId: shop.id, changes: { businessStatus: status } });
    await accept(agent, item.id).expect(200);
    const page = business.parse((await context.request.get(`/api/businesses/slug/${shop.slug}`).expect(200)).body);
    expect(page).toMatchObject({ businessStatus: status, isOpen: null });
    expect((await sitemapUrls()).includes(`https://dir.example/details/${shop.slug}`)).toBe(listed);
  });

  it("when a move is accepted, then the new address is the business's; a move without one changes nothing and says so", async () => {
    const agent = await loginAgent(context);
    const shop = await newShop({ address: "1 Old Rd", city: "Springfield", zipCode: "62701" });
    const moved = await insertSuggestion(context, { kind: "moved", businessId: shop.id, changes: { address: "9 New Ave", zipCode: "62704" } });
    await accept(agent, moved.id).expect(200);
    expect(await shown(shop.id)).toMatchObject({ address: "9 New Ave", zipCode: "62704", city: "Springfield" });

    const vague = await insertSuggestion(context, { kind: "moved", businessId: shop.id, changes: {} });
    const res = suggestionDecision.parse((await accept(agent, vague.id).expect(200)).body);
    expect(res.message).toBe(`Accepted: no new address was suggested, so ${shop.name} is unchanged; edit its address yourself`);
    expect((await shown(shop.id)).address).toBe("9 New Ave");
  });

  it("when the business was deleted, then accepting answers 409 and the item stays open to be rejected", async () => {
    const agent = await loginAgent(context);
    const shop = await newShop();
    const item = await insertSuggestion(context, { businessId: shop.id, changes: { phone: "(217) 555-0124" } });
    await agent.delete(`/api/admin/businesses/${shop.id}`).expect(200);
    const res = await accept(agent, item.id).expect(409);
    expect(res.body.message).toBe("The business this item is about was deleted: restore it from the trash first, or reject the item");
    const open = suggestionPage.parse((await agent.get("/api/admin/suggestions?limit=100").expect(200)).body);
    expect(open.items.find((i) => i.id === item.id)).toMatchObject({ status: "open", business: null });
    await agent.post(`/api/admin/suggestions/${item.id}/reject`).expect(200);
  });

  it("when stored values break today's rules (a javascript: link, an unreadable phone), then accepting answers 409 naming them and changes nothing", async () => {
    const agent = await loginAgent(context);
    const shop = await newShop({ website: "https://shop.example" });
    const item = await insertSuggestion(context, { businessId: shop.id, changes: { website: "javascript:alert(1)", phone: "call us", slug: "taken" } });
    const res = await accept(agent, item.id).expect(409);
    expect(Object.keys(res.body.errors).sort()).toEqual(["phone", "suggestion", "website"]);
    expect(await shown(shop.id)).toMatchObject({ website: "https://shop.example", phone: "(217) 555-0000", slug: shop.slug });
    const open = suggestionPage.parse((await agent.get("/api/admin/suggestions?limit=100").expect(200)).body);
    expect(open.items.find((i) => i.id === item.id)?.status).toBe("open");
  });

  it("when two decisions of one item race, then exactly one wins and the business changes once", async () => {
    const agent = await loginAgent(context);
    const shop = await newShop();
    const item = await insertSuggestion(context, { businessId: shop.id, changes: { phone: "(217) 555-0125" } });
    const answers = await Promise.all([accept(agent, item.id), accept(agent, item.id), agent.post(`/api/admin/suggestions/${item.id}/reject`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const edits = await history(agent, shop.id);
    expect(edits.length).toBe(answers.some((a) => a.status === 200 && a.body.item.status === "accepted") ? 1 : 0);
  });
});
