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

/** Reviews a business needs before it can be recommended: a 5.0 from two people means little. */
const recommendedMinReviews = 10;
const homeListSize = 12;

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
  ) {
    this.cache = new QueryCache(facets);
  }

  private async page(filter: BusinessFilter, page: PageQuery) {
    const facets = await this.facets.get();
    const key = JSON.stringify(filter);
    const known = countFromFacets(filter, facets);
    const found = await this.cache.get(`page:${page.limit}:${page.offset}:${key}`, () =>
      selectBusinesses(this.db, filter, page, known === undefined),
    );
    // Past the last page no row carries the total: count it on its own.
    const total = known ?? found.total ?? (await this.cache.get(`count:${key}`, () => countBusinesses(this.db, filter)));
    return { businesses: toBusinesses(found.rows), totalCount: total };
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
    const { businesses, totalCount } = await this.page(filter, query);
    return { businesses, totalCount, totalPages: Math.ceil(totalCount / query.limit) };
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
