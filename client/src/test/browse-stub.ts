import type { BusinessListResponse, CategorySummary, ListedBusiness, SearchInfo } from "@shared/api";
import { json, stubApi } from "./api-stub";
import { makeSearchInfo } from "./fixtures";

const browseCategories: CategorySummary[] = [
  { category: "Pizza restaurant", slug: "pizza-restaurant", group: "restaurants", businessCount: 120 },
  { category: "Bakery", slug: "bakery", group: "restaurants", businessCount: 80 },
];

/** One page of /api/businesses: every business on one page, read as `search` says. */
export function browseAnswer(businesses: ListedBusiness[], search: Partial<SearchInfo> = {}): BusinessListResponse {
  return { businesses, totalCount: businesses.length, totalPages: businesses.length ? 1 : 0, totalExact: true, search: makeSearchInfo(search) };
}

/** Browse's API: the list answers with `answer` for any query, categories with two. */
export function stubBrowse(answer: BusinessListResponse | ((url: URL) => BusinessListResponse)) {
  const api = stubApi({
    "/api/businesses": (url) => json(typeof answer === "function" ? answer(url) : answer),
    "/api/categories": () => json(browseCategories),
  });
  return {
    ...api,
    /** The query of the latest list request, as an object. */
    lastQuery: () => Object.fromEntries(api.requested("/api/businesses").at(-1)?.searchParams ?? []),
  };
}
