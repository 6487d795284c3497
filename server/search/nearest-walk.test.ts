import { describe, expect, it } from "vitest";
import { searchResultsServed } from "../../shared/constants";
import { insertBusinesses, uniqueToken, type BusinessInput } from "../test/businesses";
import { useTestApp } from "../test/test-app";
import { textQueries } from "./search-plan";
import { countedSearchPage, nearestMatches, nearestWalkPage, type SearchSpec } from "./search.queries";

// Common words in an area are read from the businesses nearest the point when PostgreSQL expects
// thousands of matches (search.service.ts), which test rows cannot make it expect: these tests call
// the walk itself, with walks sized to the rows they add.
const context = useTestApp();

/** Spots in the Alaskan interior, one a test, far from each other and from every other test's rows; a degree east is about 30 miles there. */
const centres = {
  exact: { lat: 64.2, lng: -149.5 },
  broad: { lat: 65.2, lng: -149.5 },
  few: { lat: 66.2, lng: -149.5 },
  north: { lat: 67.2, lng: -149.5 },
};
type Centre = keyof typeof centres;

const spec = (word: string, centre: Centre): SearchSpec & { area: NonNullable<SearchSpec["area"]> } => ({
  text: textQueries([word]),
  area: { point: centres[centre], radius: 25 },
  sort: "relevance",
});

/** `count` businesses named with `word`, spread east of the centre `step` degrees apart, of ratings cycling 3.0–5.0. */
const row = (word: string, centre: Centre, count: number, step: number, from = 0): BusinessInput[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${word} Outfitters ${from + i}`,
    city: "Healy",
    state: "AK",
    rating: 3 + ((from + i) % 21) / 10,
    reviewCount: 500,
    latitude: centres[centre].lat,
    longitude: centres[centre].lng + (from + i + 1) * step,
  }));

describe("searches of common words in an area, read nearest first", () => {
  it("when the walk reaches past the radius, then its page and total are those of the counted read", async () => {
    const word = `caribou${uniqueToken()}`;
    // 30 inside 25 miles (up to about 9 miles east), 10 beyond it (about 32 to 45 miles east).
    await insertBusinesses(context, [...row(word, "exact", 30, 0.01), ...row(word, "exact", 10, 0.05, 20)]);
    for (const page of [
      { offset: 0, limit: 7 },
      { offset: 21, limit: 20 },
    ]) {
      const walked = await nearestWalkPage(context.database.db, spec(word, "exact"), page, 5000);
      const counted = await countedSearchPage(context.database.db, spec(word, "exact"), page, 1000);
      expect(walked?.broad).toBe(false);
      expect(walked?.total).toBe(30);
      expect(counted.total).toBe(30);
      expect(walked?.ids).toEqual(counted.ids);
    }
  });

  it("when the walk stops short of the radius with more matches than a search serves, then the search is broad, and its pages, stable, are those of every match while the top quality's name matches lead", async () => {
    const word = `moose${uniqueToken()}`;
    // A match every 0.00001° east (about half a yard), the best rated spread through them; the 50 past
    // the walk are the best reviewed of all, so they lead the ranking though the walk never reaches them.
    const walk = searchResultsServed + 50;
    const rows = row(word, "broad", searchResultsServed + 100, 0.00001).map((b, i) => (i < walk ? b : { ...b, rating: 5, reviewCount: 5000 }));
    const inserted = await insertBusinesses(context, rows);
    const farthest = new Set(inserted.slice(walk).map((b) => b.id));
    const first = await nearestWalkPage(context.database.db, spec(word, "broad"), { offset: 0, limit: 40 }, walk);
    expect(first?.broad).toBe(true);
    // The walk's 1,050 matches and the 50 of top quality beyond it.
    expect(first?.total).toBe(searchResultsServed + 100);
    const every = await countedSearchPage(context.database.db, spec(word, "broad"), { offset: 0, limit: 40 }, 5000);
    expect(first?.ids).toEqual(every.ids);
    expect(first?.ids.slice(0, 10).every((r) => farthest.has(r.id))).toBe(true);
    // Two pages of 20 are the page of 40.
    const one = await nearestWalkPage(context.database.db, spec(word, "broad"), { offset: 0, limit: 20 }, walk);
    const two = await nearestWalkPage(context.database.db, spec(word, "broad"), { offset: 20, limit: 20 }, walk);
    expect([...(one?.ids ?? []), ...(two?.ids ?? [])]).toEqual(first?.ids);
  });

  it("when the walk stops short of the radius with few matches, then it gives no answer and the search counts as any other", async () => {
    const word = `lynx${uniqueToken()}`;
    const other = `tundra${uniqueToken()}`;
    // 60 businesses without the word nearest the point, then 5 with it, all within two miles.
    await insertBusinesses(context, [...row(other, "few", 60, 0.0002), ...row(word, "few", 5, 0.0002, 61)]);
    expect(await nearestWalkPage(context.database.db, spec(word, "few"), { offset: 0, limit: 20 }, 40)).toBeUndefined();
    expect((await countedSearchPage(context.database.db, spec(word, "few"), { offset: 0, limit: 20 }, 1000)).total).toBe(5);
  });

  it("when the nearest rows walked lie due north and nearer ones due east were not reached, then the nearest first are still exact", async () => {
    const word = `ptarmigan${uniqueToken()}`;
    const { lat, lng } = centres.north;
    // 20 in a cluster 0.01° north (0.69 miles), which the walk reads first, and 3 due east 0.011–0.013°
    // of longitude away (a degree east is about 26 miles here: 0.29–0.34 miles), farther in degrees but nearer.
    const north = row(word, "north", 20, 0.00001).map((b) => ({ ...b, latitude: lat + 0.01, longitude: (b.longitude ?? lng) - 0.0001 }));
    const east = [0.011, 0.012, 0.013].map((d, i) => ({ ...row(word, "north", 1, 0, 30 + i)[0], longitude: lng + d }) as BusinessInput);
    const inserted = await insertBusinesses(context, [...north, ...east]);
    const byDistance = { ...spec(word, "north"), sort: "distance" as const };
    // Five wanted: the walk reads 14 rows, all of the cluster, and cannot prove the order from them.
    const nearest = await nearestMatches(context.database.db, byDistance, 5);
    const every = await countedSearchPage(context.database.db, byDistance, { offset: 0, limit: 5 }, 5000);
    expect(nearest.map((r) => r.id)).toEqual(every.ids.map((r) => r.id));
    expect(nearest.slice(0, 3).map((r) => r.id)).toEqual(inserted.slice(20).map((b) => b.id));
  });
});
