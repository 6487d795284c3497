import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { CityCategories } from "../shared/api";
import { apiPaths } from "../shared/api-paths";
import { cityPath } from "../shared/paths";
import { businessWithPhone, expectResults, getJson, pickSearchCase, popularCities, sharedTownName } from "./support";

/** Every public page type, with what shows once its own data has arrived, for the suites that check whole pages. */

export interface SeedData {
  search: string;
  city: string;
  detail: string;
  /** The chooser of a town name several states share; null where the data has none. */
  chooser: string | null;
  /** The biggest category group in the most popular town; null where it has none. */
  cityCategory: string | null;
}

export interface PageType {
  name: string;
  /** Null where the seeded data has no such page. */
  path: (data: SeedData) => string | null;
  /** What shows once the page's own data has arrived (a check must not run on a skeleton). */
  ready: (page: Page) => Promise<void>;
}

const h1 = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
};

export const pageTypes: PageType[] = [
  {
    name: "home",
    path: () => "/",
    ready: async (page) => {
      await expect(page.getByTestId("statistics").locator("dd").first()).toBeVisible();
      await expect(page.getByRole("region", { name: "Popular cities" }).getByRole("link").first()).toBeVisible();
    },
  },
  { name: "browse", path: () => "/businesses", ready: expectResults },
  { name: "browse with a search", path: (d) => d.search, ready: expectResults },
  { name: "city", path: (d) => d.city, ready: expectResults },
  {
    name: "town chooser",
    path: (d) => d.chooser,
    ready: async (page) =>
      expect(
        page
          .getByRole("list", { name: /^Towns called / })
          .getByRole("link")
          .first(),
      ).toBeVisible(),
  },
  { name: "category", path: () => "/category/restaurants", ready: expectResults },
  { name: "category in a town", path: (d) => d.cityCategory, ready: expectResults },
  // A category the town has none of answers 404 with a page of its own (not the app's general one).
  { name: "category in a town, none there", path: (d) => `${d.city}/no-such-category`, ready: h1("Not Found") },
  { name: "cities", path: () => "/cities", ready: async (page) => expect(page.locator('main a[href^="/city/"]').first()).toBeVisible() },
  { name: "categories", path: () => "/categories", ready: async (page) => expect(page.locator('main a[href^="/category/"]').first()).toBeVisible() },
  { name: "detail", path: (d) => d.detail, ready: async (page) => expect(page.getByRole("link", { name: "Call Now" })).toBeVisible() },
  { name: "about", path: () => "/about", ready: h1(/About/) },
  { name: "contact", path: () => "/contact", ready: h1(/Contact/) },
  { name: "add-business", path: () => "/add-business", ready: h1(/business/i) },
  { name: "advertise", path: () => "/advertise", ready: h1(/Advertise/) },
  { name: "privacy", path: () => "/privacy-policy", ready: h1(/Privacy/) },
  { name: "terms", path: () => "/terms-of-service", ready: h1(/Terms/) },
  { name: "saved", path: () => "/saved", ready: h1("Saved businesses") },
  { name: "404", path: () => "/no-such-page", ready: h1("Page not found") },
  { name: "admin sign-in", path: () => "/admin", ready: h1("Admin sign-in") },
];

/** The seeded data's pages: a search with results on more than one page, the most popular town, a business with a phone, a shared town name, the town's biggest group. */
export async function seedData(request: APIRequestContext): Promise<SeedData> {
  const search = await pickSearchCase(request);
  const [city] = await popularCities(request);
  const business = await businessWithPhone(request);
  const shared = await sharedTownName(request);
  if (!city) throw new Error("no popular cities");
  const { groups } = await getJson<CityCategories>(request, apiPaths.cityCategories(city.label));
  return {
    search: `/businesses?q=${encodeURIComponent(search.term)}&location=${encodeURIComponent(search.location)}`,
    city: city.path,
    detail: `/details/${business.slug}`,
    chooser: shared && cityPath(shared.name),
    cityCategory: groups[0]?.path ?? null,
  };
}

/** The page's own data, the footer's (on public pages) and nothing still loading. */
export async function waitUntilRendered(page: Page, pageType: PageType): Promise<void> {
  await pageType.ready(page);
  if (pageType.name !== "admin sign-in") {
    await expect(page.locator("footer dl dd").first()).toBeVisible();
    await expect(page.locator('footer a[href^="/city/"]').first()).toBeVisible();
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}
