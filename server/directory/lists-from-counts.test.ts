import { describe, expect, it } from "vitest";
import { businessList, businessListResponse } from "../../shared/api";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { untilAStatementWaits } from "../test/statement-waits";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

/**
 * Runs `asks` while another connection holds the businesses: a transaction with a lock on the table on
 * PostgreSQL (as an import's uncommitted rows are in its indexes), the one session on the embedded
 * database. Answers what `asks` answered, or "waited" when one of its statements waited for the table.
 */
async function whileTheTableIsHeld<T>(asks: () => Promise<T>): Promise<T | "waited"> {
  const client = await context.database.pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(context.database.kind === "embedded" ? "SELECT 1 FROM businesses LIMIT 1" : "LOCK TABLE businesses IN ACCESS EXCLUSIVE MODE");
    return await Promise.race([asks(), untilAStatementWaits(context.database).then(() => "waited" as const)]);
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

describe("list pages the counts say are empty", () => {
  it("when the directory is empty, then its lists answer from the counts without reading the businesses", async () => {
    // The counts are read once, before the table is held.
    await context.request.get("/api/statistics").expect(200);
    const answered = await whileTheTableIsHeld(async () => ({
      list: businessListResponse.parse((await context.request.get("/api/businesses").expect(200)).body),
      deeper: businessListResponse.parse((await context.request.get("/api/businesses?offset=40").expect(200)).body),
      recommended: businessList.parse((await context.request.get("/api/businesses/recommended").expect(200)).body),
      latest: businessList.parse((await context.request.get("/api/businesses/latest").expect(200)).body),
    }));
    expect(answered).not.toBe("waited");
    expect(answered).toMatchObject({
      list: { businesses: [], totalCount: 0, totalExact: true },
      deeper: { businesses: [], totalCount: 0 },
      recommended: [],
      latest: [],
    });
  });

  it("when a page lies past a list's count, then it is empty at once, and the pages before it still read their rows", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [{ name: `Counted one ${t}` }, { name: `Counted two ${t}` }]);
    await context.recountFacets();
    const first = businessListResponse.parse((await context.request.get("/api/businesses").expect(200)).body);
    expect(first.businesses.map((b) => b.name).sort()).toEqual([`Counted one ${t}`, `Counted two ${t}`]);
    const past = await whileTheTableIsHeld(async () => businessListResponse.parse((await context.request.get("/api/businesses?offset=20").expect(200)).body));
    expect(past).not.toBe("waited");
    expect(past).toMatchObject({ businesses: [], totalCount: 2, totalExact: true });
  });
});
