/** Page sizes and search limits; kept free of zod so the browser bundle can import them. */
export const publicPageSize = 20;
export const adminPageSize = 50;
export const maxPageSize = 100;
/**
 * How deep a list goes: a page starts at most this many results in (decision 029). Nobody pages
 * 500 pages of 20, and every result deeper cost the database a step of its index for each request.
 */
export const maxListOffset = 10_000;
/** A search serves its first this many results, as it counts them; a page past them is empty (decision 029). */
export const searchResultsServed = 1_000;
/** /cities lists this many towns a page: most letters fit in a few pages, and a page is small enough to travel inside the HTML. */
export const citiesPageSize = 240;
/** A /cities search is at most this long. */
export const citiesQueryMaxLength = 100;
/** A /cities letter: A to Z (either case), or "#" for the names that start with anything else. */
export const cityLetterPattern = /^[A-Za-z#]$/;

/** A ZIP or point search looks this far by default, and at most this far. */
export const defaultRadiusMiles = 25;
export const maxRadiusMiles = 500;

/** A business's page lists at most this many others of its group within this many miles, nearest first. */
export const nearbyLimit = 6;
export const nearbyRadiusMiles = 10;

/** The orders of a list of results (`sort=`). */
export const searchSorts = ["relevance", "rating", "reviews", "distance"] as const;
export type SearchSort = (typeof searchSorts)[number];

export function isSearchSort(value: string): value is SearchSort {
  return (searchSorts as readonly string[]).includes(value);
}
