import { maxPageSize, publicPageSize } from "./constants";
import type { BrowseState, CitiesState } from "./paths";

/**
 * The API's URLs as the client asks for them, every one of them here. The server
 * builds the same public URLs to send a page's first answers inside the page
 * (server/web/first-answers.ts), so both must come from here: a URL built
 * differently would miss.
 */

/** `path` with the parameters that are set, in the order given. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

const businessesPath = "/api/businesses";

const pageParams = (page: number) => ({ limit: publicPageSize, offset: (page - 1) * publicPageSize });

/** The map asks for a list's businesses this many at a time, the most a list serves at once. */
export const mapBatchSize = maxPageSize;

/** The list of `listUrl` (any of its pages) as batch `batch` (from 0) of the map's markers: same filters, 100 at a time. */
export function mapBatchUrl(listUrl: string, batch: number): string {
  const [path = "", query] = listUrl.split("?");
  const params = new URLSearchParams(query);
  params.set("limit", String(mapBatchSize));
  params.set("offset", String(batch * mapBatchSize));
  return `${path}?${params.toString()}`;
}

export const apiPaths = {
  site: "/api/site",
  statistics: "/api/statistics",
  map: "/api/map",
  popularCities: "/api/cities/popular?limit=12",
  cities: "/api/cities",
  categories: "/api/categories",
  categoryGroups: "/api/category-groups",
  countries: "/api/countries",
  recommended: "/api/businesses/recommended",
  /** Every business list: Browse's and the admin's pages, under their own parameters. */
  businesses: businessesPath,

  /** One page of /businesses as Browse asks for it: the URL's state, in the API's names. */
  businessList: (state: BrowseState & { page: number }) =>
    withQuery(businessesPath, {
      ...pageParams(state.page),
      search: state.q,
      location: state.location,
      category: state.category === "all" ? undefined : state.category,
      near: state.near,
      radius: state.radius,
      sort: state.sort,
      openNow: state.openNow ? "true" : undefined,
      minRating: state.minRating,
      bbox: state.bbox,
    }),

  business: (key: { slug: string } | { id: string }) =>
    "slug" in key ? `/api/businesses/slug/${encodeURIComponent(key.slug)}` : `/api/businesses/${encodeURIComponent(key.id)}`,

  nearby: (id: number) => `/api/businesses/${id}/nearby`,

  /** A page of /cities: a search lists across letters, so it leaves the letter out. */
  cityIndex: (state: CitiesState) =>
    withQuery("/api/cities/index", { letter: state.q ? undefined : state.letter, q: state.q, page: state.page > 1 ? state.page : undefined }),

  cityPlaces: (name: string) => `/api/city/${encodeURIComponent(name)}/places`,

  /** A page of a town's businesses, inside the map area `bbox` when one is searched. */
  cityBusinesses: (city: string, page: number, bbox?: string) => withQuery(`/api/city/${encodeURIComponent(city)}`, { ...pageParams(page), bbox }),

  /** A page of one category's businesses in a town: a group's slug or a fine category's. */
  cityCategoryBusinesses: (city: string, category: string, page: number, bbox?: string) =>
    withQuery(`/api/city/${encodeURIComponent(city)}`, { ...pageParams(page), category, bbox }),

  /** A town's groups and categories with their counts. */
  cityCategories: (city: string) => `/api/city/${encodeURIComponent(city)}/categories`,

  /** The towns with most businesses of a group or a category. */
  categoryCities: (category: string) => `/api/category/${encodeURIComponent(category)}/cities`,

  categoryBusinesses: (category: string, page: number, bbox?: string) =>
    withQuery(`/api/category/${encodeURIComponent(category)}`, { ...pageParams(page), bbox }),

  suggest: "/api/suggest",

  /** A proof-of-work challenge for the ALTCHA widget on the suggestion and submission forms. */
  altchaChallenge: "/api/altcha/challenge",
  /** A visitor's correction or report about a business (202: queued for the operator). */
  businessSuggestions: (id: number) => `/api/businesses/${id}/suggestions`,
  /** An owner's new business (202: queued for the operator). */
  submissions: "/api/submissions",

  /** The operator's API: sign-in, writes, files; every one needs a session but check-auth and login. */
  admin: {
    checkAuth: "/api/admin/check-auth",
    login: "/api/admin/login",
    logout: "/api/admin/logout",
    activity: "/api/admin/activity",
    sitemapStats: "/api/admin/sitemap-stats",
    business: (id: number) => `/api/admin/businesses/${id}`,
    deleteAll: "/api/admin/delete-all",
    /** The same delete, answered at once with its job's id (202); its progress is read from trashJob. */
    deleteAllAsJob: "/api/admin/delete-all?mode=job",
    generateSeo: "/api/admin/generate-seo",
    import: "/api/admin/import",
    /** The same upload, answered at once with the job's id (202); its progress is read from importJob. */
    importAsJob: "/api/admin/import?mode=job",
    imports: "/api/admin/imports",
    importJob: (id: number) => `/api/admin/imports/${id}`,
    importUndo: (id: number) => `/api/admin/imports/${id}/undo`,
    importTemplate: "/api/admin/import-template",
    export: "/api/admin/export",
    trash: "/api/admin/trash",
    trashRestore: "/api/admin/trash/restore",
    /** A batch's restore as a job (202 with its id). */
    trashRestoreAsJob: "/api/admin/trash/restore?mode=job",
    trashJob: (id: string) => `/api/admin/trash/jobs/${id}`,
    businessHistory: (id: number) => `/api/admin/businesses/${id}/history`,
    revertEdit: (id: number, editId: number) => `/api/admin/businesses/${id}/history/${editId}/revert`,
    /** The queue of visitors' suggestions and owners' submissions (shared/suggestions.ts). */
    suggestions: "/api/admin/suggestions",
    suggestionDecision: (id: number, decision: "accept" | "reject") => `/api/admin/suggestions/${id}/${decision}`,
    /** Visitors' searches and page views over days `from` to `to` (YYYY-MM-DD, both included; decision 049). */
    insights: (range: { from: string; to: string }) => withQuery("/api/admin/insights", range),
    /** One table of that report as a CSV attachment. */
    insightsCsv: (table: string, range: { from: string; to: string }) => withQuery(`/api/admin/insights/${table}.csv`, range),
  },
} as const;
