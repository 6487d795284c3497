import { beforeAll, describe, expect, it } from "vitest";
import { suggestResponse } from "../../shared/api";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();
const token = uniqueToken();

async function suggest(q: string, field?: "what" | "where") {
  const res = await context.request
    .get("/api/suggest")
    .query(field ? { q, field } : { q })
    .expect(200);
  return suggestResponse.parse(res.body).suggestions;
}

beforeAll(async () => {
  await insertBusinesses(context, [
    { name: `Bella Napoli ${token}`, category: "Pizza restaurant", city: "Houston", state: "TX", rating: 4.8, reviewCount: 900 },
    { name: `Smile Bright ${token}`, category: "Dentist", city: "Houston", state: "TX" },
    { name: `Harbor Plumbing ${token}`, category: "Plumber", city: "Portland", state: "OR" },
    { name: `Casco Plumbing ${token}`, category: "Plumber", city: "Portland", state: "ME" },
  ]);
});

describe("GET /api/suggest", () => {
  it("when the text starts a category, then that category is suggested with its page", async () => {
    const found = await suggest("piz");
    expect(found).toContainEqual({ kind: "category", label: "Pizza restaurant", url: "/category/pizza-restaurant", value: "Pizza restaurant" });
  });

  it("when the text starts a town, then the town is suggested with its state and page", async () => {
    const found = await suggest("hous");
    expect(found).toContainEqual(expect.objectContaining({ kind: "city", label: "Houston, TX", url: "/city/Houston,%20TX" }));
  });

  it("when the text has a typo, then the category it means is still suggested", async () => {
    expect((await suggest("dentst")).map((s) => s.label)).toContain("Dentist");
  });

  it("when the text starts a business's name, then the business is suggested with its detail page", async () => {
    const found = await suggest(`bella nap`);
    const business = found.find((s) => s.kind === "business");
    expect(business).toMatchObject({ value: `Bella Napoli ${token}`, url: expect.stringMatching(/^\/details\//) });
  });

  it("when a town is in several states, then the where box offers each", async () => {
    const labels = (await suggest("portl", "where")).map((s) => s.label);
    expect(labels).toEqual(expect.arrayContaining(["Portland, OR", "Portland, ME"]));
  });

  it("when the where box gets digits, then ZIP codes starting with them are suggested with their town", async () => {
    const found = await suggest("7700", "where");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.kind === "zip" && s.value.startsWith("7700"))).toBe(true);
    expect(found.map((s) => s.label)).toContain("77002 – Houston, TX");
  });

  it("when the text is empty or blank, then the list is empty", async () => {
    expect(await suggest("")).toEqual([]);
    expect(await suggest("   ")).toEqual([]);
  });

  it("when there are many matches, then at most 8 come back", async () => {
    expect((await suggest("p")).length).toBeLessThanOrEqual(8);
  });

  it("when the field is unknown or the text too long, then it answers 400 with a message", async () => {
    const bad = await context.request.get("/api/suggest").query({ q: "a", field: "elsewhere" }).expect(400);
    expect(bad.body.message).toMatch(/field/);
    await context.request
      .get("/api/suggest")
      .query({ q: "a".repeat(101) })
      .expect(400);
  });
});
