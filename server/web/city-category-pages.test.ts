import { describe, expect, it } from "vitest";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { node, steps, useCrawledApp } from "../test/crawl";

const { context, crawl } = useCrawledApp();

describe("the head of a category's page in a town", () => {
  it("when a crawler fetches it, then it has its own title, count, canonical, the page's businesses as an ItemList and its trail", async () => {
    const city = `Pairtown ${uniqueToken()}`;
    const encoded = encodeURIComponent(city);
    const [best, second] = await insertBusinesses(context, [
      { city, state: "TX", name: `Top Pizza ${uniqueToken()}`, category: "Pizza restaurant", rating: 4.9, reviewCount: 500 },
      { city, state: "TX", name: `Taco Stand ${uniqueToken()}`, category: "Taco restaurant", rating: 4.1, reviewCount: 30 },
      { city, state: "TX", name: `Dentist ${uniqueToken()}`, category: "Dentist" },
    ]);
    for (const form of [`${encoded},%20TX/restaurants`, `${encoded.toLowerCase()},%20tx/RESTAURANTS`, `${encoded}/restaurants`]) {
      const page = await crawl(`/city/${form}`);
      expect(page.title, form).toBe(`Restaurants in ${city}, TX | Main Street`);
      expect(page.description).toContain(`Restaurants in ${city}, TX: 2 local businesses`);
      expect(page.canonical).toBe(`https://dir.example/city/${encoded},%20TX/restaurants`);
      expect(page.robots).toBeUndefined();
      const items = node(page.jsonLd, "ItemList").itemListElement as { position: number; name: string; url: string }[];
      expect(items).toEqual([
        { "@type": "ListItem", position: 1, name: best?.name, url: `https://dir.example/details/${best?.slug}` },
        { "@type": "ListItem", position: 2, name: second?.name, url: `https://dir.example/details/${second?.slug}` },
      ]);
      expect(steps(node(page.jsonLd, "BreadcrumbList"))).toEqual([
        ["Home", "https://dir.example/"],
        [`${city}, TX`, `https://dir.example/city/${encoded},%20TX`],
        ["Restaurants", `https://dir.example/city/${encoded},%20TX/restaurants`],
      ]);
    }
    const fine = await crawl(`/city/${encoded},%20TX/pizza-restaurant?page=1`);
    expect(fine.title).toBe(`Pizza restaurant in ${city}, TX | Main Street`);
    expect(fine.canonical).toBe(`https://dir.example/city/${encoded},%20TX/pizza-restaurant`);
  });

  it("when the town has none of the category, or either is unknown, then the page is a 404 kept out of the index", async () => {
    const city = `Emptytown ${uniqueToken()}`;
    await insertBusinesses(context, [{ city, state: "TX", category: "Dentist" }]);
    for (const url of [
      `/city/${encodeURIComponent(city)},%20TX/restaurants`,
      `/city/${encodeURIComponent(city)},%20TX/no-such-${uniqueToken()}`,
      `/city/Nowhere%20${uniqueToken()}/restaurants`,
    ]) {
      const page = await crawl(url, 404);
      expect(page.robots, url).toBe("noindex");
    }
  });

  it("when several states share the town's name, then the page offers the towns and is kept out of the index", async () => {
    const city = `Twinburg ${uniqueToken()}`;
    await insertBusinesses(context, [
      { city, state: "OR", category: "Pizza restaurant" },
      { city, state: "ME", category: "Pizza restaurant" },
    ]);
    const page = await crawl(`/city/${encodeURIComponent(city)}/restaurants`);
    expect(page.robots).toBe("noindex");
    expect(page.title).toContain(city);
  });
});
