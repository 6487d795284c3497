import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { businessWithPhone, expectResults, pickSearchCase, popularCities } from "./support";

/** Every public page type, with what shows once its own data has arrived, for the suites that check whole pages. */

export interface SeedData {
  search: string;
  city: string;
  detail: string;
}

export interface PageType {
  name: string;
  path: (data: SeedData) => string;
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
  { name: "category", path: () => "/category/restaurants", ready: expectResults },
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

/** The seeded data's pages: a search with results on more than one page, the most popular town, a business with a phone. */
export async function seedData(request: APIRequestContext): Promise<SeedData> {
  const search = await pickSearchCase(request);
  const [city] = await popularCities(request);
  const business = await businessWithPhone(request);
  if (!city) throw new Error("no popular cities");
  return {
    search: `/businesses?q=${encodeURIComponent(search.term)}&location=${encodeURIComponent(search.location)}`,
    city: city.path,
    detail: `/details/${business.slug}`,
  };
}
