import { beforeAll, describe, expect, it } from "vitest";
import { solvedAltcha } from "../test/altcha-solver";
import { DescribedAnswers, describedOperations, type ApiDocument } from "../test/api-description";
import { insertBusinesses, lettersOnly, uniqueToken } from "../test/businesses";
import { testOrigin, useTestApp } from "../test/test-app";

const context = useTestApp({}, { suggestionsPerHour: 1000 });
let answers: DescribedAnswers;
let document: ApiDocument;

/** A town of this file's own, with three restaurants a mile apart and open every day. */
const town = `Describedville ${lettersOnly(uniqueToken())}`;
const hours = { Monday: "9AM-5PM", Tuesday: "9AM-5PM", Wednesday: "9AM-5PM", Thursday: "9AM-5PM", Friday: "9AM-5PM", Saturday: "Closed", Sunday: "Closed" };
let ids: number[] = [];
let slug = "";

beforeAll(async () => {
  document = (await context.request.get("/api/openapi.json").expect(200)).body as ApiDocument;
  answers = new DescribedAnswers(document);
  const rows = await insertBusinesses(
    context,
    [0, 1, 2].map((mile) => ({
      city: town,
      latitude: 39.78 + mile / 69,
      longitude: -89.65,
      openingHours: hours,
      timeZone: "America/Chicago",
      photos: ["https://images.example.com/a.jpg"],
      reviewCount: 40,
      website: "https://shop.example.com",
    })),
  );
  ids = rows.map((row) => row.id);
  slug = rows[0]?.slug ?? "";
});

const get = (url: string) => answers.check(context.request.get(url));

describe("the public API answers as its description says", () => {
  it("when each read is asked with data to list, then every answer parses with the document's schema, no field left undescribed", async () => {
    const [id] = ids;
    const urls = [
      "/api/openapi.json",
      "/api/site",
      "/api/map",
      "/api/statistics",
      "/api/cities",
      "/api/cities/popular?limit=5",
      "/api/cities/index?letter=D",
      "/api/cities/index?q=Describedville",
      "/api/categories",
      "/api/category-groups",
      "/api/countries",
      `/api/businesses?search=italian&location=${encodeURIComponent(town)}`,
      "/api/businesses?near=39.78,-89.65&radius=5&sort=distance&openNow=false",
      "/api/businesses?search=piza",
      `/api/suggest?q=${encodeURIComponent(town.slice(0, 8))}`,
      "/api/suggest?q=6270&field=where",
      "/api/businesses/recommended",
      "/api/businesses/latest",
      `/api/businesses/slug/${encodeURIComponent(slug)}`,
      `/api/businesses/${id}`,
      `/api/businesses/${id}/nearby`,
      `/api/city/${encodeURIComponent(town)}?limit=2`,
      `/api/city/${encodeURIComponent(`${town}, IL`)}/places`,
      `/api/city/${encodeURIComponent(`${town}, IL`)}?category=restaurants&limit=2`,
      `/api/city/${encodeURIComponent(`${town}, IL`)}/categories`,
      "/api/category/Italian%20restaurant?limit=2",
      "/api/category/italian-restaurant/cities",
      "/api/altcha/challenge",
    ];
    for (const url of urls) expect((await get(url)).status, url).toBeLessThan(300);
  });

  it("when the input is bad or names nothing, then the error answers are described too", async () => {
    expect((await get("/api/businesses/abc")).status).toBe(400);
    expect((await get("/api/businesses?sort=nearest")).status).toBe(400);
    expect((await get(`/api/businesses/slug/none-${uniqueToken()}`)).status).toBe(404);
    expect((await get(`/api/city/${encodeURIComponent(`Nowhere ${uniqueToken()}`)}`)).status).toBe(404);
    expect((await answers.check(context.request.post(`/api/businesses/${ids[0]}/suggestions`).send({ report: "edit" }))).status).toBe(403);
  });

  it("when a visitor suggests and an owner submits, then both 202 answers are described", async () => {
    const suggestion = context.request
      .post(`/api/businesses/${ids[0]}/suggestions`)
      .set("Origin", testOrigin)
      .send({ report: "edit", changes: { phone: "+1 217-555-0199" }, altcha: await solvedAltcha(context.request) });
    expect((await answers.check(suggestion)).status).toBe(202);
    const submission = context.request
      .post("/api/submissions")
      .set("Origin", testOrigin)
      .send({
        name: `Owner's Cafe ${uniqueToken()}`,
        category: "Cafe",
        address: "3 Oak St",
        city: town,
        state: "IL",
        zipCode: "62701",
        email: "owner@example.com",
        altcha: await solvedAltcha(context.request),
      });
    expect((await answers.check(submission)).status).toBe(202);
  });

  it("then every public operation had its success answer checked", () => {
    const publicOperations = describedOperations(document).filter((operation) => !operation.includes(" /api/admin/"));
    const succeeded = publicOperations.filter((operation) => [...answers.seen].some((seen) => seen.startsWith(`${operation} 2`)));
    expect(succeeded).toEqual(publicOperations);
  });
});
