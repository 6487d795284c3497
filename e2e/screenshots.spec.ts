import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { biggestTownCategory, businessWithPhone, expectResults, pickSearchCase, popularCities, waitForImages, watchConsole } from "./support";

/** Copies land here as well, so the whole set can be looked at in one folder after a run. */
const screenshotDir = path.resolve(import.meta.dirname, "../test-results/screenshots");

const viewports = [
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 900, mobile: false },
] as const;

/** Scrolls through the page so lazy images below the fold load, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await waitForImages(page);
}

for (const viewport of viewports) {
  test.describe(`screenshots at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.mobile, hasTouch: viewport.mobile });

    const pages: { name: string; url: (request: Parameters<typeof pickSearchCase>[0]) => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
      {
        name: "home",
        url: async () => "/",
        ready: async (page) => {
          await expect(page.getByTestId("statistics").locator("dd").first()).toBeVisible();
          await expect(page.getByRole("region", { name: "Popular cities" }).getByRole("link").first()).toBeVisible();
          await expect(page.locator(".animate-pulse")).toHaveCount(0);
        },
      },
      {
        name: "browse",
        url: async (request) => {
          const search = await pickSearchCase(request);
          return `/businesses?q=${encodeURIComponent(search.term)}&location=${encodeURIComponent(search.location)}`;
        },
        ready: async (page) => {
          await expectResults(page);
          await expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();
        },
      },
      {
        name: "city",
        url: async (request) => {
          const [city] = await popularCities(request);
          if (!city) throw new Error("no popular cities");
          return city.path;
        },
        ready: async (page) => {
          await expectResults(page);
          await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
          await expect(
            page
              .getByRole("region", { name: /^Popular in / })
              .getByRole("link")
              .first(),
          ).toBeVisible();
        },
      },
      {
        name: "category",
        url: async () => "/category/restaurants",
        ready: async (page) => {
          await expectResults(page);
          await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
          await expect(page.getByRole("region", { name: "Top towns for Restaurants" }).getByRole("link").first()).toBeVisible();
        },
      },
      {
        name: "category-in-town",
        url: async (request) => (await biggestTownCategory(request)).path,
        ready: async (page) => {
          await expectResults(page);
          await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
        },
      },
      {
        name: "detail",
        url: async (request) => `/details/${(await businessWithPhone(request)).slug}`,
        ready: async (page) => {
          await expect(page.getByRole("link", { name: "Call Now" })).toBeVisible();
          await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
          await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
        },
      },
    ];

    for (const target of pages) {
      test(`when the ${target.name} page is shown at ${viewport.width} px, then it logs no errors, does not scroll sideways and a full-page screenshot is saved`, async ({
        page,
        request,
      }, testInfo) => {
        const errors = watchConsole(page);
        await page.goto(await target.url(request));
        await target.ready(page);
        await scrollThrough(page);

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `the ${target.name} page is wider than the ${viewport.width} px viewport`).toBeLessThanOrEqual(0);

        const file = `${target.name}-${viewport.width}.png`;
        const output = testInfo.outputPath(file);
        await page.screenshot({ path: output, fullPage: true, animations: "disabled" });
        mkdirSync(screenshotDir, { recursive: true });
        copyFileSync(output, path.join(screenshotDir, file));
        await testInfo.attach(file, { path: output, contentType: "image/png" });

        expect(errors(), `console errors on ${target.name} at ${viewport.width} px`).toEqual([]);
      });
    }
  });
}
