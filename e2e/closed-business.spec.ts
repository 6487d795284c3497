import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { businessNamed, fixtureFileName, fixturePath, importSpreadsheet, saveScreenshot } from "./admin-support";

/** In the Outscraper fixture: one business closed for good, one closed for now. */
const closedForGood = "Bosley - Hair Restoration & Transplant";
const closedForNow = "AMD LAB USA";

/** Imports the fixture once (a second import skips every row as a duplicate), so this file does not depend on the order of the others. */
async function importFixture(page: Page): Promise<void> {
  await importSpreadsheet(page, fixtureFileName, readFileSync(fixturePath));
}

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

test.describe("closed businesses", () => {
  test.beforeEach(async ({ page }) => importFixture(page));

  for (const viewport of viewports) {
    test(`at ${viewport.width} px, a business closed for good shows a banner above the fold and no Call Now`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const business = await businessNamed(page, closedForGood);
      await page.goto(`/details/${business.slug}`);
      const banner = page.getByText("Permanently closed.", { exact: true });
      await expect(banner).toBeVisible();
      const box = await banner.boundingBox();
      expect(box, "the banner has a box").not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0), "the banner is within the first screen").toBeLessThanOrEqual(viewport.height);
      await expect(page.getByRole("link", { name: "Call Now" })).toHaveCount(0);
      await expect(page.getByRole("main").getByText(/^Verified/)).toHaveCount(0);
      await saveScreenshot(page, testInfo, `closed-for-good-${viewport.width}.png`);
    });
  }

  test("a hero photo that does not load gives way to a picture that does, never a broken image", async ({ page }) => {
    const business = await businessNamed(page, closedForGood);
    // The fixture's photos live on Google's servers: blocked here, as they would be when gone at their source.
    await page.route(/googleusercontent\.com/, (route) => route.abort());
    await page.goto(`/details/${business.slug}`);
    const hero = page.locator("main section img").first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(hero).toHaveAttribute("src", /^\/images\/categories\//);
  });

  test("a business closed for now shows its banner, and its card in a search says so", async ({ page }) => {
    const business = await businessNamed(page, closedForNow);
    await page.goto(`/details/${business.slug}`);
    await expect(page.getByText("Temporarily closed.", { exact: true })).toBeVisible();
    await page.goto(`/businesses?q=${encodeURIComponent(closedForNow)}`);
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: closedForNow, exact: true }) });
    await expect(card.getByText("Temporarily closed", { exact: true })).toBeVisible();
    await expect(card.getByText("Open now", { exact: true })).toHaveCount(0);
  });
});
