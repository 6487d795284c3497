import { parse } from "regexparam";
import type { Business } from "./api";
import { apiPaths } from "./api-paths";
import { browseStateFrom, citiesStateFrom, listViewFrom } from "./browse-state";
import { adminPagePaths, paths } from "./paths";

/**
 * Every page of the app, in the order a path is matched against them: the client
 * routes by this table (client/src/app.tsx), and the server builds from it each
 * page's head, its first answers and the preload of its code (server/web/). The
 * patterns are wouter's, matched on both sides by wouter's own matcher
 * (regexparam), so the two never disagree on which page a path opens.
 */

/** How the server builds a page's head (server/web/page-head.ts). */
export type HeadKind =
  | "fixed"
  // A fixed page that is the visitor's own: kept out of the index.
  | "private"
  | "browse"
  | "cities"
  | "categories"
  | "city"
  | "cityCategory"
  | "category"
  | "businessBySlug"
  | "businessById"
  | "admin"
  | "notFound";

/** A path's parameters by name, decoded. */
export type RouteParams = Readonly<Record<string, string>>;

interface PageRouteFields {
  /** The page as the client draws it (client/src/app.tsx); several patterns may open one page. */
  page: string;
  /** wouter's syntax: "/city/:cityName"; "*" is any path. */
  pattern: string;
  /** The source of the page's own code, as the build's manifest names it; none where the code is in the entry. */
  chunk?: string;
  head: HeadKind;
  /** The API URLs its first screen reads besides the layout's, as the client builds them. */
  firstReads?: (params: RouteParams, search: string) => string[];
  /** What it reads once it has the first answers' bodies (in the order of `firstReads`; undefined where one failed). */
  laterReads?: (bodies: readonly unknown[]) => string[];
  /** Drawn without the site's layout, and so without the layout's reads. */
  standalone?: true;
}

/** What every page in the site's layout reads: the site's name and links, and the footer's counts and cities. */
export const layoutReads = [apiPaths.site, apiPaths.statistics, apiPaths.popularCities];

/** A business's page lists others near it only when the business has a point. */
function nearbyReads([business]: readonly unknown[]): string[] {
  const placed = business as Pick<Business, "id" | "latitude" | "longitude"> | undefined;
  return placed && placed.latitude !== null && placed.longitude !== null ? [apiPaths.nearby(placed.id)] : [];
}

const fixedPage = <P extends string>(page: P, pattern: string, chunk: string) => ({ page, pattern, chunk, head: "fixed" }) as const;

/** Any other path: last, as it matches every path. */
const notFoundRoute = { page: "notFound", pattern: "*", chunk: "src/pages/not-found.tsx", head: "notFound" } as const;

const table = [
  { page: "home", pattern: paths.home, head: "fixed", firstReads: () => [apiPaths.recommended] },
  {
    page: "browse",
    pattern: paths.browse,
    chunk: "src/pages/browse.tsx",
    head: "browse",
    firstReads: (_, search) => {
      const state = browseStateFrom(search);
      return [apiPaths.categories, apiPaths.businessList({ ...state, page: state.page ?? 1 })];
    },
  },
  {
    page: "category",
    pattern: "/category/:slug",
    chunk: "src/pages/category.tsx",
    head: "category",
    firstReads: (p, search) => {
      const { page, bbox } = listViewFrom(search);
      return [apiPaths.categoryBusinesses(p.slug ?? "", page, bbox), apiPaths.categoryCities(p.slug ?? "")];
    },
  },
  {
    page: "city",
    pattern: "/city/:cityName",
    chunk: "src/pages/city.tsx",
    head: "city",
    // A name several states share has no categories (404): nothing is sent for it, and its chooser never asks.
    firstReads: (p, search) => {
      const { page, bbox } = listViewFrom(search);
      return [apiPaths.cityPlaces(p.cityName ?? ""), apiPaths.cityBusinesses(p.cityName ?? "", page, bbox), apiPaths.cityCategories(p.cityName ?? "")];
    },
  },
  {
    page: "cityCategory",
    pattern: "/city/:cityName/:categorySlug",
    chunk: "src/pages/city-category.tsx",
    head: "cityCategory",
    firstReads: (p, search) => {
      const { page, bbox } = listViewFrom(search);
      return [apiPaths.cityPlaces(p.cityName ?? ""), apiPaths.cityCategoryBusinesses(p.cityName ?? "", p.categorySlug ?? "", page, bbox)];
    },
  },
  {
    page: "cities",
    pattern: paths.cities,
    chunk: "src/pages/cities.tsx",
    head: "cities",
    firstReads: (_, search) => [apiPaths.cityIndex(citiesStateFrom(search))],
  },
  { page: "categories", pattern: paths.categories, chunk: "src/pages/categories.tsx", head: "categories", firstReads: () => [apiPaths.categories] },
  {
    page: "businessBySlug",
    pattern: "/details/:slug",
    chunk: "src/pages/business-detail.tsx",
    head: "businessBySlug",
    firstReads: (p) => [apiPaths.business({ slug: p.slug ?? "" })],
    laterReads: nearbyReads,
  },
  {
    page: "businessById",
    pattern: "/business/:id",
    chunk: "src/pages/business-detail.tsx",
    head: "businessById",
    firstReads: (p) => [apiPaths.business({ id: p.id ?? "" })],
    laterReads: nearbyReads,
  },
  fixedPage("about", paths.about, "src/pages/about.tsx"),
  fixedPage("contact", paths.contact, "src/pages/contact.tsx"),
  fixedPage("addBusiness", paths.addBusiness, "src/pages/add-business.tsx"),
  fixedPage("advertise", paths.advertise, "src/pages/advertise.tsx"),
  fixedPage("privacy", paths.privacy, "src/pages/privacy-policy.tsx"),
  fixedPage("terms", paths.terms, "src/pages/terms-of-service.tsx"),
  // The saved list is the visitor's own, kept in their browser: nothing there for a search engine.
  { page: "saved", pattern: paths.saved, chunk: "src/pages/saved.tsx", head: "private" },
  ...adminPagePaths.map((pattern) => ({ page: "admin", pattern, chunk: "src/admin/admin-app.tsx", head: "admin", standalone: true }) as const),
  notFoundRoute,
] as const satisfies readonly PageRouteFields[];

export type PageKey = (typeof table)[number]["page"];

/** A row of the table. */
export type PageRoute = PageRouteFields & { page: PageKey };

export const pageRoutes: readonly PageRoute[] = table;

const matchers = pageRoutes.map((route) => ({ route, ...parse(route.pattern) }));

/** The page a path opens, with its parameters as they stand in the path (not decoded: each side decodes them its own way). */
export function matchPage(pathname: string): { route: PageRoute; params: RouteParams } {
  for (const { route, pattern, keys } of matchers) {
    const found = pattern.exec(pathname);
    if (found) return { route, params: Object.fromEntries(keys.map((key, i) => [key, found[i + 1] ?? ""])) };
  }
  // Only a path without its leading slash gets here: "*" takes every other.
  return { route: notFoundRoute, params: {} };
}
