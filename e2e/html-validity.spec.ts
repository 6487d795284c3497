import { expect, test, type Page } from "@playwright/test";
import { writeFile } from "node:fs/promises";
import { HtmlValidate, type Message } from "html-validate";
import { htmlValidateConfig } from "./html-validate-config";
import { businessWithPhone, expectResults, pickSearchCase, popularCities } from "./support";

/**
 * The markup of every page type as the browser holds it once rendered, checked by html-validate
 * (the recommended preset, relaxed only where e2e/html-validate-config.ts says why), including heading order.
 */

interface SeedData {
  search: string;
  city: string;
  detail: string;
}

interface PageCase {
  name: string;
  path: (data: SeedData) => string;
  /** What shows once the page's own data has arrived. */
  ready: (page: Page) => Promise<void>;
}

const h1 = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
};

const pageCases: PageCase[] = [
  { name: "home", path: () => "/", ready: async (page) => expect(page.getByTestId("statistics").locator("dd").first()).toBeVisible() },
  { name: "browse", path: () => "/businesses", ready: expectResults },
  { name: "browse with a search", path: (d) => d.search, ready: expectResults },
  { name: "city", path: (d) => d.city, ready: expectResults },
  { name: "category", path: () => "/category/restaurants", ready: expectResults },
  { name: "cities", path: () => "/cities", ready: async (page) => expect(page.locator('main a[href^="/city/"]').first()).toBeVisible() },
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

async function seedData(request: Parameters<typeof pickSearchCase>[0]): Promise<SeedData> {
  const search = await pickSearchCase(request);
  const [city] = await popularCities(request);
  const business = await businessWithPhone(request);
  if (!city) throw new Error("no popular cities");
  return {
    search: `/businesses?q=${encodeURIComponent(search.term)}&location=${encodeURIComponent(search.location)}`,
    city: `/city/${encodeURIComponent(city.name)}`,
    detail: `/details/${business.slug}`,
  };
}

/** The page's own data, the footer's (on public pages) and nothing still loading. */
async function waitUntilRendered(page: Page, pageCase: PageCase): Promise<void> {
  await pageCase.ready(page);
  if (pageCase.name !== "admin sign-in") {
    await expect(page.locator("footer dl dd").first()).toBeVisible();
    await expect(page.locator('footer a[href^="/city/"]').first()).toBeVisible();
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const messageLine = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (at ${m.selector})` : ""}`;

const validator = new HtmlValidate(htmlValidateConfig);

test.describe("valid HTML", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const pageCase of pageCases) {
    test(`when the ${pageCase.name} page has rendered, then html-validate finds no error in its markup and no skipped heading level`, async ({ page, request }, testInfo) => {
      const data = await seedData(request);
      await page.goto(pageCase.path(data));
      await waitUntilRendered(page, pageCase);
      const html = `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
      const report = await validator.validateString(html);
      const errors = report.results.flatMap((result) => result.messages).filter((m) => m.severity === 2);
      // The markup as validated, to read beside the messages (whose line and column point into it).
      if (errors.length) {
        const file = testInfo.outputPath("rendered.html");
        await writeFile(file, html);
        await testInfo.attach("rendered.html", { path: file, contentType: "text/html" });
      }
      expect(errors.map(messageLine), `html-validate on ${pageCase.name} (${page.url()})`).toEqual([]);
    });
  }
});
