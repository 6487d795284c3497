import { expect, test, type Page } from "@playwright/test";
import { businessWithPhone, expectNoSeriousA11yViolations, expectResults, pickSearchCase, popularCities } from "./support";

/** Each page type with what shows once its data has arrived (axe must not run on a skeleton). */
interface PageCase {
  name: string;
  path: (data: SeedData) => string;
  ready: (page: Page) => Promise<void>;
}

interface SeedData {
  browse: string;
  city: string;
  detail: string;
}

const h1 = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
};

const pageCases: PageCase[] = [
  {
    name: "home",
    path: () => "/",
    ready: async (page) => {
      await expect(page.getByTestId("statistics").locator("dd").first()).toBeVisible();
      await expect(page.getByRole("region", { name: "Popular cities" }).getByRole("link").first()).toBeVisible();
    },
  },
  { name: "browse", path: (d) => d.browse, ready: expectResults },
  { name: "city", path: (d) => d.city, ready: expectResults },
  { name: "category", path: () => "/category/restaurants", ready: expectResults },
  { name: "detail", path: (d) => d.detail, ready: async (page) => expect(page.getByRole("link", { name: "Call Now" })).toBeVisible() },
  { name: "cities", path: () => "/cities", ready: async (page) => expect(page.locator('main a[href^="/city/"]').first()).toBeVisible() },
  { name: "about", path: () => "/about", ready: h1(/About/) },
  { name: "contact", path: () => "/contact", ready: h1(/Contact/) },
  { name: "404", path: () => "/no-such-page", ready: h1("Page not found") },
];

async function seedData(request: Parameters<typeof pickSearchCase>[0]): Promise<SeedData> {
  const search = await pickSearchCase(request);
  const [city] = await popularCities(request);
  const business = await businessWithPhone(request);
  if (!city) throw new Error("no popular cities");
  return {
    browse: `/businesses?q=${encodeURIComponent(search.term)}&location=${encodeURIComponent(search.location)}`,
    city: city.path,
    detail: `/details/${business.slug}`,
  };
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState("networkidle");
}

test.describe("axe at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const pageCase of pageCases) {
    test(`when axe checks the ${pageCase.name} page at 1280 px, then it finds no serious or critical violation`, async ({ page, request }) => {
      const data = await seedData(request);
      await visit(page, pageCase.path(data), pageCase.ready);
      await expectNoSeriousA11yViolations(page, `${pageCase.name} at 1280 px`);
    });
  }

  test("when axe checks the header's open Categories menu, then it finds no serious or critical violation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Categories" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "home with the Categories menu open");
  });
});

test.describe("axe at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const pageCase of pageCases.filter((c) => c.name === "home" || c.name === "detail")) {
    test(`when axe checks the ${pageCase.name} page at 390 px, then it finds no serious or critical violation`, async ({ page, request }) => {
      const data = await seedData(request);
      await visit(page, pageCase.path(data), pageCase.ready);
      await expectNoSeriousA11yViolations(page, `${pageCase.name} at 390 px`);
    });
  }

  test("when axe checks the open mobile menu, then it finds no serious or critical violation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "home with the mobile menu open");
  });
});
