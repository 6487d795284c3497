import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { matchCondition, matchCount, type PageRange, type RankedId, type SearchSpec } from "./search.queries";

/**
 * The most rows of the quality index a broad box's walk reads. A box holding over a thousand
 * businesses finds a page of 20 within 21,000 rows of a million; past this many, it holds so few
 * that reading and sorting all of them is cheaper.
 */
const maxWalk = 50_000;

/**
 * A list that asks for a box and nothing else, or a box in one town, in rank order: what `boxPage`
 * reads (the point index holds the town too). Anything else is an ordinary search.
 */
export function plainBox(spec: SearchSpec): PlainBox | undefined {
  const { box, sort, cityKey, state, ...others } = spec;
  const asked = Object.values(others).some((v) => v !== undefined);
  return box && sort === "relevance" && !asked ? { box, sort, cityKey, state } : undefined;
}
type PlainBox = Pick<SearchSpec, "box" | "sort" | "cityKey" | "state">;

/** Best ranked first, as every plain list and the two indexes below give it. */
const rankOrder = sql`s.quality DESC NULLS LAST, s.id`;

/**
 * A page of every business inside a map's box (in a town, when it names one), in rank order, with its
 * total when the box holds at most `countUpTo` (else undefined: more than that). PostgreSQL cannot tell
 * how many rows a box holds (a box on a point index is always a thousand to it), so it would read and
 * sort every row of a state's box (48,000 at a million, 850 ms) for a page of 20. Here a box is first
 * counted up to `countUpTo + 1`, and its page read and sorted when it holds no more; a broader box over
 * the whole directory walks the quality index instead, best first, until the page is found inside it
 * (a town's is read and sorted: no more than the town's own businesses). Both indexes hold what these
 * reads need (migration 0028), so none touches the table.
 */
export async function boxPage(db: Db, spec: PlainBox, page: PageRange, countUpTo: number): Promise<{ ids: RankedId[]; total?: number }> {
  const inside = matchCondition(spec);
  const counted = await db.execute(sql`SELECT s.id, count(*) OVER () AS total
    FROM (SELECT s.id, s.quality FROM business_search s WHERE ${inside} LIMIT ${countUpTo + 1}) s
    ORDER BY ${rankOrder} LIMIT ${page.limit} OFFSET ${page.offset}`);
  const total = Number(counted.rows[0]?.total ?? (page.offset === 0 ? 0 : await matchCount(db, spec, countUpTo)));
  if (total <= countUpTo) return { ids: ranked(counted.rows), total };
  const wanted = page.offset + page.limit;
  if (spec.cityKey === undefined && spec.state === undefined) {
    const walked = await db.execute(sql`SELECT s.id FROM (
        SELECT s.id, s.longitude, s.latitude FROM business_search s ORDER BY ${rankOrder} LIMIT ${maxWalk}) s
      WHERE ${inside} LIMIT ${wanted}`);
    if (walked.rows.length === wanted) return { ids: ranked(walked.rows.slice(page.offset)) };
  }
  const sorted = await db.execute(sql`SELECT s.id FROM business_search s WHERE ${inside} ORDER BY ${rankOrder} LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { ids: ranked(sorted.rows) };
}

const ranked = (rows: Record<string, unknown>[]): RankedId[] => rows.map((r) => ({ id: Number(r.id), distance: null }));
