import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessListResponse } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { importFile } from "../test/admin-import";
import { insertBusinesses, typoOf, unusedWord } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

const search = async (term: string) => businessListResponse.parse((await context.request.get("/api/businesses").query({ search: term }).expect(200)).body);

const occurrences = async (word: string) =>
  (await context.database.db.execute<{ n: number }>(sql`SELECT occurrences AS n FROM search_words WHERE word = ${word}`)).rows[0]?.n;

describe("the words typos are corrected to, after an import", () => {
  it("when an import of several batches adds a word new to the directory, then each row counts once and a typo of it finds every row", async () => {
    const word = unusedWord("zephyr");
    // The first batch holds 250 rows, the next ones 2,000: 300 rows are written in two statements.
    const rows = Array.from({ length: 300 }, (_, i) => businessRow({ name: `${word} Bakery ${i}`, place_id: `vocab-${word}-${i}` }));
    const agent = await loginAgent(context);
    expect((await importFile(agent, makeCsv(rows), "vocabulary.csv")).stats.imported).toBe(300);

    expect(await occurrences(word)).toBe(300);
    const page = await search(typoOf(word));
    expect(page.search.corrections).toContainEqual({ from: typoOf(word), to: word });
    expect(page.totalCount).toBe(300);
  });

  it("when an import is longer than the rows whose words are counted at a time (4,000), then every row counts once, on top of a word's earlier count", async () => {
    const word = unusedWord("zephyr");
    const known = unusedWord("quillon");
    await insertBusinesses(context, [{ name: `${known} Tailors` }]);
    const rows = Array.from({ length: 4300 }, (_, i) => businessRow({ name: `${word} ${known} Florist ${i}`, place_id: `vocab-${word}-${i}` }));
    const agent = await loginAgent(context);
    expect((await importFile(agent, makeCsv(rows), "vocabulary-long.csv")).stats.imported).toBe(4300);
    expect(await occurrences(word)).toBe(4300);
    expect(await occurrences(known)).toBe(4301);
  }, 60_000);

  it("when a business is added outside an import, then its new word is corrected to at once", async () => {
    const word = unusedWord("zephyr");
    await insertBusinesses(context, [{ name: `${word} Tailors` }]);
    expect(await occurrences(word)).toBe(1);
    expect((await search(typoOf(word))).search.corrections).toContainEqual({ from: typoOf(word), to: word });
  });
});
