import { expect, test, type Page, type Route } from "@playwright/test";
import { saveScreenshot } from "./admin-support";
import { getJson, listBusinesses, popularCities } from "./support";
import type { CategoryGroupSummary } from "../shared/api";

/** When things go wrong: a page's code that will not download or is slow to, an API that is down, a page past the end. */

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** A page's chunk as the build names it, e.g. /assets/browse-BKbn_GGY.js. */
// A chunk by its name and 8-character hash: "browse" must not also match "browse-state".
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`);
const answer404 = (route: Route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" });

/** Every page load of the document (the first and each reload), by URL path. */
function countDocuments(page: Page): () => string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") loads.push(new URL(request.url()).pathname);
  });
  return () => loads;
}

/** Header and footer are on screen, not merely in the page: a blank taller than the screen once pushed the footer away. */
async function expectFrameOnScreen(page: Page): Promise<void> {
  await expect(page.getByRole("banner")).toBeInViewport();
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  const header = await page.getByRole("banner").boundingBox();
  const footer = await page.getByRole("contentinfo").boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(header?.y, "the header is at the top").toBe(0);
  expect(footer?.y ?? Infinity, "the footer starts on screen").toBeLessThan(height);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("a page whose code fails to download", () => {
  test("when the chunk fails once (a tab from before a deploy), then the page reloads itself once and shows the page", async ({ page }) => {
    await page.setViewportSize(viewports[1]);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
    let asked = 0;
    await page.route(chunk("browse"), (route) => (asked++ === 0 ? answer404(route) : route.continue()));
    const documents = countDocuments(page);
    await mainNav(page).getByRole("link", { name: "Browse Businesses" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse All Businesses");
    expect(documents(), "one reload, of the page asked for").toEqual(["/businesses"]);
    expect(asked).toBe(2);
  });

  for (const viewport of viewports) {
    test(`at ${viewport.width} px, when the chunk keeps failing, then after one reload an error view with Reload keeps the header and footer`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
      let asked = 0;
      await page.route(chunk("browse"), (route) => (asked++, answer404(route)));
      const documents = countDocuments(page);
      await page.getByRole("contentinfo").getByRole("link", { name: "Browse Businesses" }).click();
      const heading = page.getByRole("heading", { level: 1, name: "This page could not be loaded" });
      await expect(heading).toBeVisible();
      expect(documents(), "exactly one automatic reload").toEqual(["/businesses"]);
      await expect(page.getByText(/did not download/)).toBeVisible();
      const reload = page.getByRole("button", { name: "Reload" });
      await expect(reload).toBeInViewport();
      await expectFrameOnScreen(page);
      await saveScreenshot(page, testInfo, `chunk-failure-${viewport.width}.png`);

      // Reload asks again; the code is still missing, so the reloaded page shows the view, and nothing reloads on its own.
      const askedBefore = asked;
      await reload.click();
      await expect.poll(() => asked, "the reloaded page asked for the code").toBeGreaterThan(askedBefore);
      await expect(heading).toBeVisible();
      await page.evaluate(() => Object.assign(window, { stayed: true }));

      // The rest of the site still works, in that same page: no reload came after the view.
      await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
      expect(await page.evaluate(() => "stayed" in window), "the page that showed the view is still the one open").toBe(true);
      expect(documents(), "the visitor's reload, and no other").toEqual(["/businesses", "/businesses"]);
    });
  }

  test("when the operator's chunk fails, then /admin reloads once and then offers Reload instead of a blank page", async ({ page }) => {
    await page.route(chunk("admin-app"), answer404);
    const documents = countDocuments(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "This page could not be loaded" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(1);
    expect(documents()).toEqual(["/admin", "/admin"]);
  });
});

test.describe("a page whose code is slow to download", () => {
  for (const viewport of viewports) {
    test(`at ${viewport.width} px, when a visitor follows a link, then the page's skeleton shows at once and the footer stays`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(chunk("category"), async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("navigation", { name: "Popular Categories" }).getByRole("link", { name: "Restaurants" }).click();
      await expect(page).toHaveURL("/category/restaurants");
      await expect(page.getByRole("list", { name: "Loading businesses" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeInViewport();
      // The list's skeleton is taller than a phone's screen, as the list is; on a desktop the footer shows below it.
      if (viewport.width >= 1280) await expectFrameOnScreen(page);
      else await expect(page.getByRole("contentinfo")).toBeAttached();
      await saveScreenshot(page, testInfo, `page-code-loading-${viewport.width}.png`);
      release();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restaurants");
    });
  }

  test("when a business's page code is slow, then the business skeleton shows with the footer on screen", async ({ page, request }) => {
    await page.setViewportSize(viewports[1]);
    const [business] = (await listBusinesses(request, { limit: 1 })).businesses;
    if (!business) throw new Error("no business in the sample data");
    await page.goto(`/businesses?q=${encodeURIComponent(business.name)}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk("business-detail"), async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("link", { name: `View details for ${business.name}` })
      .first()
      .click();
    await expect(page.getByLabel("Loading business")).toBeVisible();
    await expectFrameOnScreen(page);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.name);
  });
});

/**
 * Opens `url` from within the app, as a visitor following a link does: the
 * client asks the API for the page's data. (A page loaded afresh carries its
 * first answers inside it, from the server.)
 */
async function openInApp(page: Page, url: string) {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, url);
}

test.describe("an API that cannot answer right now", () => {
  test("when a business's API answers 503, then the page says it could not be loaded and Try again shows the business", async ({ page, request }) => {
    const [business] = (await listBusinesses(request, { limit: 1 })).businesses;
    if (!business) throw new Error("no business in the sample data");
    let down = true;
    await page.route(`**/api/businesses/slug/${business.slug}`, (route) =>
      down ? route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Service Unavailable"}' }) : route.continue(),
    );
    await openInApp(page, `/details/${business.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "This business could not be loaded" })).toBeVisible();
    await expect(page.getByText(/removed|does not exist/)).toHaveCount(0);
    down = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.name);
  });

  test("when a category's API answers 503, then Try again loads it; an unknown category is still Not Found", async ({ page, request }) => {
    const [group] = await getJson<CategoryGroupSummary[]>(request, "/api/category-groups");
    if (!group) throw new Error("no category group in the sample data");
    let down = true;
    await page.route(new RegExp(`/api/category/${group.slug}\\?`), (route) => (down ? route.fulfill({ status: 503, body: "" }) : route.continue()));
    await openInApp(page, `/category/${group.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "This category could not be loaded" })).toBeVisible();
    down = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(group.name);
    await expect(page.getByRole("link", { name: /^View details for / }).first()).toBeVisible();

    await page.goto("/category/no-such-category-anywhere");
    await expect(page.getByRole("heading", { level: 1, name: "Category Not Found" })).toBeVisible();
  });
});

test.describe("a browse search whose list cannot be read right now", () => {
  test("when the list answers 503, then Browse keeps its filters, says so, and Try again shows the results", async ({ page }) => {
    let down = true;
    await page.route(/\/api\/businesses\?/, (route) => (down ? route.fulfill({ status: 503, body: "" }) : route.continue()));
    await openInApp(page, "/businesses?q=pizza");
    await expect(page.getByRole("heading", { level: 2, name: "Error Loading Businesses" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse All Businesses");
    down = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("link", { name: /^View details for / }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Error Loading Businesses" })).toHaveCount(0);
  });
});

test.describe("a city whose list cannot be read right now", () => {
  test("when a city's list answers 503, then the page says it could not be loaded and Try again shows the city", async ({ page, request }) => {
    const [city] = await popularCities(request);
    if (!city) throw new Error("no city in the sample data");
    let down = true;
    // The list, not the lookup of the name (/places): one of the page's two reads fails.
    await page.route(/\/api\/city\/[^/?]+\?/, (route) => (down ? route.fulfill({ status: 503, body: "" }) : route.continue()));
    await openInApp(page, city.path);
    await expect(page.getByRole("heading", { level: 1, name: "This city could not be loaded" })).toBeVisible();
    await expect(page.getByText(/could not find/)).toHaveCount(0);
    down = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Businesses in ${city.label}`);
    await expect(page.getByRole("link", { name: /^View details for / }).first()).toBeVisible();
  });
});

test.describe("a page past the end of a list", () => {
  test("when /businesses?page=9999 is opened, then the last page replaces it, with its businesses and no 'No businesses found'", async ({ page, request }) => {
    const { totalPages, totalCount } = await listBusinesses(request, { limit: 20 });
    await page.goto("/");
    await page.goto("/businesses?page=9999");
    await expect(page).toHaveURL(`/businesses?page=${totalPages}`);
    await expect(page.getByText(`Page ${totalPages} of ${totalPages}`)).toBeVisible();
    await expect(page.getByRole("link", { name: /^View details for / })).toHaveCount(totalCount - (totalPages - 1) * 20);
    await expect(page.getByRole("heading", { name: "No businesses found" })).toHaveCount(0);
    // Replaced, not added: Back leaves the list rather than returning to the page past the end.
    await page.goBack();
    await expect(page).toHaveURL("/");
  });
});
