import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { businesses, type BusinessRow } from "../../shared/schema";
import { businessColumns, countryIs } from "../db/businesses.queries";
import { statementName, type Db } from "../db/database";

/** The filters of a plain list, in rank order; searches and other filters go through server/search/. */
export interface BusinessFilter {
  categorySlug?: string;
  group?: string;
  /** Lower-cased city name. */
  cityKey?: string;
  /** "" stands for no state: the listings of a town that give none. */
  state?: string;
  zipCode?: string;
  /** null: businesses listed with no country. */
  country?: string | null;
  verified?: boolean;
}

interface RankColumns {
  rank: SQL.Aliased | AnyColumn;
  id: SQL.Aliased | AnyColumn;
}

/** Matches the rank indexes: best rank first (see `businesses.rank`), then id for a stable order. */
const rankOf = (t: RankColumns) => [sql`${t.rank} DESC NULLS LAST`, sql`${t.id}`];
const rankOrder = rankOf(businesses);

function stateIs(state: string | undefined): SQL | undefined {
  if (state === undefined) return undefined;
  return state ? eq(businesses.state, state) : sql`coalesce(${businesses.state}, '') = ''`;
}

/** Conditions on the businesses table. */
function whereOf(filter: BusinessFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.categorySlug ? eq(businesses.categorySlug, filter.categorySlug) : undefined,
    filter.group ? eq(businesses.categoryGroup, filter.group) : undefined,
    filter.cityKey ? sql`lower(${businesses.city}) = ${filter.cityKey}` : undefined,
    stateIs(filter.state),
    filter.zipCode ? eq(businesses.zipCode, filter.zipCode) : undefined,
    countryIs(filter.country),
    // Written as the column itself, not "= $1": PostgreSQL can then use the index of verified rows.
    filter.verified === undefined ? undefined : filter.verified ? sql`${businesses.isVerified}` : sql`NOT ${businesses.isVerified}`,
  ];
  return and(...conditions);
}

/** Every match of a filter without search text, with its sort columns, from businesses and its rank indexes. */
function matchesOf(db: Db, filter: BusinessFilter) {
  return db.select({ id: businesses.id, rank: businesses.rank }).from(businesses).where(whereOf(filter));
}

export interface PageRange {
  limit: number;
  offset: number;
}

/**
 * A page of businesses. The page's ids are found first from the sort columns
 * alone (an index-only scan), and only those rows are then read whole: page
 * 500 costs about what page 1 does.
 */
export async function selectBusinesses(db: Db, filter: BusinessFilter, page: PageRange): Promise<{ rows: BusinessRow[] }> {
  const ids = matchesOf(db, filter)
    .orderBy(...rankOrder)
    .limit(page.limit)
    .offset(page.offset)
    .as("page");
  const rows = await db
    .select({ business: businessColumns })
    .from(businesses)
    .innerJoin(ids, eq(businesses.id, ids.id))
    .orderBy(...rankOf(ids));
  return { rows: rows.map((r) => r.business) };
}

/** How many businesses match, counted up to `upTo + 1` (more than `upTo`: at least that many). */
export async function countBusinesses(db: Db, filter: BusinessFilter, upTo: number): Promise<number> {
  const matches = matchesOf(db, filter)
    .limit(upTo + 1)
    .as("matches");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.count ?? 0);
}

/**
 * Detail pages are the most frequent queries the read cache cannot answer, so
 * their SQL is built once per database instead of per request, and on
 * PostgreSQL each connection parses and plans it once (a named prepared
 * statement).
 */
function prepareLookups(db: Db) {
  const where = (column: typeof businesses.id | typeof businesses.slug, name: string) =>
    db
      .select(businessColumns)
      .from(businesses)
      .where(eq(column, sql.placeholder("value")))
      .prepare(statementName(db, name));
  return { byId: where(businesses.id, "business_by_id"), bySlug: where(businesses.slug, "business_by_slug") };
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

function lookupsOf(db: Db): ReturnType<typeof prepareLookups> {
  let prepared = lookups.get(db);
  if (!prepared) lookups.set(db, (prepared = prepareLookups(db)));
  return prepared;
}

export async function selectBusinessById(db: Db, id: number): Promise<BusinessRow | undefined> {
  const [row] = await lookupsOf(db).byId.execute({ value: id });
  return row;
}

export async function selectBusinessBySlug(db: Db, slug: string): Promise<BusinessRow | undefined> {
  const [row] = await lookupsOf(db).bySlug.execute({ value: slug });
  return row;
}

/** Best rated among businesses with at least `minReviews` reviews. */
export async function selectRecommended(db: Db, minReviews: number, limit: number): Promise<BusinessRow[]> {
  return db
    .select(businessColumns)
    .from(businesses)
    .where(sql`${businesses.reviewCount} >= ${minReviews} AND ${businesses.rating} IS NOT NULL`)
    .orderBy(...rankOrder)
    .limit(limit);
}

export async function selectLatest(db: Db, limit: number): Promise<BusinessRow[]> {
  return (
    db
      .select(businessColumns)
      .from(businesses)
      // Ids grow with each insert: their order is the order of creation, and the primary key holds it.
      .orderBy(sql`${businesses.id} DESC`)
      .limit(limit)
  );
}
