import type {
  Business,
  BusinessListQuery,
  BusinessListResponse,
  CategoryGroupSummary,
  CategorySummary,
  CityListItem,
  CountrySummary,
  PageQuery,
  PopularCity,
  Statistics,
} from "../../shared/api";
import { categoryGroups, findCategoryGroup } from "../../shared/categories";
import { isOpenAt } from "../../shared/opening-hours";
import { categorySlug } from "../../shared/slug";
import { stateCode } from "../../shared/us-states";
import type { Db } from "../db/database";
import { notFound } from "../http/errors";
import {
  countBusinesses,
  selectBusinessById,
  selectBusinessBySlug,
  selectBusinesses,
  selectLatest,
  selectRecommended,
  type BusinessFilter,
  type StoredBusiness,
} from "./directory.queries";
import type { FacetCache, Facets } from "./facets";
import { QueryCache } from "./query-cache";
import { selectBroadSearchPage, selectCountedSearchPage, type SearchFilter } from "./search.queries";

/** Reviews a business needs before it can be recommended: a 5.0 from two people means little. */
const recommendedMinReviews = 10;
const homeListSize = 12;
/**
 * Matches a search counts before it reports "more than" instead: counting every
 * match of a common word among a million businesses cost several times its page.
 */
export const defaultSearchTotalLimit = 1_000;

export function toBusiness(row: StoredBusiness, now: Date): Business {
  return {
    ...row,
    rating: row.rating === null ? null : Number(row.rating),
    isOpen: isOpenAt(row.openingHours, row.timeZone, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toBusinesses = (rows: StoredBusiness[]) => {
  const now = new Date();
  return rows.map((row) => toBusiness(row, now));
};

/** "78701", "Austin, TX", "Texas", "TX" or "Austin" → a filter on ZIP, city and/or state. */
export function parseLocation(location: string): BusinessFilter {
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(location);
  if (zip) return { zipCode: zip[1] };
  const [cityPart, statePart] = location.split(",").map((p) => p.trim());
  if (statePart !== undefined) {
    const code = stateCode(statePart.replace(/\s+\d{5}(-\d{4})?$/, ""));
    return { cityKey: cityPart?.toLowerCase() || undefined, state: code ?? statePart };
  }
  const code = stateCode(location);
  return code ? { state: code } : { cityKey: location.toLowerCase() };
}

/** The total for a filter the facet table already counts, or undefined when it must be counted. */
function countFromFacets(filter: BusinessFilter, facets: Facets): number | undefined {
  const keys = Object.entries(filter).filter(([, v]) => v !== undefined).map(([k]) => k);
  if (keys.length === 0) return facets.total;
  if (keys.length > 1) return undefined;
  if (filter.categorySlug) return facets.categoryBySlug.get(filter.categorySlug)?.count ?? 0;
  if (filter.group) return facets.groupCounts.get(filter.group) ?? 0;
  if (filter.cityKey) return facets.cityByKey.get(filter.cityKey)?.count ?? 0;
  if (filter.country) return facets.countryByKey.get(filter.country.toLowerCase())?.count ?? 0;
  if (filter.verified !== undefined) return filter.verified ? facets.verified : facets.total - facets.verified;
  return undefined;
}

function categoryFilter(value: string, facets: Facets): BusinessFilter | undefined {
  // A group wins over a fine category of the same name: the group contains it.
  const group = findCategoryGroup(value);
  if (group) return { group: group.slug };
  const slug = categorySlug(value);
  if (facets.categoryBySlug.has(slug)) return { categorySlug: slug };
  return undefined;
}

export class DirectoryService {
  /** Rows and totals read from the database. */
  private readonly cache: QueryCache;

  constructor(
    private readonly db: Db,
    private readonly facets: FacetCache,
    /** Matches a search counts exactly; past them it reports that there are more. */
    private readonly searchTotalLimit = defaultSearchTotalLimit,
  ) {
    this.cache = new QueryCache(facets);
  }

  private async page(filter: BusinessFilter, page: PageQuery): Promise<{ businesses: Business[]; totalCount: number; totalExact: boolean }> {
    const { search } = filter;
    if (search) return this.searchPage({ ...filter, search }, page);
    const key = JSON.stringify(filter);
    const facets = await this.facets.get();
    const known = countFromFacets(filter, facets);
    const found = await this.cache.get(`page:${page.limit}:${page.offset}:${key}`, () =>
      selectBusinesses(this.db, filter, page, known === undefined),
    );
    // Past the last page no row carries the total: count it on its own.
    const total = known ?? found.total ?? (await this.cache.get(`count:${key}`, () => countBusinesses(this.db, filter)));
    return { businesses: toBusinesses(found.rows), totalCount: total, totalExact: true };
  }

  /**
   * Search totals are exact up to `searchTotalLimit` matches. A broader search
   * (a category, a big city, a common word) says there are more than that and
   * lists its matches best rated first, so its cost does not grow with its
   * number of matches; once found broad, its later pages skip the count.
   */
  private async searchPage(filter: SearchFilter, page: PageQuery) {
    const key = JSON.stringify(filter);
    const countUpTo = this.searchTotalLimit;
    const broadKey = `search-broad:${key}`;
    if (!this.cache.has(broadKey)) {
      const counted = await this.cache.get(`search:${page.limit}:${page.offset}:${key}`, () =>
        selectCountedSearchPage(this.db, filter, page, countUpTo),
      );
      if (counted.total <= countUpTo) return { businesses: toBusinesses(counted.rows), totalCount: counted.total, totalExact: true };
      void this.cache.get(broadKey, async () => true);
    }
    const { rows, more } = await this.cache.get(`search-broad-page:${page.limit}:${page.offset}:${key}`, () =>
      selectBroadSearchPage(this.db, filter, page),
    );
    const seen = page.offset + rows.length;
    if (rows.length > 0 && !more) return { businesses: toBusinesses(rows), totalCount: seen, totalExact: true };
    // Past the end of a broad search all that is known is that it is broad.
    return { businesses: toBusinesses(rows), totalCount: rows.length > 0 ? Math.max(countUpTo, seen) : countUpTo, totalExact: false };
  }

  async list(query: BusinessListQuery): Promise<BusinessListResponse> {
    const facets = await this.facets.get();
    const category = query.category ? (categoryFilter(query.category, facets) ?? { categorySlug: categorySlug(query.category) }) : {};
    const country = query.country ? (facets.countryByKey.get(query.country.toLowerCase())?.key ?? query.country) : undefined;
    const filter: BusinessFilter = {
      ...(query.location ? parseLocation(query.location) : {}),
      ...category,
      search: query.search,
      country,
      verified: query.status === undefined ? undefined : query.status === "verified",
    };
    const { businesses, totalCount, totalExact } = await this.page(filter, query);
    // "More than N matches" fills more than floor(N / limit) pages.
    const totalPages = totalExact ? Math.ceil(totalCount / query.limit) : Math.floor(totalCount / query.limit);
    return { businesses, totalCount, totalPages, totalExact };
  }

  async byCity(name: string, page: PageQuery) {
    const facets = await this.facets.get();
    const key = name.trim().toLowerCase();
    const city = facets.cityByKey.get(key) ?? facets.cityByKey.get(key.replace(/-/g, " "));
    if (!city) throw notFound(`No businesses found in city "${name}"`);
    return this.page({ cityKey: city.key }, page);
  }

  async byCategory(name: string, page: PageQuery) {
    const filter = categoryFilter(name, await this.facets.get());
    if (!filter) throw notFound(`No businesses found in category "${name}"`);
    const result = await this.page(filter, page);
    if (result.totalCount === 0) throw notFound(`No businesses found in category "${name}"`);
    return result;
  }

  async byId(id: number): Promise<Business> {
    const row = await this.cache.get(`id:${id}`, () => selectBusinessById(this.db, id));
    if (!row) throw notFound("Business not found");
    return toBusiness(row, new Date());
  }

  async bySlug(slug: string): Promise<Business> {
    const row = await this.cache.get(`slug:${slug}`, () => selectBusinessBySlug(this.db, slug));
    if (!row) throw notFound("Business not found");
    return toBusiness(row, new Date());
  }

  async recommended(): Promise<Business[]> {
    return toBusinesses(await this.cache.get("recommended", () => selectRecommended(this.db, recommendedMinReviews, homeListSize)));
  }

  async latest(): Promise<Business[]> {
    return toBusinesses(await this.cache.get("latest", () => selectLatest(this.db, homeListSize)));
  }

  async statistics(): Promise<Statistics> {
    const f = await this.facets.get();
    return {
      totalBusinesses: f.total,
      verifiedBusinesses: f.verified,
      categories: f.categories.length,
      totalCities: f.cities.length,
    };
  }

  async popularCities(limit: number): Promise<PopularCity[]> {
    const f = await this.facets.get();
    return f.cities.slice(0, limit).map((c) => ({ id: c.key, name: c.label, businessCount: c.count }));
  }

  /** Every city with its count, alphabetical. */
  async allCities(): Promise<CityListItem[]> {
    const f = await this.facets.get();
    return f.citiesByName.map((c) => ({ name: c.label, businessCount: c.count }));
  }

  async categories(): Promise<CategorySummary[]> {
    const f = await this.facets.get();
    return f.categories.map((c) => ({ category: c.label, slug: c.key, group: c.group, businessCount: c.count }));
  }

  async categoryGroups(): Promise<CategoryGroupSummary[]> {
    const f = await this.facets.get();
    return categoryGroups.map((g) => ({ slug: g.slug, name: g.name, businessCount: f.groupCounts.get(g.slug) ?? 0 }));
  }

  async countries(): Promise<CountrySummary[]> {
    const f = await this.facets.get();
    return f.countries.map((c) => ({ country: c.label, businessCount: c.count }));
  }
}
