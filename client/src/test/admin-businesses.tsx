import type { Business, BusinessListResponse, CategorySummary, CountrySummary } from "@shared/api";
import { BusinessesTab } from "../admin/tabs/businesses-tab";
import { Toaster } from "../admin/components/toaster";
import { json, stubApi, type Handler } from "./api-stub";
import { makeSearchInfo } from "./fixtures";
import { renderAt } from "./render";

/** What the admin Businesses tab needs from the API, for its tests. */
export const adminCountries: CountrySummary[] = [
  { country: "United States", businessCount: 12_345 },
  { country: "Canada", businessCount: 678 },
];

const adminCategories: CategorySummary[] = [
  { category: "Bakery", slug: "bakery", group: "restaurants", businessCount: 1_500 },
  { category: "Auto repair shop", slug: "auto-repair-shop", group: "auto-services", businessCount: 42 },
];

/** A page of the admin list, 50 to a page. */
export function adminList(businesses: Business[], totalCount: number): BusinessListResponse {
  return { businesses, totalCount, totalPages: Math.ceil(totalCount / 50), totalExact: true, search: makeSearchInfo() };
}

export function stubAdminBusinesses(businesses: Handler, extra: Record<string, Handler> = {}) {
  const api = stubApi({
    "/api/businesses": businesses,
    "/api/countries": () => json(adminCountries),
    "/api/categories": () => json(adminCategories),
    ...extra,
  });
  return {
    ...api,
    /** The query of the latest list request, as an object. */
    lastQuery: () => Object.fromEntries(api.requested("/api/businesses").at(-1)?.searchParams ?? []),
  };
}

/** The tab as the panel mounts it, with the notification area to see its toasts. */
export function renderBusinessesTab() {
  return renderAt(
    "/admin-panel?tab=businesses",
    <>
      <BusinessesTab />
      <Toaster />
    </>,
  );
}

interface FetchMockLike {
  mock: { calls: unknown[][] };
}

/** The method and JSON body of every request whose URL starts with `prefix`. */
export function sentTo(fetchMock: FetchMockLike, prefix: string): { url: string; method?: string; body?: unknown }[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: String(input), init: init as RequestInit | undefined }))
    .filter(({ url }) => url.startsWith(prefix))
    .map(({ url, init }) => ({ url, method: init?.method, body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown) }));
}
