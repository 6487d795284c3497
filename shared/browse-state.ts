import { ratingScale } from "./business-rules";
import { citiesQueryMaxLength, cityLetterPattern, isSearchSort, maxListOffset, maxRadiusMiles, publicPageSize } from "./constants";
import { bboxFrom } from "./map-area";
import type { BrowseState, CitiesState, ListView } from "./paths";

/**
 * Reading a page's address the same way in the browser and on the server, which
 * sends the page's first answers with it (server/web/first-answers.ts).
 */

/** The deepest page of a public list: the one that starts where a list ends (decision 029). */
const lastPublicPage = Math.floor(maxListOffset / publicPageSize) + 1;

/** Reads ?page= as a whole number from 1 to the deepest page a list has; anything else is page 1. */
export function pageFromSearch(search: string): number {
  const value = new URLSearchParams(search).get("page");
  const page = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(1, page), lastPublicPage);
}

const pointPattern = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

/** A "LAT,LNG" the API accepts, else undefined: a hand-edited URL should show results, not a 400. */
function pointFrom(text: string | undefined): string | undefined {
  const match = text?.replace(/\s+/g, "").match(pointPattern);
  if (!match) return undefined;
  return Math.abs(Number(match[1])) <= 90 && Math.abs(Number(match[2])) <= 180 ? match[0] : undefined;
}

function numberFrom(text: string | undefined, min: number, max: number): number | undefined {
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** Everything Browse shows is in the URL, so back, reload and shared links restore it; values the API would refuse are dropped. */
export function browseStateFrom(search: string): BrowseState {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const sort = text("sort");
  return {
    q: text("q"),
    location: text("location"),
    category: text("category"),
    near: pointFrom(text("near")),
    radius: numberFrom(text("radius"), 0.1, maxRadiusMiles),
    sort: sort && isSearchSort(sort) ? sort : undefined,
    openNow: text("openNow") === "true" || undefined,
    // 0 is no minimum at all, so it is left out like "Any".
    minRating: numberFrom(text("minRating"), ratingScale.min, ratingScale.max) || undefined,
    bbox: bboxFrom(text("bbox")),
    page: pageFromSearch(search),
    map: mapOpenIn(params),
  };
}

/** `map=1` opens the map; any other value leaves it closed. */
function mapOpenIn(params: URLSearchParams): true | undefined {
  return params.get("map") === "1" || undefined;
}

/** A town's or a category's list as its URL says: /city/Austin,%20TX?bbox=…&page=2&map=1. */
export function listViewFrom(search: string): ListView {
  const params = new URLSearchParams(search);
  return { page: pageFromSearch(search), bbox: bboxFrom(params.get("bbox") ?? undefined), map: mapOpenIn(params) };
}

/** /cities?letter=C&page=2 or /cities?q=port; a letter or search the API would refuse is dropped, as Browse drops its filters. */
export function citiesStateFrom(search: string): CitiesState {
  const params = new URLSearchParams(search);
  const letter = params.get("letter")?.trim();
  const q = params.get("q")?.trim();
  return {
    letter: letter && cityLetterPattern.test(letter) ? letter.toUpperCase() : undefined,
    q: q && q.length <= citiesQueryMaxLength && !q.includes("\0") ? q : undefined,
    page: pageFromSearch(search),
  };
}
