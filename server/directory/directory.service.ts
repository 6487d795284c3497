import type { BusinessRow } from "../../shared/schema";
import type {
  Business,
  BusinessListQuery,
  ListedBusiness,
  NearbyBusiness,
  SearchInfo,
  SuggestQuery,
  SuggestResponse,
  BusinessListResponse,
  CategoryGroupSummary,
  CategorySummary,
  CategoryCities,
  CityCategories,
  CityChoice,
  CityIndex,
  CityListItem,
  CityPageQuery,
  CountrySummary,
  PageQuery,
  PopularCity,
  Statistics,
} from "../../shared/api";
import { noCountry } from "../../shared/api";
import { categoryGroups, findCategoryGroup } from "../../shared/categories";
import { openAt } from "../../shared/business-status";
import { maxListOffset, searchResultsServed } from "../../shared/constants";
import { pageCount } from "../../shared/paging";
import type { CitiesState } from "../../shared/paths";
import { categorySlug } from "../../shared/slug";
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
} from "./directory.queries";
import { cityIndexPage } from "./city-index";
import { cityPlaceOf, lookUpCity } from "../facets/city-places";
import type { FacetCache, Facets, PlaceFacet } from "../facets/facets";
import { categoryTowns, namedCategory, pairTotal, townCategories } from "./town-categories";
import type { DataVersion } from "../cache/data-version";
import { VersionedCache } from "../cache/versioned-cache";
import { SearchService, type SearchRequest, type SearchResult } from "../search/search.service";

/** Reviews a business needs before it can be recommended: a 5.0 from two people means little. */
const recommendedMinReviews = 10;
const homeListSize = 12;
/**
 * Matches a search counts before it reports "more than" instead: counting every
 * match of a common word among a million businesses cost several times its page.
 */
const defaultSearchTotalLimit = 1_000;

export function toBusiness(row: BusinessRow, now: Date): Business {
  // The rank orders lists; it is not part of what a business is.
  const { rank: _rank, ...stored } = row;
  return {
    ...stored,
    rating: row.rating === null ? null : Number(row.rating),
    isOpen: openAt(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A list no count holds is counted this far (as deep as a list pages); past it, "10,000+". */
const listCountLimit = maxListOffset;

const toBusinesses = (rows: BusinessRow[]) => {
  const now = new Date();
  return rows.map((row) => toBusiness(row, now));
};

/** The total for a filter the facet table already counts, or undefined when it must be counted. */
function countFromFacets(filter: BusinessFilter, facets: Facets): number | undefined {
  const keys = Object.entries(filter)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  if (keys.length === 0) return facets.total;
  if (keys.length === 2 && filter.cityKey && filter.state !== undefined) return facets.placeByKey.get(`${filter.cityKey}|${filter.state}`)?.count ?? 0;
  if (keys.length > 1) return undefined;
  if (filter.categorySlug) return facets.categoryBySlug.get(filter.categorySlug)?.count ?? 0;
  if (filter.group) return facets.groupCounts.get(filter.group) ?? 0;
  if (filter.cityKey) return facets.cityByKey.get(filter.cityKey)?.count ?? 0;
  if (filter.country) return facets.countryByKey.get(filter.country.toLowerCase())?.count ?? 0;
  if (filter.country === null) return withoutCountry(facets);
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

/** Businesses listed with no country: the countries' counts leave them out. */
const withoutCountry = (facets: Facets) => facets.total - facets.countries.reduce((sum, c) => sum + c.count, 0);

/** A list's country filter: the country as the counts spell it, or null for the businesses with none. */
function countryFilter(value: string | undefined, facets: Facets): string | null | undefined {
  if (!value) return undefined;
  if (value === noCountry) return null;
  return facets.countryByKey.get(value.toLowerCase())?.key ?? value;
}

/** What a list without search says of its search. */
const unsearched: SearchInfo = { query: null, corrections: [], location: null, placeChoices: [], nearbyCities: [], widerRadiusMiles: null, sort: "relevance" };

type SearchParameters = Pick<BusinessListQuery, "search" | "location" | "near" | "radius" | "bbox" | "sort" | "openNow" | "minRating">;

/** Whether a list asks for more than the plain rank order: words, a place, a filter or an order. */
/**
 * The status filter as the lists apply it. While no business is verified (a directory of imports
 * alone), "pending" is every business and "verified" none: a filter that needs no reading, where
 * applying it read every match of the other filters (3 to 6 s for a category at a million).
 */
function statusFilter(status: BusinessListQuery["status"], facets: Facets): boolean | undefined | "none" {
  if (status === undefined) return undefined;
  if (facets.verified === 0) return status === "verified" ? "none" : undefined;
  return status === "verified";
}

function isSearch(query: Partial<SearchParameters>): boolean {
  return Boolean(query.search || query.location || query.near || query.bbox || query.sort || query.openNow || query.minRating !== undefined);
}

function searchPart(query: Partial<SearchParameters>): SearchRequest {
  const { search, location, near, radius, bbox, sort, openNow, minRating } = query;
  return { search, location, near, radius, bbox, sort, openNow, minRating };
}

function withDistances(result: SearchResult): ListedBusiness[] {
  const now = new Date();
  return result.rows.map((row) => {
    const distanceMiles = result.distances.get(row.id);
    const business = toBusiness(row, now);
    return distanceMiles === undefined ? business : { ...business, distanceMiles };
  });
}

export class DirectoryService {
  /** Rows and totals read from the database, by what was asked. */
  private readonly readResults: VersionedCache<Promise<unknown>>;
  private readonly search: SearchService;

  constructor(
    private readonly db: Db,
    private readonly facets: FacetCache,
    data: DataVersion,
    /** Matches a search counts exactly; past them it reports that there are more. */
    private readonly searchTotalLimit = defaultSearchTotalLimit,
  ) {
    this.readResults = new VersionedCache<Promise<unknown>>(data, { name: "read-results", max: 2000, ttlMs: 60_000 });
    this.search = new SearchService(db, facets, data, searchTotalLimit);
  }

  async suggest(query: SuggestQuery): Promise<SuggestResponse> {
    return { suggestions: await this.search.suggest(query.q, query.field) };
  }

  /** A page of a list with no search, filter or order of its own: rank order, totals from the counts. */
  /** A page of a plain list; `counted` is its total when the caller has it from the counts. */
  private async page(
    filter: BusinessFilter,
    page: PageQuery,
    counted?: number,
  ): Promise<{ businesses: ListedBusiness[]; totalCount: number; totalExact: boolean; served: number }> {
    const key = JSON.stringify(filter);
    const facets = await this.facets.get();
    const known = counted ?? countFromFacets(filter, facets);
    // A page the counts say is empty reads nothing. The rows of an import not yet committed are in the
    // indexes, and a walk that finds none of its own (an empty directory's first import) read every one
    // of them to find none: 1–4 s a page in a new directory 500,000 rows into its first import.
    if (known !== undefined && page.offset >= known) return { businesses: [], totalCount: known, totalExact: true, served: known };
    const [found, total] = await Promise.all([
      this.readResults.get(`page:${page.limit}:${page.offset}:${key}`, () => selectBusinesses(this.db, filter, page)),
      // A mix of filters no count holds (the operator's table: a country, a category and a status) is
      // counted as far as a list can be paged: counting all of it read every match, 11 s at a million.
      known ?? this.readResults.get(`count:${key}`, () => countBusinesses(this.db, filter, listCountLimit)),
    ]);
    if (known !== undefined || total <= listCountLimit) return { businesses: toBusinesses(found.rows), totalCount: total, totalExact: true, served: total };
    return { businesses: toBusinesses(found.rows), totalCount: listCountLimit, totalExact: false, served: maxListOffset + page.limit };
  }

  private async searched(request: SearchRequest, page: PageQuery) {
    // Every page past what a search serves is the same empty answer: one cache entry, whatever the offset.
    const at = page.offset >= searchResultsServed ? "deep" : `${page.limit}:${page.offset}`;
    const result = await this.readResults.get(`search:${at}:${JSON.stringify(request)}`, () => this.search.search(request, page));
    return { ...result, businesses: withDistances(result) };
  }

  async list(query: BusinessListQuery): Promise<BusinessListResponse> {
    const facets = await this.facets.get();
    const category = query.category ? (categoryFilter(query.category, facets) ?? { categorySlug: categorySlug(query.category) }) : {};
    const country = countryFilter(query.country, facets);
    const verified = statusFilter(query.status, facets);
    if (verified === "none") return { businesses: [], totalCount: 0, totalPages: 0, totalExact: true, search: unsearched };
    const { limit } = query;
    const result = isSearch(query)
      ? await this.searched({ ...searchPart(query), ...category, country, verified }, query)
      : { ...(await this.page({ ...category, country, verified }, query)), info: unsearched };
    const totalPages = pageCount(result.served, limit);
    return { businesses: result.businesses, totalCount: result.totalCount, totalPages, totalExact: result.totalExact, search: result.info };
  }

  /** The towns a city page's name may stand for, and the one it does (qualified, or the only one). */
  async cityChoice(name: string, state?: string): Promise<CityChoice> {
    const facets = await this.facets.get();
    const found = lookUpCity(name, state, facets);
    if (!found) throw notFound(`No businesses found in city "${name}"`);
    const places = found.places.map((p) => cityPlaceOf(p, facets));
    return { name: places[0]?.name ?? name, place: found.place ? cityPlaceOf(found.place, facets) : null, places };
  }

  /**
   * A town's businesses: "Portland, OR", or "Portland" with state=OR. A name
   * alone that several states share lists all of them, as the API always has;
   * its page offers the choice instead.
   */
  async byCity(name: string, query: CityPageQuery) {
    const facets = await this.facets.get();
    const found = lookUpCity(name, query.state, facets);
    const cityKey = found?.places[0]?.cityKey;
    if (!found || cityKey === undefined) throw notFound(`No businesses found in city "${name}"`);
    // A name only one state has needs no state (its list walks the city index as it always did); one town
    // of a shared name walks the city-and-state index, not every town's rows (decision 004).
    const state = found.places.length > 1 ? found.place?.state : undefined;
    const { state: _asked, category, ...page } = query;
    if (category !== undefined) return this.byTownCategory(found.place ? [found.place] : found.places, category, page);
    if (isSearch(page)) return this.searched({ ...searchPart(page), cityKey, state }, page);
    return this.page({ cityKey, state }, page);
  }

  /** A category's businesses in a town (or in every town of a name): 404 when it has none there. */
  private async byTownCategory(places: PlaceFacet[], value: string, page: PageQuery) {
    const facets = await this.facets.get();
    const category = namedCategory(value, facets);
    if (!category) throw notFound(`No businesses found in category "${value}"`);
    const total = await pairTotal(this.db, category, places);
    const [place] = places;
    if (total === 0 || !place) throw notFound(`No ${category.label.toLowerCase()} found in ${place?.label ?? "that town"}`);
    // One town's businesses walk its own index, with its state.
    const filter = { cityKey: place.cityKey, state: places.length === 1 ? place.state : undefined, ...category.filter };
    if (isSearch(page)) return this.searched({ ...searchPart(page), ...filter }, page);
    return this.page(filter, page, total);
  }

  townCategories(name: string, state?: string): Promise<CityCategories> {
    return this.facets.get().then((facets) => townCategories(this.db, facets, name, state));
  }

  categoryTowns(category: string): Promise<CategoryCities> {
    return this.facets.get().then((facets) => categoryTowns(this.db, facets, category));
  }

  async byCategory(name: string, page: PageQuery) {
    const filter = categoryFilter(name, await this.facets.get());
    if (!filter) throw notFound(`No businesses found in category "${name}"`);
    if (isSearch(page)) return this.searched({ ...searchPart(page), ...filter }, page);
    const result = await this.page(filter, page);
    if (result.totalCount === 0) throw notFound(`No businesses found in category "${name}"`);
    return result;
  }

  async byId(id: number): Promise<Business> {
    const row = await this.readResults.get(`id:${id}`, () => selectBusinessById(this.db, id));
    if (!row) throw notFound("Business not found");
    return toBusiness(row, new Date());
  }

  /** Others of the business's group near it, nearest first (see search/nearby.ts). */
  async nearby(id: number): Promise<NearbyBusiness[]> {
    const row = await this.readResults.get(`id:${id}`, () => selectBusinessById(this.db, id));
    if (!row) throw notFound("Business not found");
    return this.search.nearby(row);
  }

  async bySlug(slug: string): Promise<Business> {
    const row = await this.readResults.get(`slug:${slug}`, () => selectBusinessBySlug(this.db, slug));
    if (!row) throw notFound("Business not found");
    return toBusiness(row, new Date());
  }

  recommended(): Promise<Business[]> {
    return this.homeList("recommended", () => selectRecommended(this.db, recommendedMinReviews, homeListSize));
  }

  latest(): Promise<Business[]> {
    return this.homeList("latest", () => selectLatest(this.db, homeListSize));
  }

  /** A home page list, read once per data version; an empty directory's reads nothing (see `page`). */
  private async homeList(key: string, read: () => Promise<BusinessRow[]>): Promise<Business[]> {
    if ((await this.facets.get()).total === 0) return [];
    return toBusinesses(await this.readResults.get(key, read));
  }

  async statistics(): Promise<Statistics> {
    const f = await this.facets.get();
    return {
      totalBusinesses: f.total,
      verifiedBusinesses: f.verified,
      categories: f.categories.length,
      totalCities: f.places.length,
    };
  }

  /** Towns with the most businesses: "Portland, OR" and "Portland, ME" are two. */
  async popularCities(limit: number): Promise<PopularCity[]> {
    const f = await this.facets.get();
    return f.places.slice(0, limit).map((p) => cityPlaceOf(p, f));
  }

  /** Every town with its count, alphabetical. */
  async allCities(): Promise<CityListItem[]> {
    const f = await this.facets.get();
    return f.placesByName.map((p) => cityPlaceOf(p, f));
  }

  /** A page of /cities: a letter's towns or a search's, from the counts alone. */
  async cityIndex(query: CitiesState): Promise<CityIndex> {
    const f = await this.facets.get();
    return cityIndexPage(f, query, (p) => cityPlaceOf(p, f));
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
    const countries = f.countries.map((c) => ({ country: c.label, businessCount: c.count }));
    const none = withoutCountry(f);
    return none > 0 ? [...countries, { country: noCountry, businessCount: none }] : countries;
  }
}
