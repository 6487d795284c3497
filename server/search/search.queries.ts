import { inArray, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { GeoBox, GeoPoint, SearchSort } from "../../shared/api";
import { searchResultsServed } from "../../shared/constants";
import { businesses, topQualityFloor, type BusinessRow } from "../../shared/schema";
import type { Db } from "../db/database";
import { businessColumns } from "../db/businesses.queries";
import { boxAround, boxWithin, earthRadiusMiles } from "./geo";

/** A search as SQL needs it; every part is optional but the sort. */
export interface SearchSpec {
  /**
   * tsquery texts for to_tsquery (see `tsquery`): every word anywhere; in the
   * name (weight A); in the name or category (A, B); and the words alone,
   * matched against the name's own document.
   */
  text?: { all: string; name: string; nameOrCategory: string; nameOnly: string; nameInPlace?: string };
  cityKey?: string;
  state?: string;
  zipCode?: string;
  categorySlug?: string;
  group?: string;
  /** null: businesses listed with no country. */
  country?: string | null;
  verified?: boolean;
  /** Within `radius` miles of the point; around a ZIP, rows without coordinates in that ZIP too. */
  area?: { point: GeoPoint; radius: number; zipCode?: string };
  /** Words and an area read through the words' index alone, the area checked on their rows (see wordsReadLimit). */
  areaByWords?: boolean;
  /** Inside this box (a map's visible area); rows without coordinates are outside every box. */
  box?: GeoBox;
  minRating?: number;
  /** Leaves out this business: the one whose neighbours are listed. */
  exceptId?: number;
  /** Leaves out businesses closed for good. */
  withoutClosedForGood?: boolean;
  sort: SearchSort;
}

/**
 * Words that match no more rows than this are read through their own index when an area narrows
 * them (`areaByWords`). PostgreSQL has no statistics for a point in a box and always expects a
 * thousand rows there, so left to itself it scanned the whole box in the point index and intersected
 * it with the words' rows: 269,000 entries for 500 miles around a town (50–250 ms), where the words'
 * few hundred rows, each checked for the area, took 2–6 ms. Common words in a small area still
 * intersect the two indexes, which PostgreSQL chooses.
 */
export const wordsReadLimit = 5000;

export interface RankedId {
  id: number;
  /** Miles from the search's point, when it has one. */
  distance: number | null;
}

export interface PageRange {
  limit: number;
  offset: number;
}

/** With a point, a mile further costs as much as 0.04 stars of quality: 25 miles, one star. */
const starsPerMile = 0.04;

/**
 * A tsquery text as PostgreSQL parses it ('restaurants' → 'restaur'). The
 * parser is immutable, so PostgreSQL parses the bound text once, when it plans
 * the statement: the planner then estimates how many rows match from the
 * parsed words, and no row parses them again.
 */
const tsquery = (text: string) => sql`to_tsquery('english'::regconfig, ${text})`;

function distanceOf(point: GeoPoint): SQL {
  return sql`(${2 * earthRadiusMiles} * asin(least(1, sqrt(
    power(sin(radians(s.latitude - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${point.lng}) / 2), 2)))))`;
}

/** Inside the box, as the search table's GiST index on the point finds it. */
const withinBox = (box: GeoBox) => sql`point(s.longitude, s.latitude) <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`;

/** A condition on a column only businesses has: the search table is joined with it. */
const joinsBusinesses = (spec: SearchSpec) =>
  Boolean(spec.categorySlug || spec.group || spec.country !== undefined || spec.zipCode || spec.withoutClosedForGood);

/**
 * The tables, conditions and sort columns of a search's matches. Words and
 * points are matched in the narrow search table; a list with neither (a town,
 * a state, a minimum rating) reads businesses alone, through its rank indexes.
 */
function parts(spec: SearchSpec, searchTable: SQL = sql`business_search`) {
  const narrow = Boolean(spec.text || spec.area || spec.box);
  const t = narrow ? "s" : "b";
  const col = (name: string) => sql.raw(`${t}.${name}`);
  const joined = narrow && joinsBusinesses(spec);
  const from = !narrow ? sql`businesses b` : joined ? sql`${searchTable} s JOIN businesses b ON b.id = s.id` : sql`${searchTable} s`;
  const conditions: SQL[] = [];
  if (spec.text) conditions.push(sql`s.document @@ ${tsquery(spec.text.all)}`);
  if (spec.cityKey) conditions.push(narrow ? sql`s.city_key = ${spec.cityKey}` : sql`lower(b.city) = ${spec.cityKey}`);
  if (spec.state) conditions.push(sql`${col("state")} = ${spec.state}`);
  else if (spec.state === "") conditions.push(sql`coalesce(${col("state")}, '') = ''`);
  if (spec.zipCode) conditions.push(sql`b.zip_code = ${spec.zipCode}`);
  if (spec.categorySlug) conditions.push(sql`b.category_slug = ${spec.categorySlug}`);
  if (spec.group) conditions.push(sql`b.category_group = ${spec.group}`);
  if (spec.country) conditions.push(sql`b.country = ${spec.country}`);
  else if (spec.country === null) conditions.push(sql`coalesce(b.country, '') = ''`);
  // Written out, not bound: a search of the verified reads their own index (migration 0031), and a list their rank index.
  if (spec.verified !== undefined) conditions.push(spec.verified ? col("is_verified") : sql`NOT ${col("is_verified")}`);
  if (spec.minRating !== undefined) conditions.push(sql`${col("rating")} >= ${spec.minRating}`);
  if (spec.exceptId !== undefined) conditions.push(sql`${col("id")} <> ${spec.exceptId}`);
  if (spec.withoutClosedForGood) conditions.push(sql`b.business_status IS DISTINCT FROM 'CLOSED_PERMANENTLY'`);
  if (spec.box) conditions.push(withinBox(spec.box));
  const distance = spec.area ? distanceOf(spec.area.point) : sql`NULL::float8`;
  const baseWhere = conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
  if (spec.area) {
    const box = boxAround(spec.area.point, spec.area.radius);
    // Wrapped in IS TRUE the condition means the same, but no index serves it: the words' index is read.
    conditions.push(spec.areaByWords ? sql`(${withinBox(box)}) IS TRUE` : withinBox(box));
    conditions.push(sql`${distance} <= ${spec.area.radius}`);
  }
  const where = conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
  // Name matches: the name's document instead of the whole one (which a name match implies), and every other condition.
  // In a town, the whole document with the town's words: the name's own index held every "dentist" of the country, and
  // a town's were found among 240,000 of them (1.1 s for Chicago at ten million).
  const text = spec.text;
  const named = text && (text.nameInPlace ? sql`s.document @@ ${tsquery(text.nameInPlace)}` : sql`s.name_document @@ ${tsquery(text.nameOnly)}`);
  const inName = named ? sql.join([named, ...conditions.slice(1)], sql` AND `) : where;
  const relevance = spec.text ? sql`((s.document @@ ${tsquery(spec.text.name)})::int * 2 + (s.document @@ ${tsquery(spec.text.nameOrCategory)})::int)` : sql`0`;
  const columns = sql`${col("id")} AS id, ${col("rating")} AS rating, ${col("review_count")} AS review_count,
    ${col(narrow ? "quality" : "rank")} AS quality, ${relevance} AS relevance`;
  return { narrow, joined: Boolean(joined), from, where, inName, baseWhere, columns, distance };
}

/** The condition of a search's matches, on the search table (`s`) alone when it asks nothing of businesses. */
export const matchCondition = (spec: SearchSpec): SQL => parts(spec).where;

/** Best rated first, then most reviewed, as a visitor sorting by rating expects. */
const ratingOrder = sql`m.rating DESC NULLS LAST, m.review_count DESC NULLS LAST, m.id`;
/** Best rank first: the order of the rank indexes and of every plain list (`quality` is the rank). */
const rankOrder = sql`m.quality DESC NULLS LAST, m.id`;

/** The order of ranked matches (columns of the `m` subquery). */
function orderOf(spec: SearchSpec): SQL {
  const quality = spec.area ? sql`m.quality - ${starsPerMile} * m.distance` : sql`m.quality`;
  switch (spec.sort) {
    case "rating":
      return ratingOrder;
    case "reviews":
      return sql`m.review_count DESC NULLS LAST, m.rating DESC NULLS LAST, m.id`;
    case "distance":
      return sql`m.distance ASC NULLS LAST, m.quality DESC NULLS LAST, m.id`;
    default:
      // With no words and no point, relevance says nothing: a list of a town or state keeps the rank order.
      return spec.text || spec.area ? sql`m.relevance DESC, ${quality} DESC NULLS LAST, m.id` : rankOrder;
  }
}

/**
 * Every match with its sort columns, up to `limit`. Around a ZIP, businesses with
 * no coordinates but that ZIP count too, with no distance.
 */
function matchesSql(spec: SearchSpec, limit?: number): SQL {
  const p = parts(spec);
  const limited = limit === undefined ? sql`` : sql`LIMIT ${limit}`;
  const zip = spec.area?.zipCode;
  const nearest = limit !== undefined && spec.area && readsNearestIndexOnly(spec) ? nearestIndexOnly(p, spec.area.point, limit) : undefined;
  const placed = nearest ?? sql`SELECT ${p.columns}, ${p.distance} AS distance FROM ${p.from} WHERE ${p.where}`;
  if (zip) return sql`(${placed}) UNION ALL (${unplacedInZip(p, zip)}) ${limited}`;
  return nearest ?? sql`${placed} ${limited}`;
}

const toRanked = (rows: Record<string, unknown>[]): RankedId[] =>
  rows.map((r) => ({ id: Number(r.id), distance: r.distance === null || r.distance === undefined ? null : Number(r.distance) }));

/** A ZIP's businesses without coordinates, which a search around the ZIP lists after those with. */
function unplacedInZip({ from, baseWhere, columns }: ReturnType<typeof parts>, zip: string): SQL {
  return sql`SELECT ${columns}, NULL::float8 AS distance FROM ${from} JOIN businesses z ON z.id = s.id WHERE ${baseWhere} AND s.latitude IS NULL AND z.zip_code = ${zip}`;
}

/**
 * An area and nothing else (no words, no filter on businesses, no rating order): counted up to a limit,
 * its nearest rows are read from the point index alone, which holds everything this needs (migration
 * 0028), with bitmap scans off (countedSearchPage): PostgreSQL expects a thousand rows in any box, and
 * read and sorted all of a town's (20,000 around a New York ZIP, 30 ms) for a count of a thousand and a
 * page of 20 (10 ms, 2 ms once VACUUM has marked the pages all-visible).
 */
const readsNearestIndexOnly = (spec: SearchSpec) =>
  Boolean(spec.area) && !spec.text && !joinsBusinesses(spec) && spec.sort !== "rating" && spec.sort !== "reviews";

function nearestIndexOnly({ from, where, distance }: ReturnType<typeof parts>, { lng, lat }: GeoPoint, limit: number): SQL {
  return sql`SELECT s.id AS id, NULL::numeric AS rating, NULL::int AS review_count, s.quality AS quality, 0 AS relevance, ${distance} AS distance
    FROM ${from} WHERE ${where} ORDER BY point(s.longitude, s.latitude) <-> point(${lng}, ${lat}) LIMIT ${limit}`;
}

/** Turns a query into its text and parameters, as drizzle sends them. */
const dialect = new PgDialect();

/**
 * A query that walks the point index nearest first, run with bitmap scans off: PostgreSQL expects a
 * thousand rows in any box (a city centre holds many times that), and for more than a few dozen it read
 * the whole box and sorted it instead of walking the index. Three round trips: the transaction is opened
 * and set in one message (drizzle's transaction sent BEGIN and SET apart), the query, the commit.
 */
async function nearestWalk(db: Db, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN; SET LOCAL enable_bitmapscan = off");
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query<Record<string, unknown>>(text, params);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((e: Error) => (broken = e));
    throw error;
  } finally {
    // A connection that cannot even roll back is closed, not handed to the next request.
    client.release(broken);
  }
}

/**
 * How many rows PostgreSQL expects a search to match, in all and by name alone
 * (see `broadSearchPage`), and how many of each are of the top quality.
 */
export interface MatchEstimate {
  all: number;
  name: number;
  /** The words' matches without the area, when there is one (else all). */
  words: number;
  allTop: number;
  nameTop: number;
}

/** The condition of the rows the partial text indexes hold (migration 0011). */
const topQuality = sql.raw(`s.quality >= ${topQualityFloor}::real`);

/**
 * How many rows PostgreSQL expects a search to match, from its statistics: a
 * common word is known to be broad without reading a thousand of its rows
 * first. Both come from one plan; the top rows' share of each is estimated
 * with `topShare` (planning those too cost every search a fifth more).
 */
export async function estimatedMatches(db: Db, spec: SearchSpec, topShare: number): Promise<MatchEstimate> {
  const { from, where, inName, baseWhere } = parts(spec);
  const queries = [sql`SELECT 1 FROM ${from} WHERE ${where}`, sql`SELECT 1 FROM ${from} WHERE ${inName}`];
  const [all = 0, name = 0, words = all] = await estimatedRows(db, spec.area ? [...queries, sql`SELECT 1 FROM ${from} WHERE ${baseWhere}`] : queries);
  return { all, name, words, allTop: Math.round(all * topShare), nameTop: Math.round(name * topShare) };
}

/**
 * The share of businesses of top quality, from PostgreSQL's counts of the rows
 * of the top rows' index and of the table (kept by VACUUM and ANALYZE); 0 while
 * it has none.
 */
export async function topQualityShare(db: Db): Promise<number> {
  const { rows } = await db.execute(sql`SELECT
    (SELECT reltuples FROM pg_class WHERE oid = 'business_search_top_document_idx'::regclass) AS top,
    (SELECT reltuples FROM pg_class WHERE oid = 'business_search'::regclass) AS total`);
  const top = Number(rows[0]?.top ?? 0);
  const total = Number(rows[0]?.total ?? 0);
  return top > 0 && total > 0 ? Math.min(1, top / total) : 0;
}

/**
 * The matches PostgreSQL expects of a word its statistics do not list: every such word gets the same
 * share of the rows (2,334 at ten million businesses), whether it matches three businesses or four
 * thousand. Read from the plan of a word no business holds.
 */
export async function unlistedWordRows(db: Db): Promise<number> {
  const [rows = 0] = await estimatedRows(db, [sql`SELECT 1 FROM business_search s WHERE s.document @@ ${tsquery("qxqzjqxv")}`]);
  return rows;
}

interface PlanNode {
  "Plan Rows"?: number;
}

/**
 * The rows PostgreSQL expects each query to return: its plan's top node, one EXPLAIN each. (One EXPLAIN
 * of them all, an Append of one plan each, lost them at ten million businesses: the planner gathered
 * parallel scans above the Append, and the estimates read as 0 sent a common word to a read and sort
 * of its every match, 1.2 s.)
 */
async function estimatedRows(db: Db, queries: SQL[]): Promise<number[]> {
  return Promise.all(
    queries.map(async (query) => {
      const { rows } = await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`);
      const plan = rows[0]?.["QUERY PLAN"];
      const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan?: PlanNode }[] | undefined;
      return Number(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0);
    }),
  );
}

/**
 * A page of a search that reads at most `countUpTo + 1` matches, ranked, with
 * the number of matches read: a total above `countUpTo` means the search is
 * broad, and its page must come from `broadSearchPage` instead. With `countUpTo`
 * undefined every match is read and counted, and the page is that of them all.
 */
export async function countedSearchPage(db: Db, spec: SearchSpec, page: PageRange, countUpTo: number | undefined): Promise<{ ids: RankedId[]; total: number }> {
  const matches = matchesSql(spec, countUpTo === undefined ? undefined : countUpTo + 1);
  const query = sql`SELECT m.id, m.distance, count(*) OVER () AS total
    FROM (${matches}) m ORDER BY ${orderOf(spec)} LIMIT ${page.limit} OFFSET ${page.offset}`;
  const { rows } = readsNearestIndexOnly(spec) && countUpTo !== undefined ? await nearestWalk(db, query) : await db.execute(query);
  const first = rows[0];
  if (first) return { ids: toRanked(rows), total: Number(first.total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  // Past the last page no row carries the total: count it on its own.
  const counted = await db.execute(sql`SELECT count(*)::int AS total FROM (${matches}) m`);
  return { ids: [], total: Number(counted.rows[0]?.total ?? 0) };
}

/**
 * The cost of walking the quality index, a row, against that of finding a match
 * through the text index and sorting it (decisions 001 and 009 have both).
 * PostgreSQL prices the walk's text test as almost free and walks for words with
 * a few thousand matches, reading many times the rows the index would find; so
 * the choice is made here.
 */
const walkCostPerMatchCost = 0.4;

/**
 * How the best rows of a search are read: walking the quality index until enough match ("walk"), reading
 * the matches of top quality through their own text index and sorting them ("top"), or reading and
 * sorting every match ("every").
 */
export type ReadWay = "walk" | "top" | "every";

/**
 * The cheapest way to the best `wanted` of `matches` rows, `top` of them of top quality, among `rows`.
 * The top rows are read only when they should hold twice the rows wanted; when they still hold too few,
 * every match is read after all (`bestRows`).
 */
export function readWay(estimate: { matches: number; top: number }, wanted: number, rows: number): ReadWay {
  if (estimate.matches <= 0) return "every";
  const topHolds = estimate.top >= 2 * wanted;
  const read = topHolds ? estimate.top : estimate.matches;
  if (((wanted * rows) / estimate.matches) * walkCostPerMatchCost < read) return "walk";
  return topHolds ? "top" : "every";
}

/** The condition and order of a read of best rows by quality (alias `s`): as the quality index walks it, or sorted. */
function bestOrder(way: ReadWay, condition: SQL): { where: SQL; order: SQL } {
  if (way === "walk") return { where: condition, order: sql`s.quality DESC NULLS LAST, s.id` };
  // An expression no index holds: PostgreSQL reads the matches and sorts them rather than walk.
  const order = sql`(s.quality + 0) DESC NULLS LAST, s.id`;
  return { where: way === "top" ? sql`${condition} AND ${topQuality}` : condition, order };
}

/**
 * The best `limit` rows of `from` under `condition` by quality (`id` and `quality`), read the way
 * given, or what `outer` selects from them (as `m`): a read of the top rows that finds fewer than
 * `limit` reads every match instead.
 */
async function bestRows(db: Db, from: SQL, condition: SQL, way: ReadWay, limit: number, outer = (best: SQL) => best): Promise<Record<string, unknown>[]> {
  const { where, order } = bestOrder(way, condition);
  const { rows } = await db.execute(outer(sql`SELECT s.id, s.quality FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${limit}`));
  if (way === "top" && rows.length < limit) return bestRows(db, from, condition, "every", limit, outer);
  return rows;
}

/**
 * How many rows match, counted up to `upTo + 1`: whether a search is broad, known without
 * reading its rows' columns. For words and filters only (no point).
 */
export async function matchCount(db: Db, spec: SearchSpec, upTo: number): Promise<number> {
  const { from, where } = parts(spec);
  const { rows } = await db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${upTo + 1}) m`);
  return Number(rows[0]?.n ?? 0);
}

/** Name matches first, then every other match, each list best first as read. */
function namesFirst(named: Record<string, unknown>[], all: Record<string, unknown>[]): number[] {
  const first = named.map((r) => Number(r.id));
  const seen = new Set(first);
  return [...first, ...all.map((r) => Number(r.id)).filter((id) => !seen.has(id))];
}

/**
 * A page of a search with more matches than are counted, and one id more to
 * tell whether more follow. Each ordered read below stops at the page, so that
 * PostgreSQL can walk an index in that order (a common word matches every few
 * rows) or, for rarer matches, find them and sort them: the tsqueries are
 * constants, so it can tell which is cheaper.
 *
 * By relevance with words and no point, name matches come first: the name's
 * own document finds them, then every match follows best quality first (the
 * first read's rows again, which keep their place). Category matches are not
 * a tier of their own here: telling them apart needs every matching row read.
 */
export async function broadSearchPage(
  db: Db,
  spec: SearchSpec,
  page: PageRange,
  known?: { matches: MatchEstimate; businessCount: number },
): Promise<{ ids: RankedId[]; more: boolean }> {
  const wanted = page.offset + page.limit + 1;
  if (spec.area && spec.sort === "distance") {
    const { ids: nearest } = await nearestFirst(db, spec, spec.area, wanted);
    if (nearest) return { ids: nearest.slice(page.offset, page.offset + page.limit), more: nearest.length > page.offset + page.limit };
  }
  const range = sql`LIMIT ${page.limit + 1} OFFSET ${page.offset}`;
  const { narrow, from, where, inName } = parts(spec);
  if (spec.text && spec.sort === "relevance" && !spec.area) {
    const way = (estimate: { matches: number; top: number }): ReadWay => (known ? readWay(estimate, wanted, known.businessCount) : "walk");
    const [named, all] = await Promise.all([
      bestRows(db, from, inName, way({ matches: known?.matches.name ?? 0, top: known?.matches.nameTop ?? 0 }), wanted),
      bestRows(db, from, where, way({ matches: known?.matches.all ?? 0, top: known?.matches.allTop ?? 0 }), wanted),
    ]);
    const ids = namesFirst(named, all).slice(page.offset, page.offset + page.limit + 1);
    return { ids: ids.slice(0, page.limit).map((id) => ({ id, distance: null })), more: ids.length > page.limit };
  }
  let query: SQL;
  if (!narrow && spec.sort === "relevance") {
    // A town, a state or a rating floor over the whole directory: the rank indexes hold this order.
    query = sql`SELECT b.id, NULL::float8 AS distance FROM businesses b WHERE ${where}
      ORDER BY b.rank DESC NULLS LAST, b.id ${range}`;
  } else {
    query = sql`SELECT m.id, m.distance FROM (${matchesSql(spec)}) m ORDER BY ${orderOf(spec)} ${range}`;
  }
  const ids = toRanked((await db.execute(query)).rows);
  return { ids: ids.slice(0, page.limit), more: ids.length > page.limit };
}

/**
 * A page of a search with words in an area, from the `walk` businesses nearest its point (the point
 * index walked nearest first, every row checked for the words and the radius) and the name matches
 * of top quality anywhere within the radius (their own partial index), with its total:
 * - the walk reached past the radius: every match was seen, and the page and total are exact;
 * - it did not, but found more matches than a search serves: the search is broad, and its pages are
 *   ranked among these. Every business left out is farther than the walk reached and either no name
 *   match or below the top quality, so the ranking is exact down to the first row that scores below
 *   the top quality less the distance's weight at the walk's end. Reading every match instead read
 *   142,000 rows for "home" around a Bronx ZIP at ten million businesses (4–6 s);
 * - else undefined: the caller counts and reads the matches as for any search.
 * The walk has no box condition: with one PostgreSQL walked the same rows twelve times slower, and
 * without one it walks the point index nearest first whatever its estimates, so bitmap scans stay on
 * for the top rows' text index.
 */
export async function nearestWalkPage(
  db: Db,
  spec: SearchSpec & { area: NonNullable<SearchSpec["area"]> },
  page: PageRange,
  walk: number,
): Promise<{ ids: RankedId[]; total: number; broad: boolean } | undefined> {
  const { point, radius, zipCode } = spec.area;
  const knn = sql`point(longitude, latitude) <-> point(${point.lng}, ${point.lat})`;
  const p = parts({ ...spec, areaByWords: false }, sql`walked`);
  const top = parts({ ...spec, areaByWords: true });
  // UNION: a row both walked and of the top quality is listed once (its columns are computed alike).
  const placed = sql`(SELECT ${p.columns}, ${p.distance} AS distance FROM ${p.from} WHERE ${p.where})
    UNION (SELECT ${top.columns}, ${top.distance} AS distance FROM ${top.from} WHERE ${top.inName} AND ${topQuality})`;
  const matches = zipCode ? sql`${placed} UNION ALL (${unplacedInZip(parts(spec), zipCode)})` : placed;
  const { rows } = await db.execute(
    sql`WITH walked AS MATERIALIZED (SELECT *, ${knn} AS degrees FROM business_search ORDER BY ${knn} LIMIT ${walk})
      SELECT m.id, m.distance, count(*) OVER () AS matched, (SELECT max(degrees) FROM walked) AS reach,
        (SELECT count(*) FROM walked) AS walked_rows
      FROM (${matches}) m ORDER BY ${orderOf(spec)} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const first = rows[0];
  if (!first) return undefined;
  const matched = Number(first.matched);
  const box = boxAround(point, radius);
  const milesPerDegree = 0.99 * Math.min(69.05, 69.17 * Math.cos((Math.max(Math.abs(box.north), Math.abs(box.south)) * Math.PI) / 180));
  const everyMatch = Number(first.walked_rows) < walk || milesPerDegree * Number(first.reach) > radius;
  if (everyMatch) return { ids: toRanked(rows), total: matched, broad: false };
  return matched > searchResultsServed ? { ids: toRanked(rows), total: matched, broad: true } : undefined;
}

/**
 * A broad search's page without counting first: the best `scan` rows by
 * quality are walked for the first `wanted` matches, and name matches are read
 * on their own and come first. Undefined when the walk did not find them, or
 * found them too sparse to be sure of more than `atLeast` matches among
 * `businessCount`: the caller then counts. Only for words with no other filter.
 */
export async function walkedBroadPage(
  db: Db,
  spec: SearchSpec,
  page: PageRange,
  limits: { scan: number; atLeast: number; businessCount: number; matches: MatchEstimate },
): Promise<{ ids: RankedId[]; more: boolean } | undefined> {
  const { joined, where, inName } = parts(spec);
  const text = spec.text;
  if (!text || joined || spec.area || spec.sort !== "relevance") return undefined;
  const wanted = page.offset + page.limit + 1;
  // Past this many rows the matches would be too sparse to be sure of `atLeast`.
  const scan = Math.min(
    limits.scan,
    Math.ceil((wanted * limits.businessCount) / limits.atLeast),
    Math.ceil((3 * wanted * limits.businessCount) / limits.matches.all),
  );
  const walked = await db.execute(sql`SELECT s.id, s.pos FROM (
      SELECT s.*, row_number() OVER (ORDER BY s.quality DESC NULLS LAST, s.id) AS pos
      FROM business_search s ORDER BY s.quality DESC NULLS LAST, s.id LIMIT ${scan}) s
    WHERE ${where} LIMIT ${wanted}`);
  const last = walked.rows.at(-1);
  if (walked.rows.length < wanted || !last) return undefined;
  if ((wanted / Number(last.pos)) * limits.businessCount < limits.atLeast) return undefined;
  const nameWay = readWay({ matches: limits.matches.name, top: limits.matches.nameTop }, wanted, limits.businessCount);
  const named = await bestRows(db, sql`business_search s`, inName, nameWay, wanted);
  const ordered = namesFirst(named, walked.rows).slice(0, wanted);
  return { ids: ordered.slice(page.offset, page.offset + page.limit).map((id) => ({ id, distance: null })), more: true };
}

/**
 * The `wanted` nearest matches, read in the GiST index's order (flat distance in degrees, which it can
 * walk) and then ordered by miles. A row the walk did not reach is at least `milesPerDegree × its flat
 * distance` away, so the walk is enough once the `wanted`-th nearest in miles is closer than that bound
 * for the last row read. When it is not (the bound takes a degree of longitude, the shortest, for every
 * direction, so a walk of rows due north or south of the point never proves it), the `wanted` nearest
 * all lie within the miles of the `wanted`-th read, and are read from that small circle and sorted: a
 * few times the rows walked. (Walking on instead read 5,000 rows of a town's cluster and then sorted
 * every business within 25 miles of a San Diego ZIP: 194 ms at ten million, against 3 ms.) Undefined when
 * the walk found fewer than `wanted` around a ZIP: the page goes on with the ZIP's businesses that have no
 * coordinates, which only the caller's full read has.
 */
async function nearestFirst(
  db: Db,
  spec: SearchSpec,
  area: NonNullable<SearchSpec["area"]>,
  wanted: number,
  { firstRead = wanted * 3 + 20, squareUpTo }: { firstRead?: number; squareUpTo?: number } = {},
): Promise<{ ids?: RankedId[]; square?: number }> {
  const { from, where, baseWhere, distance } = parts(spec);
  const box = boxAround(area.point, area.radius);
  const farthestLatitude = Math.max(Math.abs(box.north), Math.abs(box.south));
  const milesPerDegree = 0.99 * Math.min(69.05, 69.17 * Math.cos((farthestLatitude * Math.PI) / 180));
  const read = Math.min(firstRead, maxNearestRead);
  // The matches in the square inside the circle, counted up to `squareUpTo + 1` in the same statement.
  const square =
    squareUpTo === undefined
      ? sql`NULL::int`
      : sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${from} WHERE ${baseWhere} AND ${withinBox(boxWithin(area.point, area.radius))} LIMIT ${squareUpTo + 1}) c)`;
  const { rows } = await nearestWalk(
    db,
    sql`SELECT s.id, s.quality, ${distance} AS distance, point(s.longitude, s.latitude) <-> point(${area.point.lng}, ${area.point.lat}) AS degrees, ${square} AS square
      FROM ${from} WHERE ${where} ORDER BY point(s.longitude, s.latitude) <-> point(${area.point.lng}, ${area.point.lat}) LIMIT ${read}`,
  );
  const counted = squareUpTo === undefined ? {} : { square: Number(rows[0]?.square ?? 0) };
  const ranked = rows
    .map((r) => ({ id: Number(r.id), distance: Number(r.distance), quality: Number(r.quality), degrees: Number(r.degrees) }))
    .sort((a, b) => a.distance - b.distance || b.quality - a.quality || a.id - b.id);
  // Fewer rows than asked: every placed match has been read.
  const all = rows.length < read;
  if (ranked.length < wanted && (area.zipCode || !all)) return counted;
  const lastRead = Math.max(...ranked.map((r) => r.degrees));
  const wantedMiles = ranked[wanted - 1]?.distance ?? Infinity;
  if (all || wantedMiles < milesPerDegree * lastRead) return { ...counted, ids: ranked.slice(0, wanted).map(({ id, distance }) => ({ id, distance })) };
  // A hair wider than the miles read back: the bound must not lose the wanted-th row to rounding.
  const reach = wantedMiles * 1.000001;
  const circle = boxAround(area.point, reach * 1.01);
  const { rows: nearest } = await db.execute(sql`SELECT s.id, ${distance} AS distance FROM ${from}
    WHERE ${where} AND ${withinBox(circle)} AND ${distance} <= ${reach}
    ORDER BY 2 ASC, s.quality DESC NULLS LAST, s.id LIMIT ${wanted}`);
  return { ...counted, ids: toRanked(nearest) };
}

/**
 * A page of an area and nothing else, nearest first, when the area is broad: when the square inside its
 * circle alone holds more than `countUpTo` matches, counted in the statement that walks the page's nearest
 * rows (nearestFirst). Undefined when the square holds no more: the caller counts the circle. A ZIP in a
 * city at ten million businesses counted the circle's thousand nearest, their miles computed twice each
 * (2.4 ms), and then walked again for the page in a second transaction; the square's count reads the
 * point index alone (0.7 ms).
 */
export async function broadNearestPage(
  db: Db,
  spec: SearchSpec & { area: NonNullable<SearchSpec["area"]> },
  page: PageRange,
  countUpTo: number,
): Promise<{ ids: RankedId[]; more: boolean } | undefined> {
  if (!readsNearestIndexOnly(spec) || spec.sort !== "distance") return undefined;
  const wanted = page.offset + page.limit + 1;
  const { ids, square = 0 } = await nearestFirst(db, spec, spec.area, wanted, { squareUpTo: countUpTo });
  if (square <= countUpTo) return undefined;
  // The square's matches are all in the circle, so the walk found at least `wanted` and proved their order.
  if (!ids) return undefined;
  return { ids: ids.slice(page.offset, page.offset + page.limit), more: ids.length > page.offset + page.limit };
}

/** The most rows the nearest-first walk reads before sorting every match instead. */
const maxNearestRead = 5_000;

/**
 * Up to `limit` matches within the area's radius of its point, nearest first: the walk above, else every
 * match sorted. The walk first reads a little over twice `limit`, enough to prove the order most of the time
 * (the search's own first read is sized for pages of 20, and a rare match walks many rows for each one read).
 */
export async function nearestMatches(db: Db, spec: SearchSpec & { area: NonNullable<SearchSpec["area"]> }, limit: number): Promise<RankedId[]> {
  const { ids: walked } = await nearestFirst(db, spec, spec.area, limit, { firstRead: 2 * limit + 4 });
  if (walked) return walked;
  const { rows } = await db.execute(sql`SELECT m.id, m.distance FROM (${matchesSql({ ...spec, sort: "distance" })}) m
    ORDER BY ${orderOf({ ...spec, sort: "distance" })} LIMIT ${limit}`);
  return toRanked(rows);
}

/**
 * Which of the words (tsquery texts) match no business at all: the candidates
 * for a typo. A word PostgreSQL's statistics have seen often is known; for the
 * rest the text index is asked for one match. (Asked as "exists", PostgreSQL
 * expects a rare word to turn up within a few thousand rows and scans for it: a
 * word matching nothing then cost a scan of every row. A
 * materialized read is planned for all its rows, through the index, and stops
 * at the first.)
 */
export async function unmatchedWords(db: Db, queries: string[]): Promise<number[]> {
  if (queries.length === 0) return [];
  const matching = (q: string) => sql`SELECT 1 FROM business_search s WHERE s.document @@ ${tsquery(q)}`;
  const expected = await estimatedRows(db, queries.map(matching));
  const rare = queries.map((q, i) => ({ q, i })).filter(({ i }) => (expected[i] ?? 0) < commonWordRows);
  if (rare.length === 0) return [];
  const ctes = sql.join(
    rare.map(({ q }, n) => sql`${sql.raw(`w${n}`)} AS MATERIALIZED (${matching(q)})`),
    sql`, `,
  );
  const found = sql.join(
    rare.map((_, n) => sql`EXISTS (SELECT 1 FROM ${sql.raw(`w${n}`)})`),
    sql`, `,
  );
  const { rows } = await db.execute(sql`WITH ${ctes} SELECT ARRAY[${found}] AS found`);
  const flags = (rows[0]?.found ?? []) as boolean[];
  return rare.filter((_, n) => flags[n] === false).map(({ i }) => i);
}

/** A word expected in this many rows is one the statistics have seen: it exists. */
const commonWordRows = 1000;

/** The directory's words that look like `word` (trigram similarity), most similar first. */
export async function similarWords(db: Db, word: string, limit = 30): Promise<{ word: string; occurrences: number }[]> {
  const { rows } = await db.execute(sql`SELECT word, occurrences FROM search_words WHERE word % ${word}
    ORDER BY similarity(word, ${word}) DESC, occurrences DESC LIMIT ${limit}`);
  return rows.map((r) => ({ word: String(r.word), occurrences: Number(r.occurrences) }));
}

/** What `openNow` needs of each candidate: its hours, time zone and status. */
export async function selectHours(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  // One array parameter: a thousand ids as a thousand parameters took twice as long to plan and read.
  return db
    .select({ id: businesses.id, openingHours: businesses.openingHours, timeZone: businesses.timeZone, businessStatus: businesses.businessStatus })
    .from(businesses)
    .where(sql`${businesses.id} = ANY(${`{${ids.join(",")}}`}::int[])`);
}

/** Whole rows for ids, in the ids' order. */
export async function selectByIds(db: Db, ids: number[]): Promise<BusinessRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(businessColumns).from(businesses).where(inArray(businesses.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is BusinessRow => r !== undefined);
}

/**
 * Businesses whose name holds `words` (a tsquery text, parsed) and a word
 * starting with `prefix` (taken as it is: a stem's start, not to be stemmed
 * again), best quality first. PostgreSQL walked tens of thousands of rows
 * for a prefix that few names hold (decision 001); its estimate of the matches is good, so the way
 * to read them is chosen here as for searches.
 */
export async function businessesNamed(
  db: Db,
  name: { words?: string; prefix: string },
  limit: number,
  businessCount: number,
  topShare: number,
): Promise<{ name: string; slug: string; city: string | null; state: string | null }[]> {
  const prefix = sql`${`${name.prefix}:*`}::tsquery`;
  const query = name.words ? sql`(${tsquery(name.words)} && ${prefix})` : prefix;
  const named = sql`s.name_document @@ ${query}`;
  const [matches = 0] = await estimatedRows(db, [sql`SELECT 1 FROM business_search s WHERE ${named}`]);
  const way = readWay({ matches, top: Math.round(matches * topShare) }, limit, businessCount);
  const rows = await bestRows(
    db,
    sql`business_search s`,
    named,
    way,
    limit,
    (best) => sql`SELECT b.name, b.slug, b.city, b.state
    FROM (${best}) m JOIN businesses b ON b.id = m.id ORDER BY m.quality DESC NULLS LAST, m.id`,
  );
  return rows.map((r) => ({
    name: String(r.name),
    slug: String(r.slug),
    city: r.city === null ? null : String(r.city),
    state: r.state === null ? null : String(r.state),
  }));
}

/** The most businesses, nearest first, whose matches are looked at for towns to offer or ranked: a bound on the walk. */
export const nearestWalked = 10_000;

/**
 * The towns of the `read` matches nearest the spec's point (within its radius), each with its nearest
 * match's distance, nearest first: where a search that found nothing in its place would find something.
 * Words that match few rows are read by their index (areaByWords); common words, or none, walk the
 * businesses nearest the point in distance order, up to `nearestWalked` of them, until `read` match (a
 * word of 40,000 rows at a million: 2,500 rows, 9 ms, where the box of 500 miles took 150–250 ms).
 * The walk passes about read × businessCount / matches rows, each about three times a word's row.
 */
export async function matchTownsNear(db: Db, spec: SearchSpec & { area: NonNullable<SearchSpec["area"]> }, read: number, businessCount: number) {
  const unplaced = parts(spec);
  const [words = Infinity] = spec.text ? await estimatedRows(db, [sql`SELECT 1 FROM ${unplaced.from} WHERE ${unplaced.baseWhere}`]) : [];
  const { lng, lat } = spec.area.point;
  const knn = sql`point(longitude, latitude) <-> point(${lng}, ${lat})`;
  const byWords = words <= Math.sqrt(3 * read * businessCount);
  const { from, where, distance } = byWords
    ? parts({ ...spec, areaByWords: true })
    : parts(spec, sql`(SELECT *, ${knn} AS knn FROM business_search ORDER BY ${knn} LIMIT ${nearestWalked})`);
  const order = byWords ? sql`point(s.longitude, s.latitude) <-> point(${lng}, ${lat})` : sql`s.knn`;
  const { rows } = await db.execute(sql`SELECT m.city_key, m.state, min(m.distance) AS miles FROM (
      SELECT s.city_key, s.state, ${distance} AS distance FROM ${from} WHERE ${where} AND s.city_key IS NOT NULL
      ORDER BY ${order} LIMIT ${read}
    ) m GROUP BY m.city_key, m.state ORDER BY miles, m.city_key`);
  return rows.map((r) => ({ cityKey: String(r.city_key), state: r.state === null ? "" : String(r.state), miles: Number(r.miles) }));
}
