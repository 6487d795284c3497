import type { SearchSort } from "./api";

/** Every public URL the app links, built in one place for the client, the server and the sitemaps. */

export const paths = {
  home: "/",
  browse: "/businesses",
  cities: "/cities",
  categories: "/categories",
  about: "/about",
  contact: "/contact",
  addBusiness: "/add-business",
  advertise: "/advertise",
  privacy: "/privacy-policy",
  terms: "/terms-of-service",
  saved: "/saved",
  admin: "/admin",
} as const;

/** The operator's screens: sign-in at the first two, the panel at the last two. */
export const adminPagePaths = ["/admin", "/admin-login", "/admin-panel", "/admin/dashboard"] as const;

export function businessPath(business: { slug: string }): string {
  return `/details/${business.slug}`;
}

/** A listing's URL at a page; page 1 is the bare path. */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * A city's page is its name and state as people write them, "Portland, OR":
 * /city/Portland,%20OR (decision 004). Without a state it is the name alone,
 * which opens the town when only one state has it and a chooser otherwise; an
 * empty state ("") names the town that has no state among others of its name.
 */
export function cityPath(city: string, state?: string | null): string {
  const name = encodeURIComponent(city);
  if (state === undefined || state === null) return `/city/${name}`;
  return `/city/${name},${state ? encodeURIComponent(` ${state}`) : ""}`;
}

/** Category pages take the slug: a group's ("restaurants") or a fine category's ("italian-restaurant"). */
export function categoryPath(slug: string): string {
  return `/category/${slug}`;
}

/**
 * A category in a town: the town's page, then the category's slug as its page takes it,
 * /city/Houston,%20TX/restaurants or /city/Houston,%20TX/pizza-restaurant.
 */
export function cityCategoryPath(city: string, state: string | null | undefined, slug: string): string {
  return `${cityPath(city, state)}/${slug}`;
}

export interface BrowseState {
  q?: string;
  location?: string;
  category?: string;
  /** "LAT,LNG" of the visitor's position, from "Near me". */
  near?: string;
  /** Miles around the point of `near` or of a ZIP code. */
  radius?: number;
  sort?: SearchSort;
  openNow?: boolean;
  minRating?: number;
  /** "Search this area": only the businesses inside "minLng,minLat,maxLng,maxLat" (shared/map-area.ts). */
  bbox?: string;
  page?: number;
  /** The map is open beside (or above) the list. */
  map?: boolean;
}

/** /businesses with only the parameters that are set, in a fixed order; page 1 is left out. */
export function browsePath(state: BrowseState): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.location) params.set("location", state.location);
  if (state.category && state.category !== "all") params.set("category", state.category);
  if (state.near) params.set("near", state.near);
  if (state.radius) params.set("radius", String(state.radius));
  if (state.sort) params.set("sort", state.sort);
  if (state.openNow) params.set("openNow", "true");
  if (state.minRating) params.set("minRating", String(state.minRating));
  if (state.bbox) params.set("bbox", state.bbox);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  if (state.map) params.set("map", "1");
  const query = params.toString();
  return query ? `${paths.browse}?${query}` : paths.browse;
}

/** What the query of a town's or a category's list holds: its page, the map area searched, whether the map is open. */
export interface ListView {
  page: number;
  bbox?: string;
  map?: boolean;
}

/** A town's or category's list at `view`; page 1 without an area or the map is the bare path. */
export function listViewPath(path: string, view: ListView): string {
  const params = new URLSearchParams();
  if (view.bbox) params.set("bbox", view.bbox);
  if (view.page > 1) params.set("page", String(view.page));
  if (view.map) params.set("map", "1");
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** What /cities shows: a letter's towns or a search's, and which page of them. */
export interface CitiesState {
  /** "A" to "Z" or "#"; the first letter that has towns when not set. */
  letter?: string;
  q?: string;
  page: number;
}

/** /cities with the parameters that are set, in a fixed order; page 1 is left out. */
export function citiesPath(state: Partial<CitiesState>): string {
  const params = new URLSearchParams();
  if (state.letter) params.set("letter", state.letter);
  if (state.q) params.set("q", state.q);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `${paths.cities}?${query}` : paths.cities;
}

/**
 * What the canonical address of /cities names: the letter's page, without any
 * search, and no letter for the first one (it is what the bare /cities shows).
 */
export function citiesCanonical(state: CitiesState, firstLetter: string | undefined): { letter?: string; page: number } {
  return { letter: state.letter === firstLetter ? undefined : state.letter, page: state.page };
}

/** The bundled illustration for a category group, used when a business has no photo. */
export function categoryImage(group: string): string {
  return `/images/categories/${group}.svg`;
}

/**
 * A page of /businesses that search engines should not index: any search, place,
 * filter or order, or a page past the first. Both the server's page head and the
 * client's use this one rule.
 */
export function browseNoindex(state: { [K in keyof BrowseState]?: unknown }): boolean {
  const { page, ...rest } = state;
  return Object.values(rest).some(Boolean) || (typeof page === "number" && page > 1);
}
