import type { SearchSort } from "@shared/api";

/** The orders a visitor can choose, in the order the select shows them; typed by the contract so a new sort cannot be missed. */
export const sortLabels: Record<SearchSort, string> = {
  relevance: "Relevance",
  rating: "Highest rated",
  reviews: "Most reviewed",
  distance: "Nearest",
};

/** The minimum ratings offered; "Any" is no minimum. */
export const ratingChoices = [3, 4, 4.5] as const;
