import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessListResponse } from "../../shared/api";
import { searchResultsServed } from "../../shared/constants";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, lettersOnly, uniqueToken, type BusinessInput } from "../test/businesses";
import { useTestApp } from "../test/test-app";

// Searches count up to 3 matches here, so a handful of rows make a broad search.
const context = useTestApp(testAdmin, { searchTotalLimit: 3 });

async function search(text: string, query: Record<string, string | number> = {}) {
  const res = await context.request
    .get("/api/businesses")
    .query({ search: text, ...query })
    .expect(200);
  return businessListResponse.parse(res.body);
}

const names = (page: { businesses: { name: string }[] }) => page.businesses.map((b) => b.name);

/**
 * `count` businesses with `word` in the name, each of lower quality (the Bayesian
 * average of rating and reviews) than the one before. Tests insert them last
 * first, so that neither insertion nor id order is rank order.
 */
function ranked(word: string, count: number, extra: (i: number) => BusinessInput = () => ({})): BusinessInput[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Shop ${String(i).padStart(3, "0")} ${word}`,
    rating: 5 - Math.floor(i / 50) * 0.3,
    reviewCount: 1000 - (i % 50),
    ...extra(i),
  }));
}

describe("a search with more matches than are counted", () => {
  it("when it matches more rows than the limit, then the total says 'more than' and every page follows in rank order to the exact end", async () => {
    const word = `broad${uniqueToken()}`;
    const rows = ranked(word, 7);
    await insertBusinesses(context, rows.toReversed());
    const expected = rows.map((r) => r.name);

    const first = await search(word, { limit: 2 });
    expect(names(first)).toEqual(expected.slice(0, 2));
    // Not counted to the end, a search's pages go as far as it serves (its first 1,000 results): with more
    // matches than the count (1,000 outside tests), all of those pages are full.
    const served = searchResultsServed / 2;
    expect(first).toMatchObject({ totalCount: 3, totalPages: served, totalExact: false });

    const second = await search(word, { limit: 2, offset: 2 });
    expect(names(second)).toEqual(expected.slice(2, 4));
    expect(second).toMatchObject({ totalCount: 4, totalPages: served, totalExact: false });

    const last = await search(word, { limit: 2, offset: 6 });
    expect(names(last)).toEqual(expected.slice(6));
    expect(last).toMatchObject({ totalCount: 7, totalPages: 4, totalExact: true });

    const past = await search(word, { limit: 2, offset: 10 });
    expect(past).toMatchObject({ businesses: [], totalCount: 3, totalExact: false });
  });

  it("when it is broad, then name matches still come first, then category matches, each best quality first", async () => {
    const word = `tiers${uniqueToken()}`;
    await insertBusinesses(context, [
      { name: `${word} Lowest`, rating: 2.0 },
      { name: "Category Best", category: `${word} shop`, rating: 5.0 },
      { name: `${word} Middle`, rating: 3.0 },
      { name: "City Second", city: `${word} Springs`, rating: 4.0 },
    ]);
    const page = await search(word);
    expect(names(page)).toEqual([`${word} Middle`, `${word} Lowest`, "Category Best", "City Second"]);
    expect(page.totalExact).toBe(true);
  });

  it("when it is broad in a town, then only that town's businesses are listed, name matches first, though another state has a town of its name", async () => {
    const word = `intown${lettersOnly(uniqueToken())}`;
    const town = `Zed${lettersOnly(uniqueToken())}`;
    const named = ranked(word, 4, () => ({ city: town, state: "TX" }));
    await insertBusinesses(context, [
      ...named.toReversed(),
      { name: "Category Only", category: `${word} shop`, city: town, state: "TX", rating: 5.0, reviewCount: 2000 },
      { name: `${word} Same Name Elsewhere`, city: town, state: "OK", rating: 5.0, reviewCount: 2000 },
      { name: `${word} Other Town`, city: "Dallas", state: "TX", rating: 5.0, reviewCount: 2000 },
    ]);
    const asked: Record<string, string>[] = [{ location: `${town}, TX` }, { search: `${word} ${town} tx` }];
    for (const query of asked) {
      const page = await search(word, query);
      expect(names(page), JSON.stringify(query)).toEqual([...named.map((r) => r.name), "Category Only"]);
      expect([page.totalCount, page.totalExact]).toEqual([5, true]);
    }
  });

  it("when pages lie deeper than the rank index is walked, then they continue the same order", async () => {
    const word = `deep${uniqueToken()}`;
    const rows = ranked(word, 130);
    await insertBusinesses(context, rows.toReversed());
    const expected = rows.map((r) => r.name);

    const walked = [...names(await search(word, { limit: 50 })), ...names(await search(word, { limit: 50, offset: 50 }))];
    const sorted = await search(word, { limit: 50, offset: 60 });
    const end = await search(word, { limit: 50, offset: 100 });
    expect(walked).toEqual(expected.slice(0, 100));
    expect(names(sorted)).toEqual(expected.slice(60, 110));
    expect(names(end)).toEqual(expected.slice(100));
    expect(end).toMatchObject({ totalCount: 130, totalExact: true });
  });

  it("when its words match in different fields, then every page holds only rows matching all of them", async () => {
    const word = `pair${uniqueToken()}`;
    const rows = ranked(word, 5, () => ({ category: "Sushi restaurant" }));
    await insertBusinesses(context, [{ name: `Decoy ${word}`, category: "Auto repair shop", rating: 5.0, reviewCount: 5000 }, ...rows.toReversed()]);
    const expected = rows.map((r) => r.name);

    const walked = await search(`sushi ${word}`, { limit: 4 });
    const rest = await search(`${word} sushi`, { limit: 100, offset: 1 });
    expect(names(walked)).toEqual(expected.slice(0, 4));
    expect(walked.totalExact).toBe(false);
    expect(names(rest)).toEqual(expected.slice(1));
  });

  it("when it is combined with a category, then only that category's matches are listed, best rated first", async () => {
    const word = `mixed${uniqueToken()}`;
    const rows = ranked(word, 8, (i) => ({ category: i % 2 === 0 ? "Sushi restaurant" : "Auto repair shop" }));
    await insertBusinesses(context, rows.toReversed());
    const page = await search(word, { category: "sushi-restaurant", limit: 3 });
    expect(names(page)).toEqual(
      rows
        .filter((_, i) => i % 2 === 0)
        .map((r) => r.name)
        .slice(0, 3),
    );
    expect(page.totalExact).toBe(false);
  });

  it("when deletes bring it back within the limit, then it is counted exactly and name matches come first again", async () => {
    const agent = await loginAgent(context);
    const word = `shrink${uniqueToken()}`;
    const [, , gone, alsoGone] = await insertBusinesses(context, [
      { name: "Category Match", category: `${word} shop`, rating: 5.0 },
      { name: `${word} Name Match`, rating: 3.0 },
      { name: `${word} Gone`, rating: 4.0 },
      { name: `${word} Also Gone`, rating: 4.5 },
    ]);
    expect((await search(word, { limit: 2 })).totalExact).toBe(false);

    for (const row of [gone, alsoGone]) await agent.delete(`/api/admin/businesses/${row?.id}`).expect(200);
    const page = await search(word);
    expect(names(page)).toEqual([`${word} Name Match`, "Category Match"]);
    expect(page).toMatchObject({ totalCount: 2, totalPages: 1, totalExact: true });
  });
});

describe("a broad search around a point", () => {
  it("when sorted by distance, then every page is nearest first in miles, also where flat degrees would order differently", async () => {
    const t = uniqueToken();
    // Far north a degree of longitude is much shorter than one of latitude: ordering by flat
    // degrees would put the ones due north before the ones due east.
    const centre = { lat: 60, lng: 10 };
    const rows = Array.from({ length: 60 }, (_, i) => {
      const step = 0.01 * (i + 1);
      return i % 2 === 0
        ? { name: `North ${i} ${t}`, latitude: centre.lat + step, longitude: centre.lng }
        : { name: `East ${i} ${t}`, latitude: centre.lat, longitude: centre.lng + step * 1.5 };
    });
    await insertBusinesses(context, rows);
    const rad = Math.PI / 180;
    const miles = (r: { latitude: number; longitude: number }) => {
      const h =
        Math.sin(((r.latitude - centre.lat) * rad) / 2) ** 2 +
        Math.cos(centre.lat * rad) * Math.cos(r.latitude * rad) * Math.sin(((r.longitude - centre.lng) * rad) / 2) ** 2;
      return 2 * 3958.8 * Math.asin(Math.sqrt(h));
    };
    const expected = [...rows].sort((a, b) => miles(a) - miles(b)).map((r) => r.name);
    const near = `${centre.lat},${centre.lng}`;
    const first = await search(t, { near, sort: "distance", limit: 5 });
    const second = await search(t, { near, sort: "distance", limit: 5, offset: 5 });
    expect(first.totalExact).toBe(false);
    expect([...names(first), ...names(second)]).toEqual(expected.slice(0, 10));
    const distances = [...first.businesses, ...second.businesses].map((b) => b.distanceMiles ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("when it is broad around a point and ranked by relevance, then its pages follow the ranking of every match within the radius, and only the last page's total is exact", async () => {
    const t = uniqueToken();
    const centre = { lat: 58, lng: 12 };
    // Seven of one quality within 10 miles, a mile apart due north, given farthest first; two 40 miles out.
    const within = Array.from({ length: 7 }, (_, i) => ({ name: `Near ${6 - i} ${t}`, latitude: centre.lat + (7 - i) / 69, longitude: centre.lng }));
    const beyond = [1, 2].map((i) => ({ name: `Far ${i} ${t}`, latitude: centre.lat + 40 / 69 + i / 69, longitude: centre.lng }));
    await insertBusinesses(
      context,
      [...within, ...beyond].map((b) => ({ ...b, rating: 4.5, reviewCount: 200 })),
    );
    const near = `${centre.lat},${centre.lng}`;
    const pages = [];
    for (const offset of [0, 2, 4, 6]) pages.push(await search(t, { near, radius: 10, limit: 2, offset }));
    // Same quality: a mile nearer ranks higher.
    expect(pages.flatMap(names)).toEqual(["Near 0", "Near 1", "Near 2", "Near 3", "Near 4", "Near 5", "Near 6"].map((n) => `${n} ${t}`));
    expect(pages.slice(0, 3).map((p) => [p.totalCount, p.totalExact])).toEqual([
      [3, false],
      [4, false],
      [6, false],
    ]);
    expect([pages[3]?.totalCount, pages[3]?.totalExact]).toEqual([7, true]);
  });
});

describe("a word PostgreSQL's statistics know to be common", () => {
  it("when its pages are read from a walk of the best rows, then name matches come first and every page follows on", async () => {
    const word = `common${uniqueToken()}`;
    const inName = ranked(word, 8);
    const inCategory = Array.from({ length: 30 }, (_, i) => ({
      name: `Other ${String(i).padStart(2, "0")} ${uniqueToken()}`,
      category: `${word} shop`,
      rating: 5 - Math.floor(i / 3) * 0.1,
      reviewCount: 500 - i,
    }));
    await insertBusinesses(context, [...inCategory, ...inName].toReversed());
    // The statistics make the word look common (thousands of times the counted limit here would not fit a test).
    await context.database.db.execute(sql`ANALYZE business_search`);
    const expected = [...inName.map((r) => r.name), ...inCategory.map((r) => r.name)];
    const pages = [];
    for (let offset = 0; offset < 20; offset += 5) pages.push(await search(word, { limit: 5, offset }));
    expect(pages.flatMap(names)).toEqual(expected.slice(0, 20));
    expect(pages[0]?.totalExact).toBe(false);
  });
});
