import type { SearchInfo } from "@shared/api";
import type { BrowseState } from "@shared/paths";
import { atPlace } from "./browse-state";
import { placeText } from "./search-text";
import { sortLabels } from "./search-options";

export interface ActiveFilter {
  key: "location" | "category" | "openNow" | "minRating" | "sort" | "bbox";
  /** What the chip shows. */
  text: string;
  /** The name of its remove button. */
  removeLabel: string;
  /** The state with this filter gone, back on page 1. */
  without: BrowseState;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The filters in force, as chips. The place is the server's reading of it when
 * there is one (it may have come from words in the search text); otherwise, as
 * until the answer arrives or when the server could not place it, the URL's own
 * location or point, so it can still be removed.
 */
export function activeFilters(state: BrowseState, search: SearchInfo | undefined, categoryName: string): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const page1 = { ...state, page: 1 };
  const place = search?.location
    ? { text: capitalised(placeText(search.location)), name: search.location.label }
    : state.location
      ? { text: `In ${state.location}`, name: state.location }
      : state.near
        ? { text: "Near your location", name: "your location" }
        : undefined;
  if (place) filters.push({ key: "location", text: place.text, removeLabel: `Remove location: ${place.name}`, without: atPlace(state, search) });
  if (state.category && state.category !== "all") {
    filters.push({ key: "category", text: categoryName, removeLabel: `Remove category: ${categoryName}`, without: { ...page1, category: undefined } });
  }
  if (state.openNow) filters.push({ key: "openNow", text: "Open now", removeLabel: "Remove Open now", without: { ...page1, openNow: undefined } });
  if (state.minRating) {
    filters.push({
      key: "minRating",
      text: `Rated ${state.minRating}+`,
      removeLabel: `Remove minimum rating: ${state.minRating}+`,
      without: { ...page1, minRating: undefined },
    });
  }
  if (state.bbox) filters.push(mapAreaFilter({ ...page1, bbox: undefined }));
  if (state.sort && state.sort !== "relevance") {
    const label = sortLabels[state.sort];
    filters.push({ key: "sort", text: `Sorted by: ${label}`, removeLabel: `Remove sort: ${label}`, without: { ...page1, sort: undefined } });
  }
  return filters;
}

/** "Search this area"'s filter; the town's and category's pages show it too. */
export function mapAreaFilter<S>(without: S) {
  return { key: "bbox", text: "In the map area", removeLabel: "Remove the map area", without } as const;
}
