import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessList, categoryCities, cityCategories, errorResponse, totalCountHeader } from "../../shared/api";
import { rebuildFacetCounts } from "../facets/facets.queries";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

const townPath = (town: string) => `/api/city/${encodeURIComponent(town)}`;

async function listed(path: string) {
  const res = await context.request.get(path).expect(200);
  return { names: businessList.parse(res.body).map((b) => b.name), total: Number(res.headers[totalCountHeader.toLowerCase()]) };
}

/** A town of its own: three restaurants (two of them pizza places, one closed for good) and a dentist. */
async function town() {
  const city = `Pairville ${uniqueToken()}`;
  const rows = await insertBusinesses(context, [
    { city, state: "TX", name: `Best Pizza ${uniqueToken()}`, category: "Pizza restaurant", rating: 4.9, reviewCount: 300 },
    { city, state: "TX", name: `Second Pizza ${uniqueToken()}`, category: "Pizza restaurant", rating: 4.0, reviewCount: 20 },
    { city, state: "TX", name: `Old Diner ${uniqueToken()}`, category: "Diner", businessStatus: "CLOSED_PERMANENTLY" },
    { city, state: "TX", name: `Smile Dental ${uniqueToken()}`, category: "Dentist" },
  ]);
  return { city, label: `${city}, TX`, rows };
}

describe("GET /api/city/{cityName}?category={slug}", () => {
  it("when a group or a fine category is asked, then only its businesses there come back in rank order, with their total", async () => {
    const { label, rows } = await town();
    const [bestPizza, secondPizza, diner] = rows.map((r) => r.name);
    expect(await listed(`${townPath(label)}?category=restaurants`)).toEqual({ names: [bestPizza, secondPizza, diner], total: 3 });
    expect(await listed(`${townPath(label)}?category=pizza-restaurant`)).toEqual({ names: [bestPizza, secondPizza], total: 2 });
    expect(await listed(`${townPath(label)}?category=pizza-restaurant&limit=1&offset=1`)).toEqual({ names: [secondPizza], total: 2 });
  });

  it("when the town has none of the category, or the category or the town is unknown, then 404 says which", async () => {
    const { label } = await town();
    const cases = [
      [`${townPath(label)}?category=auto-services`, /No auto services found in Pairville .*, TX/],
      [`${townPath(label)}?category=no-such-category-${uniqueToken()}`, /No businesses found in category/],
      [`${townPath(`Nowhere ${uniqueToken()}`)}?category=restaurants`, /No businesses found in city/],
    ] as const;
    for (const [path, message] of cases) {
      const res = await context.request.get(path).expect(404);
      expect(errorResponse.parse(res.body).message).toMatch(message);
    }
  });
});

describe("GET /api/city/{cityName}/categories", () => {
  it("when a town has several groups and categories, then each comes with its count and its page in the town, most first", async () => {
    const { city, label } = await town();
    const res = await context.request.get(`${townPath(label)}/categories`).expect(200);
    const body = cityCategories.parse(res.body);
    expect(body.place).toMatchObject({ name: city, state: "TX", label, businessCount: 4 });
    const encoded = encodeURIComponent(city);
    expect(body.groups).toEqual([
      { slug: "restaurants", label: "Restaurants", path: `/city/${encoded},%20TX/restaurants`, businessCount: 3 },
      { slug: "healthcare", label: "Healthcare", path: `/city/${encoded},%20TX/healthcare`, businessCount: 1 },
    ]);
    expect(body.categories).toEqual([
      { slug: "pizza-restaurant", label: "Pizza restaurant", path: `/city/${encoded},%20TX/pizza-restaurant`, businessCount: 2 },
      { slug: "dentist", label: "Dentist", path: `/city/${encoded},%20TX/dentist`, businessCount: 1 },
      { slug: "diner", label: "Diner", path: `/city/${encoded},%20TX/diner`, businessCount: 1 },
    ]);
  });

  it("when several states share the town's name and none is named, then 404 asks for the state", async () => {
    const city = `Twinton ${uniqueToken()}`;
    await insertBusinesses(context, [
      { city, state: "OR" },
      { city, state: "ME" },
    ]);
    const res = await context.request.get(`${townPath(city)}/categories`).expect(404);
    expect(errorResponse.parse(res.body).message).toMatch(/Several towns are named/);
    expect(cityCategories.parse((await context.request.get(`${townPath(`${city}, ME`)}/categories`).expect(200)).body).place.state).toBe("ME");
  });
});

describe("GET /api/category/{categoryName}/cities", () => {
  it("when a category is in several towns, then its towns come with their counts and its page in each, most first", async () => {
    const category = `Kite shop ${uniqueToken()}`;
    const [big, small] = [`Kiteton ${uniqueToken()}`, `Kiteville ${uniqueToken()}`];
    await insertBusinesses(context, [
      { city: big, state: "NC", category },
      { city: big, state: "NC", category },
      { city: small, state: "OR", category },
    ]);
    const slug = category.toLowerCase().replace(/ /g, "-");
    const body = categoryCities.parse((await context.request.get(`/api/category/${slug}/cities`).expect(200)).body);
    expect(body.category).toEqual({ slug, label: category, kind: "category" });
    expect(body.towns).toEqual([
      { label: `${big}, NC`, path: `/city/${encodeURIComponent(big)},%20NC/${slug}`, businessCount: 2 },
      { label: `${small}, OR`, path: `/city/${encodeURIComponent(small)},%20OR/${slug}`, businessCount: 1 },
    ]);
    await context.request.get(`/api/category/no-such-${uniqueToken()}/cities`).expect(404);
  });
});

describe("the counts of categories in towns", () => {
  it("when businesses are edited into another town and category and closed, then the counts equal a full recount", async () => {
    const { rows } = await town();
    const agent = await loginAgent(context);
    const [pizza, , diner] = rows;
    if (!pizza || !diner) throw new Error("rows not inserted");
    await agent
      .patch(`/api/admin/businesses/${pizza.id}`)
      .send({ city: `Moved ${uniqueToken()}`, category: "Bakery" })
      .expect(200);
    await agent.patch(`/api/admin/businesses/${diner.id}`).send({ businessStatus: "OPERATIONAL" }).expect(200);
    const pairs = sql`SELECT kind, key, label, business_count, open_count FROM facet_counts WHERE kind LIKE 'place-%' ORDER BY kind, key`;
    const kept = (await context.database.db.execute(pairs)).rows;
    await rebuildFacetCounts(context.database.db);
    expect((await context.database.db.execute(pairs)).rows).toEqual(kept);
    expect(kept.length).toBeGreaterThan(0);
  });
});
