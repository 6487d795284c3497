import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Business, BusinessListResponse, CategoryGroupSummary, CategorySummary, CityCategories, CityListItem, PopularCity } from "../shared/api";
import { apiPaths } from "../shared/api-paths";

/** Shared helpers of the browser tests: data picked from the seeded API, axe, console watching. */

export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function listBusinesses(
  request: APIRequestContext,
  query: { search?: string; location?: string; limit?: number; offset?: number },
): Promise<BusinessListResponse> {
  const params = new URLSearchParams({ limit: String(query.limit ?? 20), offset: String(query.offset ?? 0) });
  if (query.search) params.set("search", query.search);
  if (query.location) params.set("location", query.location);
  return getJson<BusinessListResponse>(request, `/api/businesses?${params.toString()}`);
}

export interface SearchCase {
  term: string;
  location: string;
  totalCount: number;
  totalPages: number;
}

/**
 * A search term taken from the data (the last word of the biggest restaurant category, e.g. "restaurant")
 * and the state where that term has the most businesses, so the results span more than one page.
 */
export async function pickSearchCase(request: APIRequestContext): Promise<SearchCase> {
  const categories = await getJson<CategorySummary[]>(request, "/api/categories");
  const category = categories.find((c) => c.group === "restaurants") ?? categories[0];
  if (!category) throw new Error("the seeded database has no categories");
  const term = (category.category.split(/\s+/).at(-1) ?? category.category).toLowerCase();
  const sample = await listBusinesses(request, { search: term, limit: 100 });
  const byState = new Map<string, number>();
  for (const b of sample.businesses) if (b.state) byState.set(b.state, (byState.get(b.state) ?? 0) + 1);
  const location = [...byState.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!location) throw new Error(`no business matching "${term}" has a state`);
  const { totalCount, totalPages } = await listBusinesses(request, { search: term, location, limit: 20 });
  return { term, location, totalCount, totalPages };
}

export async function popularCities(request: APIRequestContext): Promise<PopularCity[]> {
  return getJson<PopularCity[]>(request, "/api/cities/popular");
}

export interface TownCategoryCase {
  /** "Houston, TX". */
  town: string;
  townPath: string;
  /** "Restaurants". */
  category: string;
  /** Its page in the town, e.g. "/city/Houston,%20TX/restaurants". */
  path: string;
  /** As the page's list counts them (the API's X-Total-Count). */
  totalCount: number;
}

/** The business count of one category's page in a town, as its list answers it. */
export async function townCategoryTotal(request: APIRequestContext, town: string, categorySlug: string): Promise<number> {
  const url = apiPaths.cityCategoryBusinesses(town, categorySlug, 1);
  const response = await request.get(url);
  expect(response.ok(), `GET ${url} answered ${response.status()}`).toBe(true);
  return Number(response.headers()["x-total-count"]);
}

/** The biggest group in the most popular town, e.g. Restaurants in Houston, TX: a page with more businesses than any other pair. */
export async function biggestTownCategory(request: APIRequestContext): Promise<TownCategoryCase> {
  const [city] = await popularCities(request);
  if (!city) throw new Error("no popular cities");
  const { place, groups } = await getJson<CityCategories>(request, apiPaths.cityCategories(city.label));
  const [group] = groups;
  if (!group) throw new Error(`${city.label} has no category groups`);
  const totalCount = await townCategoryTotal(request, place.label, group.slug);
  return { town: place.label, townPath: place.path, category: group.label, path: group.path, totalCount };
}

export interface SharedTownName {
  name: string;
  /** Its towns, the one with most businesses first. */
  places: CityListItem[];
}

/** A name the seeded towns share across states (the sample has Portland, OR and Portland, CT), the one with most businesses; null where no name is shared. */
export async function sharedTownName(request: APIRequestContext): Promise<SharedTownName | null> {
  const byName = new Map<string, CityListItem[]>();
  for (const city of await getJson<CityListItem[]>(request, "/api/cities")) {
    const key = city.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), city]);
  }
  const total = (places: CityListItem[]) => places.reduce((sum, p) => sum + p.businessCount, 0);
  const shared = [...byName.values()].filter((places) => places.length > 1).sort((a, b) => total(b) - total(a))[0];
  if (!shared?.[0]) return null;
  const mostFirst = [...shared].sort((a, b) => b.businessCount - a.businessCount || a.label.localeCompare(b.label));
  return { name: mostFirst[0]?.name ?? shared[0].name, places: mostFirst };
}

export async function categoryGroups(request: APIRequestContext): Promise<CategoryGroupSummary[]> {
  return getJson<CategoryGroupSummary[]>(request, "/api/category-groups");
}

/** The first business (in the API's default order) with a phone number. */
export async function businessWithPhone(request: APIRequestContext): Promise<Business> {
  const { businesses } = await listBusinesses(request, { limit: 50 });
  const found = businesses.find((b) => b.phone);
  if (!found) throw new Error("no business with a phone among the first 50");
  return found;
}

/** Business cards render as <article>; wait until the list (not the skeleton) is there. */
export async function expectResults(page: Page): Promise<void> {
  await expect(page.getByRole("link", { name: /^View details for / }).first()).toBeVisible();
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe-core on the page and fails on any "serious" or "critical" violation, listing what and where. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = blocking
    .map((v) => {
      const targets = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(" ")}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, "\n      ")}` : ""}`)
        .join("\n");
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets}${more}`;
    })
    .join("\n");
  expect(
    blocking.map((v) => `${v.id} (${v.impact})`),
    `axe on ${label} (${page.url()}) found serious/critical violations:\n${report}`,
  ).toEqual([]);
}

/**
 * Collects console errors and uncaught page errors. Failed loads of external (other-origin) images are
 * ignored: listings may point at photos on other hosts that the test machine cannot reach.
 */
export function watchConsole(page: Page): () => string[] {
  const errors: string[] = [];
  const externalImageFailures = new Set<string>();
  page.on("requestfailed", (req) => {
    if (req.resourceType() === "image" && !isSameOrigin(page, req.url())) externalImageFailures.add(req.url());
  });
  page.on("response", (res) => {
    const req = res.request();
    if (res.status() >= 400 && req.resourceType() === "image" && !isSameOrigin(page, res.url())) externalImageFailures.add(res.url());
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const url = message.location().url;
    if (url && externalImageFailures.has(url)) return;
    errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ""}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return () => errors;
}

function isSameOrigin(page: Page, url: string): boolean {
  try {
    return new URL(url).origin === new URL(page.url()).origin;
  } catch {
    return false;
  }
}

/** Waits until every <img> that has started loading is complete, so screenshots show real pixels. */
export async function waitForImages(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === "lazy"));
}
