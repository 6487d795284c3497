import { inArray, sql, type SQL } from "drizzle-orm";
import type { GeoPoint, SearchSort } from "../../shared/api";
import { businesses } from "../../shared/schema";
import type { Db } from "../db/database";
import { businessColumns, type StoredBusiness } from "../directory/directory.queries";
import { boxAround } from "./geo";

/** A search as SQL needs it; every part is optional but the sort. */
export interface SearchSpec {
  /** tsquery texts: every word anywhere; every word in the name; every word in the name or category. */
  text?: { all: string; name: string; nameOrCategory: string };
  cityKey?: string;
  state?: string;
  zipCode?: string;
  categorySlug?: string;
  group?: string;
  country?: string;
  verified?: boolean;
  /** Within `radius` miles of the point; around a ZIP, rows without coordinates in that ZIP too. */
  area?: { point: GeoPoint; radius: number; zipCode?: string };
  minRating?: number;
  sort: SearchSort;
}

export interface RankedId {
  id: number;
  /** Miles from the search's point, when it has one. */
  distance: number | null;
}

export interface PageRange {
  limit: number;
  offset: number;
}

const earthRadiusMiles = 3958.8;
/** With a point, a mile further costs as much as 0.04 stars of quality: 25 miles, one star. */
const starsPerMile = 0.04;

function distanceOf(point: GeoPoint): SQL {
  return sql`(${2 * earthRadiusMiles} * asin(least(1, sqrt(
    power(sin(radians(s.latitude - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${point.lng}) / 2), 2)))))`;
}

/** The tables, the conditions, and the relevance and distance columns of a search's matches. */
function parts(spec: SearchSpec) {
  // Without words, a town or state is found through the businesses table's own indexes.
  const placeTable = spec.text || spec.area ? "s" : "b";
  const joined = spec.categorySlug || spec.group || spec.country || spec.verified !== undefined || spec.zipCode || (placeTable === "b" && (spec.cityKey || spec.state));
  const from = joined ? sql`business_search s JOIN businesses b ON b.id = s.id` : sql`business_search s`;
  const conditions: SQL[] = [];
  if (spec.text) conditions.push(sql`s.document @@ q.all_words`);
  if (spec.cityKey) conditions.push(placeTable === "s" ? sql`s.city_key = ${spec.cityKey}` : sql`lower(b.city) = ${spec.cityKey}`);
  if (spec.state) conditions.push(placeTable === "s" ? sql`s.state = ${spec.state}` : sql`b.state = ${spec.state}`);
  if (spec.zipCode) conditions.push(sql`b.zip_code = ${spec.zipCode}`);
  if (spec.categorySlug) conditions.push(sql`b.category_slug = ${spec.categorySlug}`);
  if (spec.group) conditions.push(sql`b.category_group = ${spec.group}`);
  if (spec.country) conditions.push(sql`b.country = ${spec.country}`);
  if (spec.verified !== undefined) conditions.push(sql`b.is_verified = ${spec.verified}`);
  if (spec.minRating !== undefined) conditions.push(sql`s.rating >= ${spec.minRating}`);
  const distance = spec.area ? distanceOf(spec.area.point) : sql`NULL::float8`;
  const baseWhere = conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
  if (spec.area) {
    const box = boxAround(spec.area.point, spec.area.radius);
    conditions.push(sql`point(s.longitude, s.latitude) <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`);
    conditions.push(sql`${distance} <= ${spec.area.radius}`);
  }
  const where = sql.join(conditions, sql` AND `);
  const relevance = spec.text ? sql`((s.document @@ q.name_words)::int * 2 + (s.document @@ q.name_or_category_words)::int)` : sql`0`;
  // The search's tsqueries, parsed once for the whole statement.
  const words = spec.text
    ? sql`(SELECT to_tsquery('english', ${spec.text.all}) AS all_words, to_tsquery('english', ${spec.text.name}) AS name_words,
        to_tsquery('english', ${spec.text.nameOrCategory}) AS name_or_category_words) q,`
    : sql``;
  return { from: sql`${words} ${from}`, where, baseWhere, relevance, distance };
}

/** The order of ranked matches (columns of the `m` subquery). */
function orderOf(spec: SearchSpec): SQL {
  const quality = spec.area ? sql`m.quality - ${starsPerMile} * m.distance` : sql`m.quality`;
  switch (spec.sort) {
    case "rating":
      return sql`m.rating DESC NULLS LAST, m.review_count DESC, m.id`;
    case "reviews":
      return sql`m.review_count DESC, m.rating DESC NULLS LAST, m.id`;
    case "distance":
      return sql`m.distance ASC NULLS LAST, m.quality DESC, m.id`;
    default:
      return sql`m.relevance DESC, ${quality} DESC, m.id`;
  }
}

/**
 * Every match with its sort columns, up to `limit`. Around a ZIP, businesses with
 * no coordinates but that ZIP count too, with no distance.
 */
function matchesSql(spec: SearchSpec, limit?: number): SQL {
  const { from, where, baseWhere, relevance, distance } = parts(spec);
  const select = (joined: SQL, condition: SQL, miles: SQL) => sql`SELECT s.id, s.rating, s.review_count, s.quality, ${relevance} AS relevance,
    ${miles} AS distance FROM ${from}${joined} WHERE ${condition}`;
  const limited = limit === undefined ? sql`` : sql`LIMIT ${limit}`;
  const zip = spec.area?.zipCode;
  if (!zip) return sql`${select(sql``, where, distance)} ${limited}`;
  const unplaced = select(sql` JOIN businesses z ON z.id = s.id`, sql`${baseWhere} AND s.latitude IS NULL AND z.zip_code = ${zip}`, sql`NULL::float8`);
  return sql`(${select(sql``, where, distance)}) UNION ALL (${unplaced}) ${limited}`;
}

const toRanked = (rows: Record<string, unknown>[]): RankedId[] =>
  rows.map((r) => ({ id: Number(r.id), distance: r.distance === null || r.distance === undefined ? null : Number(r.distance) }));

/**
 * A page of a search that reads at most `countUpTo + 1` matches, ranked, with
 * the number of matches read: a total above `countUpTo` means the search is
 * broad, and its page must come from `broadSearchPage` instead.
 */
export async function countedSearchPage(db: Db, spec: SearchSpec, page: PageRange, countUpTo: number): Promise<{ ids: RankedId[]; total: number }> {
  const { rows } = await db.execute(sql`SELECT m.id, m.distance, count(*) OVER () AS total
    FROM (${matchesSql(spec, countUpTo + 1)}) m ORDER BY ${orderOf(spec)} LIMIT ${page.limit} OFFSET ${page.offset}`);
  const first = rows[0];
  if (first) return { ids: toRanked(rows), total: Number(first.total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  // Past the last page no row carries the total: count it on its own.
  const counted = await db.execute(sql`SELECT count(*)::int AS total FROM (${matchesSql(spec, countUpTo + 1)}) m`);
  return { ids: [], total: Number(counted.rows[0]?.total ?? 0) };
}

/**
 * A page of a search with more matches than are counted, and one id more to tell
 * whether more follow. Ranked by relevance with no point, each tier (words in the
 * name; in the name or category; elsewhere) is read best quality first and stops
 * at the page, so PostgreSQL can walk the quality index instead of sorting every
 * match. Other orders sort every match.
 */
export async function broadSearchPage(db: Db, spec: SearchSpec, page: PageRange): Promise<{ ids: RankedId[]; more: boolean }> {
  const wanted = page.offset + page.limit + 1;
  let query: SQL;
  if (spec.text && spec.sort === "relevance" && !spec.area) {
    const { from, where } = parts(spec);
    const tier = (rank: number, condition: SQL) => sql`(SELECT s.id, ${rank} AS relevance, s.quality, NULL::float8 AS distance
      FROM ${from} WHERE ${where} AND ${condition} ORDER BY s.quality DESC, s.id LIMIT ${wanted})`;
    query = sql`SELECT m.id, m.distance FROM (
      ${tier(3, sql`s.document @@ q.name_words`)}
      UNION ALL ${tier(1, sql`s.document @@ q.name_or_category_words AND NOT s.document @@ q.name_words`)}
      UNION ALL ${tier(0, sql`NOT s.document @@ q.name_or_category_words`)}
    ) m ORDER BY m.relevance DESC, m.quality DESC, m.id LIMIT ${page.limit + 1} OFFSET ${page.offset}`;
  } else {
    query = sql`SELECT m.id, m.distance FROM (${matchesSql(spec)}) m ORDER BY ${orderOf(spec)} LIMIT ${page.limit + 1} OFFSET ${page.offset}`;
  }
  const ids = toRanked((await db.execute(query)).rows);
  return { ids: ids.slice(0, page.limit), more: ids.length > page.limit };
}

/** Which of the words (tsquery texts) match no business at all: the candidates for a typo. */
export async function unmatchedWords(db: Db, queries: string[]): Promise<number[]> {
  if (queries.length === 0) return [];
  const { rows } = await db.execute(sql`SELECT t.i FROM unnest(${sql.param(queries)}::text[]) WITH ORDINALITY AS t(q, i)
    WHERE NOT EXISTS (SELECT 1 FROM business_search s WHERE s.document @@ to_tsquery('english', t.q))`);
  return rows.map((r) => Number(r.i) - 1);
}

/** The directory's words that look like `word` (trigram similarity), most similar first. */
export async function similarWords(db: Db, word: string, limit = 30): Promise<{ word: string; occurrences: number }[]> {
  const { rows } = await db.execute(sql`SELECT word, occurrences FROM search_words WHERE word % ${word}
    ORDER BY similarity(word, ${word}) DESC, occurrences DESC LIMIT ${limit}`);
  return rows.map((r) => ({ word: String(r.word), occurrences: Number(r.occurrences) }));
}

/** What `openNow` needs of each candidate: its hours, time zone and status. */
export async function selectHours(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: businesses.id, openingHours: businesses.openingHours, timeZone: businesses.timeZone, businessStatus: businesses.businessStatus })
    .from(businesses)
    .where(inArray(businesses.id, ids));
}

/** Whole rows for ids, in the ids' order. */
export async function selectByIds(db: Db, ids: number[]): Promise<StoredBusiness[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(businessColumns).from(businesses).where(inArray(businesses.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is StoredBusiness => r !== undefined);
}

/** Businesses whose name holds the words, the last one as a prefix ("bella nap"), best quality first. */
export async function businessesNamed(db: Db, prefixQuery: string, limit: number): Promise<{ name: string; slug: string; city: string | null; state: string | null }[]> {
  const { rows } = await db.execute(sql`SELECT b.name, b.slug, b.city, b.state
    FROM (SELECT s.id, s.quality FROM business_search s WHERE s.document @@ to_tsquery('english', ${prefixQuery})
          ORDER BY s.quality DESC, s.id LIMIT ${limit}) m
    JOIN businesses b ON b.id = m.id ORDER BY m.quality DESC, m.id`);
  return rows.map((r) => ({ name: String(r.name), slug: String(r.slug), city: r.city === null ? null : String(r.city), state: r.state === null ? null : String(r.state) }));
}
