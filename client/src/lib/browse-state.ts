import type { SearchInfo } from "@shared/api";
import type { BrowseState } from "@shared/paths";
import { pageFromSearch } from "./paging";
import { isSearchSort } from "./search-options";
import { maxRadiusMiles } from "@shared/constants";

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
    minRating: numberFrom(text("minRating"), 0, 5) || undefined,
    page: pageFromSearch(search),
  };
}

/** The state without any place: no location, no point, no radius, and no order by distance. */
export function withoutPlace(state: BrowseState): BrowseState {
  return { ...state, location: undefined, near: undefined, radius: undefined, sort: state.sort === "distance" ? undefined : state.sort, page: 1 };
}

/**
 * The state searching at another place (or none): any point, radius and distance
 * order go. When the place came from words in the search text rather than the
 * location box, the text becomes the words as the server understood them, which
 * leave the place words out; otherwise the old place would come back with the text.
 */
export function atPlace(state: BrowseState, search: SearchInfo | undefined, location?: string): BrowseState {
  const placeInWords = !state.location && !state.near && Boolean(search?.location);
  return { ...withoutPlace(state), q: placeInWords ? (search?.query ?? undefined) : state.q, location };
}
