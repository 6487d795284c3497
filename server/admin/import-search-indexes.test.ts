import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { importFile } from "../test/admin-import";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

/** Pages still queued in each text index's pending list, the vocabulary's included (cleaning them reports how many it moved). */
async function queuedPages(): Promise<Record<string, number>> {
  const { rows } = await context.database.db.execute(sql`SELECT c.relname AS name, gin_clean_pending_list(i.indexrelid::regclass) AS pages
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid IN ('business_search'::regclass, 'search_words'::regclass) AND am.amname = 'gin'`);
  return Object.fromEntries(rows.map((r) => [String(r.name), Number(r.pages)]));
}

describe("the search indexes after an import", () => {
  it("when an import adds rows of every quality, then no text index keeps entries queued, the top rows' own and the vocabulary's included", async () => {
    await queuedPages();
    const t = uniqueToken();
    // Rated 5.0 from 500 reviews: of top quality, so the partial indexes of the best rows take them too.
    const rows = Array.from({ length: 400 }, (_, i) =>
      businessRow({ name: `Queued ${t} ${i}`, place_id: `queued-${t}-${i}`, rating: i % 2 ? 5 : 3.5, reviews: 500 }),
    );
    const agent = await loginAgent(context);
    expect((await importFile(agent, makeCsv(rows), "queued.csv")).stats.imported).toBe(400);

    const queued = await queuedPages();
    expect(Object.keys(queued).sort()).toEqual([
      "business_search_document_idx",
      "business_search_name_document_idx",
      "business_search_top_document_idx",
      "business_search_top_name_document_idx",
      "business_search_verified_document_idx",
      "search_words_trgm_idx",
    ]);
    expect(queued).toEqual(Object.fromEntries(Object.keys(queued).map((name) => [name, 0])));
  });
});
