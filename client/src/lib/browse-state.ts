import type { SearchInfo } from "@shared/api";
import type { BrowseState } from "@shared/paths";

/** The state without any place: no location, no point, no radius, and no order by distance. */
function withoutPlace(state: BrowseState): BrowseState {
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
