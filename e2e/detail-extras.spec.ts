import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { BusinessListResponse, ListedBusiness, NearbyBusiness } from "../shared/api";
import { saveScreenshot } from "./admin-support";
import { expectNoSeriousA11yViolations, expectResults, getJson, waitForImages, watchConsole } from "./support";

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** A sample restaurant with at least three others of its group nearby, and those others as the API lists them. */
async function businessWithNeighbours(request: APIRequestContext): Promise<{ business: ListedBusiness; nearby: NearbyBusiness[] }> {
  const { businesses } = await getJson<BusinessListResponse>(request, "/api/businesses?category=restaurants&limit=50");
  for (const business of businesses) {
    const nearby = await getJson<NearbyBusiness[]>(request, `/api/businesses/${business.id}/nearby`);
    if (nearby.length >= 3 && business.latitude !== null) return { business, nearby };
  }
  throw new Error("no restaurant among the first 50 has three others of its group nearby");
}

const nearbySection = (page: Page) => page.getByRole("region", { name: "Nearby and similar" });

/** Nothing wider than the window: a long name in a card must not push the page sideways on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, "page width").toBeLessThanOrEqual(innerWidth);
}

test.describe("detail page extras", () => {
  for (const viewport of viewports) {
    test(`at ${viewport.width} px, Directions opens Google Maps at the business and nearby businesses follow, nearest first`, async ({
      page,
      request,
    }, testInfo) => {
      const errors = watchConsole(page);
      await page.setViewportSize(viewport);
      const { business, nearby } = await businessWithNeighbours(request);
      await page.goto(`/details/${business.slug}`);
      const directions = page.getByRole("link", { name: /^Directions/ });
      await expect(directions).toHaveAttribute("href", `https://www.google.com/maps/dir/?api=1&destination=${business.latitude},${business.longitude}`);
      await expect(directions).toHaveAttribute("target", "_blank");
      await expect(directions).toBeInViewport();
      await expect(page.getByRole("link", { name: /^Get directions/ })).toHaveAttribute("href", (await directions.getAttribute("href")) ?? "");

      const cards = nearbySection(page).getByRole("link");
      await expect(cards).toHaveCount(nearby.length);
      await expect(cards.getByRole("heading")).toHaveText(nearby.map((n) => n.name));
      // Distances read "0.4 mi", with a no-break space, as the cards write them.
      const miles = (await cards.allTextContents()).map((text) => Number(/(\d+(?:\.\d+)?)\u00a0mi/.exec(text)?.[1]));
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      expect(miles.every((m) => m <= 10)).toBe(true);
      await expect(cards.first()).toHaveAttribute("href", `/details/${nearby[0]?.slug}`);

      // The cards' pictures load lazily: scrolled to, then back to the top for a page-long screenshot.
      await nearbySection(page).scrollIntoViewIfNeeded();
      await waitForImages(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, `detail with nearby at ${viewport.width} px`);
      await saveScreenshot(page, testInfo, `detail-extras-${viewport.width}.png`);
      expect(errors()).toEqual([]);
    });
  }

  test("a nearby card opens that business's page", async ({ page, request }) => {
    const { business, nearby } = await businessWithNeighbours(request);
    await page.goto(`/details/${business.slug}`);
    await nearbySection(page).getByRole("link").first().click();
    await expect(page).toHaveURL(`/details/${nearby[0]?.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nearby[0]?.name ?? "");
  });

  test("at 1280 px, a business saved on its page is listed on /saved, reached by the header's link", async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { business } = await businessWithNeighbours(request);
    await page.goto(`/details/${business.slug}`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^Saved/ })
      .click();
    await expect(page).toHaveURL("/saved");
    await expect(page.getByRole("heading", { level: 1, name: "Saved businesses" })).toBeVisible();
    await expect(page.getByRole("link", { name: `View details for ${business.name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "saved page");
    await saveScreenshot(page, testInfo, "saved-1280.png");

    await page.getByRole("button", { name: `Remove ${business.name} from saved` }).click();
    await expect(page.getByRole("heading", { name: "Nothing saved yet" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Nothing saved yet" })).toBeVisible();
    await saveScreenshot(page, testInfo, "saved-empty-1280.png");
  });

  test("at 390 px, a business saved on its page is listed on /saved, reached through the menu", async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { business } = await businessWithNeighbours(request);
    await page.goto(`/details/${business.slug}`);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("button", { name: "Open menu" }).click();
    const saved = page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: /^Saved/ });
    await expect(saved).toHaveText("Saved1");
    await page.screenshot({ path: testInfo.outputPath("menu-390.png") });
    await saved.click();
    await expect(page).toHaveURL("/saved");
    await expect(page.getByRole("link", { name: `View details for ${business.name}` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Remove ${business.name} from saved` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, "saved-390.png");
  });

  test("Back to Search returns to the search the visitor came from", async ({ page }) => {
    await page.goto("/businesses?q=restaurant&page=2");
    await expectResults(page);
    await page
      .getByRole("link", { name: /^View details for / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/details\//);
    await page.getByRole("link", { name: "Back to Search" }).click();
    await expect(page).toHaveURL("/businesses?q=restaurant&page=2");
    await expectResults(page);
  });

  test("Back to Search leads home when no list was shown in this tab", async ({ page, request }) => {
    const { business } = await businessWithNeighbours(request);
    await page.goto(`/details/${business.slug}`);
    await expect(page.getByRole("link", { name: "Back to Search" })).toHaveAttribute("href", "/");
  });

  test("/saved is a known page: status 200, its own title, kept out of the index", async ({ page }) => {
    const response = await page.goto("/saved");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Saved businesses \|/);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", "noindex");
  });
});
