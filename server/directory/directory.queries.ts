import { and, eq, getTableColumns, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { businessSearch, businesses, type BusinessRow } from "../../shared/schema";
import { statementName, type Db } from "../db/database";

export interface BusinessFilter {
  search?: string;
  categorySlug?: string;
  group?: string;
  /** Lower-cased city name. */
  cityKey?: string;
  state?: string;
  zipCode?: string;
  country?: string;
  verified?: boolean;
}

export type StoredBusiness = Omit<BusinessRow, "searchText">;

const { searchText: _searchText, ...columns } = getTableColumns(businesses);
/** Every stored column except the generated search text. */
export const businessColumns = columns;

interface RankColumns {
  rating: SQL.Aliased | AnyColumn;
  reviewCount: SQL.Aliased | AnyColumn;
  id: SQL.Aliased | AnyColumn;
}

/** Matches the rank indexes: best rating first, then most reviews, then id for a stable order. */
const rankOf = (t: RankColumns) => [sql`${t.rating} DESC NULLS LAST`, sql`${t.reviewCount} DESC NULLS LAST`, sql`${t.id}`];
const rankOrder = rankOf(businesses);

/** Escapes LIKE wildcards so search text is matched literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Conditions on the businesses table: every filter but the search text. */
function whereOf(filter: BusinessFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.categorySlug ? eq(businesses.categorySlug, filter.categorySlug) : undefined,
    filter.group ? eq(businesses.categoryGroup, filter.group) : undefined,
    filter.cityKey ? sql`lower(${businesses.city}) = ${filter.cityKey}` : undefined,
    filter.state ? eq(businesses.state, filter.state) : undefined,
    filter.zipCode ? eq(businesses.zipCode, filter.zipCode) : undefined,
    filter.country ? eq(businesses.country, filter.country) : undefined,
    filter.verified === undefined ? undefined : eq(businesses.isVerified, filter.verified),
  ];
  return and(...conditions);
}

/**
 * Where a filter's matches are found, with the sort columns of each. Search text
 * is matched in the narrow search table (joined to businesses only when other
 * filters apply too); everything else in businesses and its rank indexes.
 */
function matchesOf(db: Db, filter: BusinessFilter, total: SQL<number>) {
  const rest = whereOf(filter);
  if (!filter.search) {
    const query = db
      .select({ id: businesses.id, rating: businesses.rating, reviewCount: businesses.reviewCount, nameMatch: sql<boolean>`false`.as("name_match"), total: total.as("total") })
      .from(businesses)
      .where(rest);
    return { query, order: rankOrder };
  }
  const term = filter.search.toLowerCase();
  // searchText starts with the name, so a term is in the name when its first occurrence ends within it.
  const nameMatch = sql<boolean>`(strpos(${businessSearch.searchText}, ${term}) BETWEEN 1 AND ${businessSearch.nameLength} - char_length(${term}) + 1)`;
  const base = db
    .select({ id: businessSearch.id, rating: businessSearch.rating, reviewCount: businessSearch.reviewCount, nameMatch: nameMatch.as("name_match"), total: total.as("total") })
    .from(businessSearch)
    .$dynamic();
  const query = (rest ? base.innerJoin(businesses, eq(businesses.id, businessSearch.id)) : base).where(
    and(sql`${businessSearch.searchText} LIKE ${containsPattern(term)}`, rest),
  );
  return { query, order: [sql`${nameMatch} DESC`, ...rankOf(businessSearch)] };
}

/**
 * A page of businesses. The page's ids are found first from the sort columns
 * alone (an index-only scan when no search text is involved), and only those
 * rows are then read whole: page 500 costs about what page 1 does. With
 * `withTotal`, the same scan also counts every match (a window count), so a
 * search visits its matching rows once, not once for the page and again for the
 * total; the total is then undefined only for a page past the end.
 */
export async function selectBusinesses(
  db: Db,
  filter: BusinessFilter,
  page: { limit: number; offset: number },
  withTotal = false,
): Promise<{ rows: StoredBusiness[]; total: number | undefined }> {
  const { query, order } = matchesOf(db, filter, withTotal ? sql<number>`count(*) OVER ()` : sql<number>`NULL`);
  const ids = query
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .as("page");
  const rows = await db
    .select({ business: businessColumns, total: ids.total })
    .from(businesses)
    .innerJoin(ids, eq(businesses.id, ids.id))
    .orderBy(...(filter.search ? [sql`${ids.nameMatch} DESC`] : []), ...rankOf(ids));
  const total = withTotal && rows[0] ? Number(rows[0].total) : undefined;
  return { rows: rows.map((r) => r.business), total };
}

export async function countBusinesses(db: Db, filter: BusinessFilter): Promise<number> {
  const matches = matchesOf(db, filter, sql<number>`NULL`).query.as("matches");
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
    db.select(businessColumns).from(businesses).where(eq(column, sql.placeholder("value"))).prepare(statementName(db, name));
  return { byId: where(businesses.id, "business_by_id"), bySlug: where(businesses.slug, "business_by_slug") };
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

function lookupsOf(db: Db): ReturnType<typeof prepareLookups> {
  let prepared = lookups.get(db);
  if (!prepared) lookups.set(db, (prepared = prepareLookups(db)));
  return prepared;
}

export async function selectBusinessById(db: Db, id: number): Promise<StoredBusiness | undefined> {
  const [row] = await lookupsOf(db).byId.execute({ value: id });
  return row;
}

export async function selectBusinessBySlug(db: Db, slug: string): Promise<StoredBusiness | undefined> {
  const [row] = await lookupsOf(db).bySlug.execute({ value: slug });
  return row;
}

/** Best rated among businesses with at least `minReviews` reviews. */
export async function selectRecommended(db: Db, minReviews: number, limit: number): Promise<StoredBusiness[]> {
  return db
    .select(businessColumns)
    .from(businesses)
    .where(sql`${businesses.reviewCount} >= ${minReviews} AND ${businesses.rating} IS NOT NULL`)
    .orderBy(...rankOrder)
    .limit(limit);
}

export async function selectLatest(db: Db, limit: number): Promise<StoredBusiness[]> {
  return db
    .select(businessColumns)
    .from(businesses)
    .orderBy(sql`${businesses.createdAt} DESC NULLS LAST`, sql`${businesses.id} DESC NULLS LAST`)
    .limit(limit);
}
