import { describe, expect, it } from "vitest";
import { insertBusinesses, uniqueToken, type BusinessInput } from "../test/businesses";
import { useTestApp } from "../test/test-app";
import { textQueries } from "./search-plan";
import { broadSearchPage, readWay, type MatchEstimate, type ReadWay } from "./search.queries";

// The way a broad search reads its best rows is chosen from PostgreSQL's estimates, which a few test
// rows cannot steer; these tests choose it, and every way must give the same page.
const context = useTestApp();

/** Estimates that make `readWay` choose `way` for pages of up to 20 (see its rules). */
function estimatesFor(way: ReadWay, matches: number): { matches: MatchEstimate; businessCount: number } {
  const top = way === "every" ? 0 : 100;
  return { matches: { all: matches, name: matches, words: matches, allTop: top, nameTop: top }, businessCount: way === "walk" ? 1 : 1_000_000 };
}

/** Businesses with `word` in the name or category, of the given ratings (1,000 reviews each: quality about the rating). */
function rated(word: string, ratings: number[], inName = true): BusinessInput[] {
  return ratings.map((rating, i) => ({
    name: inName ? `${word} Shop ${String(i).padStart(2, "0")}` : `Shop ${String(i).padStart(2, "0")} ${uniqueToken()}`,
    category: inName ? "Hardware store" : `${word} store`,
    rating,
    reviewCount: 1000,
  }));
}

async function pageBy(way: ReadWay, word: string, page: { offset: number; limit: number }) {
  const spec = { text: textQueries([word]), sort: "relevance" as const };
  const found = await broadSearchPage(context.database.db, spec, page, estimatesFor(way, 30));
  return found.ids.map((r) => r.id);
}

describe("the ways a broad search reads its best rows", () => {
  it("when the estimates choose each way in turn, then walking, the top rows' own index and reading every match give the same page", async () => {
    expect(readWay({ matches: 30, top: 100 }, 6, 1)).toBe("walk");
    expect(readWay({ matches: 30, top: 100 }, 6, 1_000_000)).toBe("top");
    expect(readWay({ matches: 30, top: 0 }, 6, 1_000_000)).toBe("every");

    const word = `best${uniqueToken()}`;
    // Names first, each tier best first: 12 name matches of top quality (5.0, 4.9) and 8 below it; 6 category matches.
    const inserted = await insertBusinesses(context, [
      ...rated(word, [4.2, 5, 4.9, 3.5, 5, 4.9, 4.5, 5, 4.9, 4.0, 5, 4.9, 4.6, 5, 4.9, 3.9, 5, 4.9, 4.4, 4.3]),
      ...rated(word, [5, 4.1, 4.9, 3.0, 5, 4.7], false),
    ]);
    const expected = [...inserted]
      .sort((a, b) => Number(b.name.startsWith(word)) - Number(a.name.startsWith(word)) || (b.rating ?? 0) - (a.rating ?? 0) || a.id - b.id)
      .map((b) => b.id);

    for (const page of [
      { offset: 0, limit: 5 },
      { offset: 15, limit: 10 },
    ]) {
      const want = expected.slice(page.offset, page.offset + page.limit);
      expect(await pageBy("walk", word, page)).toEqual(want);
      expect(await pageBy("every", word, page)).toEqual(want);
      // The second page needs 26 rows, more than the 12 of top quality: the top read falls back to every match.
      expect(await pageBy("top", word, page)).toEqual(want);
    }
  });
});
