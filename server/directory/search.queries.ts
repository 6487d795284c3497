import { and, eq, sql, type Placeholder } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { businessSearch, businesses } from "../../shared/schema";
import type { Db } from "../db/database";
import {
  containsPattern,
  pageOf,
  pageQuery,
  rankOf,
  rankOrder,
  readPage,
  whereOf,
  type BusinessFilter,
  type PageIds,
  type PageRange,
  type StoredBusiness,
} from "./directory.queries";

export type SearchFilter = BusinessFilter & { search: string };

export interface CountedPage {
  rows: StoredBusiness[];
  /** Every match, or `countUpTo + 1` when there are more than `countUpTo`. */
  total: number;
}

export interface BroadPage {
  rows: StoredBusiness[];
  /** Whether more matches follow this page. */
  more: boolean;
}

/**
 * Pages of a broad search up to this many rows in walk a rank index and stop
 * at the page; deeper ones sort every match, which costs the same at any depth.
 */
const rankWalkRows = 100;

/** A search's matches: its text in the narrow search table, other filters in businesses, joined only for them. */
function matching<Q extends PgSelect>(query: Q, filter: BusinessFilter, pattern: string | Placeholder) {
  const rest = whereOf(filter);
  const joined = rest ? query.innerJoin(businesses, eq(businesses.id, businessSearch.id)) : query;
  return joined.where(and(sql`${businessSearch.searchText} LIKE ${pattern}`, rest));
}

/**
 * The page as ordered for a search with a countable total: name matches first,
 * then the rest, each best rated first. Only the first `countUpTo + 1` matches
 * are read, and a window count over them gives the total, so a search visits
 * its matches once for both; a total above `countUpTo` means there are more.
 * The term, pattern, limit and offset are placeholders, so that the query is
 * built once for every search with no other filter: building it cost our
 * server more time than PostgreSQL took to run a rare word's search.
 */
function countedPageQuery(db: Db, filter: BusinessFilter, countUpTo: number) {
  const term = sql.placeholder("term");
  // searchText starts with the name, so a term is in the name when its first occurrence ends within it.
  const nameMatch = sql<boolean>`(strpos(${businessSearch.searchText}, ${term}) BETWEEN 1 AND ${businessSearch.nameLength} - char_length(${term}) + 1)`;
  const matches = matching(
    db
      .select({ id: businessSearch.id, rating: businessSearch.rating, reviewCount: businessSearch.reviewCount, nameMatch: nameMatch.as("name_match") })
      .from(businessSearch)
      .$dynamic(),
    filter,
    sql.placeholder("pattern"),
  )
    .limit(countUpTo + 1)
    .as("matches");
  const ids = db
    .select({ id: matches.id, rating: matches.rating, reviewCount: matches.reviewCount, nameMatch: matches.nameMatch, total: sql<number>`count(*) OVER ()`.as("total") })
    .from(matches)
    .orderBy(sql`${matches.nameMatch} DESC`, ...rankOf(matches))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");
  // Unnamed: PostgreSQL plans each search with its own term, never a generic plan.
  return pageQuery(db, { query: ids, id: ids.id, total: ids.total, order: [sql`${ids.nameMatch} DESC`, ...rankOf(ids)] }).prepare("");
}

/** Queries for a search with no other filter, built once for each database. */
const builtQueries = new WeakMap<Db, Map<string, unknown>>();

function builtOnce<T>(db: Db, key: string, build: () => T): T {
  let built = builtQueries.get(db);
  if (!built) builtQueries.set(db, (built = new Map()));
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as T;
}

/** The counted page's query: kept for a search with no other filter, built for one with. */
function countedQueryFor(db: Db, filter: BusinessFilter, countUpTo: number) {
  const build = () => countedPageQuery(db, filter, countUpTo);
  return whereOf(filter) ? build() : builtOnce(db, `counted:${countUpTo}`, build);
}

export async function selectCountedSearchPage(db: Db, filter: SearchFilter, page: PageRange, countUpTo: number): Promise<CountedPage> {
  const term = filter.search.toLowerCase();
  const found = pageOf(
    await countedQueryFor(db, filter, countUpTo).execute({ term, pattern: containsPattern(term), limit: page.limit, offset: page.offset }),
  );
  if (found.total !== undefined || page.offset === 0) return { rows: found.rows, total: found.total ?? 0 };
  // Past the last page no row carries the total: count it on its own.
  const counted = matching(db.select({ id: businessSearch.id }).from(businessSearch).$dynamic(), filter, containsPattern(term))
    .limit(countUpTo + 1)
    .as("counted");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(counted);
  return { rows: found.rows, total: Number(row?.count ?? 0) };
}

/**
 * Broad matches in rank order, from businesses: its rank index holds the search
 * text, so a walk reads no rows. The text is tested with strpos, which no index
 * serves and which the planner takes to match a third of all rows: so it walks
 * the rank index, serially. With LIKE it would often have estimated few matches,
 * and planned the walk split among parallel workers (25–80 ms instead of 1–4) or
 * sorted every match.
 */
function walkedMatches(db: Db, filter: BusinessFilter, term: Placeholder) {
  return db
    .select({ id: businesses.id, rating: businesses.rating, reviewCount: businesses.reviewCount })
    .from(businesses)
    .where(and(sql`strpos(${businesses.searchText}, ${term}) > 0`, whereOf(filter)))
    .orderBy(...rankOrder)
    .$dynamic();
}

/** Broad matches ordered by the search table's copy of the rank columns, which no index holds: found first, then sorted. */
function sortedPageIds(db: Db, filter: BusinessFilter, term: string, range: PageRange): PageIds {
  const from = db
    .select({ id: businessSearch.id, rating: businessSearch.rating, reviewCount: businessSearch.reviewCount })
    .from(businessSearch)
    .$dynamic();
  const ids = matching(from, filter, containsPattern(term)).orderBy(...rankOf(businessSearch)).limit(range.limit).offset(range.offset).as("page");
  return { query: ids, id: ids.id, order: rankOf(ids) };
}

/** A page of walked matches, one row more than the page; built once for a search with no other filter. */
function walkedPageQuery(db: Db, filter: BusinessFilter) {
  const ids = walkedMatches(db, filter, sql.placeholder("term")).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).as("page");
  return pageQuery(db, { query: ids, id: ids.id, order: rankOf(ids) }).prepare("");
}

/** The walked page's query: kept for a search with no other filter, built for one with. */
function walkedQueryFor(db: Db, filter: BusinessFilter) {
  const build = () => walkedPageQuery(db, filter);
  return whereOf(filter) ? build() : builtOnce(db, "walked", build);
}

/**
 * A page of a search with more matches than are counted, best rated first,
 * and one row more than the page to tell whether more follow. Near the start,
 * PostgreSQL walks a rank index and stops once the page is full: a broad
 * search's matches are common enough for that walk to be short. Deeper, where
 * a walk would pass thousands of rows first, the matches are sorted instead.
 */
export async function selectBroadSearchPage(db: Db, filter: SearchFilter, page: PageRange): Promise<BroadPage> {
  const term = filter.search.toLowerCase();
  const range = { limit: page.limit + 1, offset: page.offset };
  const { rows } =
    page.offset + page.limit <= rankWalkRows
      ? pageOf(await walkedQueryFor(db, filter).execute({ term, ...range }))
      : await readPage(db, sortedPageIds(db, filter, term, range));
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}
