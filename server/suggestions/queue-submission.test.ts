import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminEvents } from "../../shared/admin-api";
import { business, businessListResponse, statistics } from "../../shared/api";
import { businesses } from "../../shared/schema";
import { suggestionDecision } from "../../shared/suggestions";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, unusedWord } from "../test/businesses";
import { insertSuggestion } from "../test/suggestions";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

const totalBusinesses = async () => statistics.parse((await context.request.get("/api/statistics").expect(200)).body).totalBusinesses;

describe("the operator's queue: an owner's submission", () => {
  it("when a submission is accepted, then it is listed with source submission, a slug of its name, in the counts and search, without the owner's e-mail", async () => {
    const agent = await loginAgent(context);
    const word = unusedWord("bakery");
    const name = `Owner ${word}`;
    const before = await totalBusinesses();
    const item = await insertSuggestion(context, {
      kind: "submission",
      contactEmail: "owner@example.com",
      changes: {
        name,
        category: "Bakery",
        address: "5 Elm St",
        city: "Springfield",
        state: "Illinois",
        zipCode: "62701",
        phone: "(217) 555-0140",
        website: "https://owner.example",
        openingHours: { Monday: "7AM-3PM" },
        description: "Bread & <b>cakes</b>",
      },
    });

    const decided = suggestionDecision.parse((await agent.post(`/api/admin/suggestions/${item.id}/accept`).expect(200)).body);
    expect(decided.message).toBe(`Listed ${name}`);
    const created = decided.item.business;
    expect(created).toMatchObject({ name, slug: `owner-${word}` });
    if (!created) throw new Error("no business");

    const [row] = await context.database.db.select().from(businesses).where(eq(businesses.id, created.id));
    expect(row).toMatchObject({ source: "submission", isVerified: false, state: "IL", categorySlug: "bakery", email: null, rating: null, reviewCount: 0 });
    const page = business.parse((await context.request.get(`/api/businesses/slug/${created.slug}`).expect(200)).body);
    expect(page).toMatchObject({ name, phone: "(217) 555-0140", website: "https://owner.example", description: "Bread & <b>cakes</b>" });
    expect(JSON.stringify(page)).not.toContain("owner@example.com");
    expect(await totalBusinesses()).toBe(before + 1);
    const found = businessListResponse.parse((await context.request.get(`/api/businesses?search=${word}`).expect(200)).body);
    expect(found.businesses.map((b) => b.id)).toEqual([created.id]);

    const [event] = adminEvents.parse((await agent.get("/api/admin/activity").expect(200)).body);
    expect(event).toMatchObject({
      kind: "suggestion-accepted",
      summary: `Accepted the submission of ${name}`,
      details: { id: created.id, suggestionId: item.id },
    });
    expect(decided.item.contactEmail).toBe("owner@example.com");
  });

  it("when the name's slug is taken, then the listing takes the first free of -2, -3 …", async () => {
    const agent = await loginAgent(context);
    const name = `Twin ${unusedWord("shop")}`;
    const [first] = await insertBusinesses(context, [{ name }]);
    if (!first) throw new Error("no business");
    const base = name.toLowerCase().replace(/ /g, "-");
    await context.database.db.update(businesses).set({ slug: base }).where(eq(businesses.id, first.id));
    const slugs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const item = await insertSuggestion(context, { kind: "submission", changes: { name, category: "Gift shop" } });
      slugs.push(suggestionDecision.parse((await agent.post(`/api/admin/suggestions/${item.id}/accept`).expect(200)).body).item.business?.slug ?? "");
    }
    expect(slugs).toEqual([`${base}-2`, `${base}-3`]);
  });

  it("when a stored submission breaks the rules (no name, a javascript: website), then accepting answers 409 and lists nothing", async () => {
    const agent = await loginAgent(context);
    const before = await totalBusinesses();
    const item = await insertSuggestion(context, { kind: "submission", changes: { category: "Cafe", website: "javascript:alert(1)" } });
    const res = await agent.post(`/api/admin/suggestions/${item.id}/accept`).expect(409);
    expect(Object.keys(res.body.errors).sort()).toEqual(["name", "website"]);
    expect(await totalBusinesses()).toBe(before);
  });
});
