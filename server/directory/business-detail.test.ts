import { describe, expect, it } from "vitest";
import { business, businessList, errorResponse } from "../../shared/api";
import { weekdays } from "../../shared/opening-hours";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

const everyDay = (text: string) => Object.fromEntries(weekdays.map((day) => [day, text]));

async function insertOne(input: Parameters<typeof insertBusinesses>[1][number]) {
  const [row] = await insertBusinesses(context, [input]);
  if (!row) throw new Error("insert returned no row");
  return row;
}

describe("GET /api/businesses/{id} and /api/businesses/slug/{slug}", () => {
  const openingHours = { ...everyDay("9AM-5PM"), Sunday: "Closed", Saturday: "10AM-2PM,4-8PM" };
  const photos = ["https://img.test/a.jpg", "https://img.test/b.jpg"];

  it("when the business exists, then both lookups return it with every field round-tripped", async () => {
    const row = await insertOne({
      name: `Detail ${uniqueToken()}`,
      category: "Hair transplantation clinic",
      rating: 4.7,
      reviewCount: 321,
      isVerified: true,
      openingHours,
      photos,
      timeZone: "America/Chicago",
      phone: "+1 217-555-0100",
      email: "hello@detail.test",
      website: "https://detail.test",
      description: "A clinic.",
      latitude: 39.78,
      longitude: -89.65,
    });
    const byId = business.parse((await context.request.get(`/api/businesses/${row.id}`).expect(200)).body);
    const bySlug = business.parse((await context.request.get(`/api/businesses/slug/${row.slug}`).expect(200)).body);
    expect(bySlug).toEqual(byId);
    expect(byId).toMatchObject({
      id: row.id,
      name: row.name,
      slug: row.slug,
      category: "Hair transplantation clinic",
      categorySlug: "hair-transplantation-clinic",
      categoryGroup: "healthcare",
      rating: 4.7,
      reviewCount: 321,
      isVerified: true,
      openingHours,
      photos,
      timeZone: "America/Chicago",
      phone: "+1 217-555-0100",
      email: "hello@detail.test",
      website: "https://detail.test",
      latitude: 39.78,
      longitude: -89.65,
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
      source: "import",
    });
    expect(typeof byId.rating).toBe("number");
    expect(typeof byId.isOpen).toBe("boolean");
    expect(new Date(byId.createdAt).toISOString()).toBe(byId.createdAt);
    expect(new Date(byId.updatedAt).toISOString()).toBe(byId.updatedAt);
    expect(Date.parse(byId.createdAt)).toBe(row.createdAt.getTime());
  });

  it("when optional fields are missing, then they come back as null and photos as an empty list", async () => {
    const row = await insertOne({ rating: null, reviewCount: 0, openingHours: null, phone: null });
    const body = business.parse((await context.request.get(`/api/businesses/${row.id}`).expect(200)).body);
    expect(body).toMatchObject({ rating: null, reviewCount: 0, openingHours: null, phone: null, photos: [], isVerified: false });
  });

  it.each(["0", "999999999"])("when no business has id %s, then it answers 404 with a message", async (id) => {
    const res = await context.request.get(`/api/businesses/${id}`).expect(404);
    expect(errorResponse.parse(res.body).message).toEqual(expect.any(String));
  });

  it("when no business has the slug, then it answers 404 with a message", async () => {
    const res = await context.request.get(`/api/businesses/slug/no-such-business-${uniqueToken()}`).expect(404);
    expect(errorResponse.parse(res.body).message).toEqual(expect.any(String));
  });

  it.each(["abc", "1.5", "-1", "123456789012345678901234567890", "1e3", "0x10"])("when the id is %j, then it answers 400 naming id", async (id) => {
    const res = await context.request.get(`/api/businesses/${id}`).expect(400);
    expect(errorResponse.parse(res.body).errors).toHaveProperty("id");
  });

  it.each(["a%00b", "%E0%A4%A", "x".repeat(201)])("when the slug is %j, then it answers 4xx, not 500", async (slug) => {
    const res = await context.request.get(`/api/businesses/slug/${slug}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(errorResponse.parse(res.body).message).toEqual(expect.any(String));
  });
});

describe("isOpen", () => {
  it.each([
    ["Open 24 hours every day with a time zone", everyDay("Open 24 hours"), "America/New_York", true],
    ["Closed every day with a time zone", everyDay("Closed"), "America/New_York", false],
    ["no opening hours", null, "America/New_York", null],
    ["empty opening hours", {}, "America/New_York", null],
    ["hours but no time zone", everyDay("Open 24 hours"), null, null],
    ["an unknown time zone", everyDay("Open 24 hours"), "Mars/Olympus_Mons", null],
    ["unreadable hours", everyDay("Ask the owner"), "America/New_York", null],
  ])("when a business has %s, then isOpen is %s", async (_label, openingHours, timeZone, expected) => {
    const row = await insertOne({ openingHours, timeZone });
    const body = business.parse((await context.request.get(`/api/businesses/${row.id}`).expect(200)).body);
    expect(body.isOpen).toBe(expected);
  });
});

describe("GET /api/businesses/recommended", () => {
  it("when a business has fewer than 10 reviews or no rating, then it is not recommended", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [
      { name: `ten ${t}`, rating: 5, reviewCount: 10 },
      { name: `nine ${t}`, rating: 5, reviewCount: 9 },
      { name: `unrated ${t}`, rating: null, reviewCount: 5000 },
    ]);
    const body = businessList.parse((await context.request.get("/api/businesses/recommended").expect(200)).body);
    const names = body.map((b) => b.name);
    const ten = names.indexOf(`ten ${t}`);
    expect(ten).toBeGreaterThanOrEqual(0);
    // Were "nine" eligible it would rank right after "ten", still inside the 12.
    expect(ten).toBeLessThan(11);
    expect(names).not.toContain(`nine ${t}`);
    expect(names).not.toContain(`unrated ${t}`);
    expect(body.every((b) => b.reviewCount >= 10 && b.rating !== null)).toBe(true);
  });

  it("when many businesses qualify, then at most 12 come back, best rated first, then most reviewed", async () => {
    const t = uniqueToken();
    await insertBusinesses(
      context,
      Array.from({ length: 13 }, (_, i) => ({ name: `top ${i} ${t}`, rating: 5, reviewCount: 1_000_000 + i })),
    );
    const body = businessList.parse((await context.request.get("/api/businesses/recommended").expect(200)).body);
    expect(body).toHaveLength(12);
    expect(body.map((b) => b.name)).toEqual(Array.from({ length: 12 }, (_, i) => `top ${12 - i} ${t}`));
  });
});

describe("GET /api/businesses/latest", () => {
  it("when businesses are added, then at most 12 come back, newest first", async () => {
    const t = uniqueToken();
    const base = Date.UTC(2100, 0, 1);
    await insertBusinesses(
      context,
      Array.from({ length: 13 }, (_, i) => ({ name: `new ${i} ${t}`, createdAt: new Date(base + i * 60_000) })),
    );
    const body = businessList.parse((await context.request.get("/api/businesses/latest").expect(200)).body);
    expect(body).toHaveLength(12);
    expect(body.map((b) => b.name)).toEqual(Array.from({ length: 12 }, (_, i) => `new ${12 - i} ${t}`));
    const times = body.map((b) => Date.parse(b.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("unknown /api paths", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/businesses/1/extra"],
    ["GET", "/api/city"],
    ["POST", "/api/businesses"],
    ["DELETE", "/api/businesses/1"],
  ])("when %s %s is requested, then it answers 404 JSON with a message", async (method, path) => {
    const req = method === "GET" ? context.request.get(path) : method === "POST" ? context.request.post(path) : context.request.delete(path);
    const res = await req.expect(404).expect("Content-Type", /json/);
    expect(errorResponse.parse(res.body).message).toEqual(expect.any(String));
  });
});
