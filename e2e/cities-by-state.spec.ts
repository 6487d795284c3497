import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { CityListItem, PopularCity } from "../shared/api";
import { countOf } from "../shared/format";
import { expectNoSeriousA11yViolations, expectResults, getJson, popularCities, sharedTownName, type SharedTownName } from "./support";

/** The sample has Portland, OR and Portland, CT: these tests need a shared name. */
async function sharedName(request: APIRequestContext): Promise<SharedTownName> {
  const shared = await sharedTownName(request);
  if (!shared) throw new Error("no town name is shared by two states in the seeded data");
  return shared;
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An absolute URL ending in this path. */
const endingIn = (path: string) => new RegExp(`${escaped(path)}$`);

test.describe("cities told apart by state", () => {
  test("when a visitor opens a name several states share, then a chooser lists each town, and each link opens that town alone", async ({ page, request }) => {
    const { name, places } = await sharedName(request);
    const chooserPath = `/city/${encodeURIComponent(name)}`;
    await page.goto(chooserPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Businesses in ${name}`);
    const towns = page.getByRole("list", { name: `Towns called ${name}` });
    await expect(towns.getByRole("link")).toHaveCount(places.length);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(canonical(page)).toHaveAttribute("href", endingIn(chooserPath));
    await expect(page.getByRole("article")).toHaveCount(0);

    for (const place of places) {
      const link = towns.getByRole("link", { name: new RegExp(`^${escaped(place.label)} \\(${countOf(place.businessCount, "business", "businesses")}\\)`) });
      await expect(link).toHaveAttribute("href", place.path);
      await link.click();
      await expect(page).toHaveURL(place.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Businesses in ${place.label}`);
      await expect(page.getByText(`${countOf(place.businessCount, "business", "businesses")} listed in ${place.label}`, { exact: true })).toBeVisible();
      await expectResults(page);
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(Math.min(20, place.businessCount));
      // Every card is in this town's state, none in another town of the name.
      for (const text of await cards.allInnerTexts()) expect(text).toContain(`${name}, ${place.state}`);
      await expect(canonical(page)).toHaveAttribute("href", endingIn(place.path));
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await page.goBack();
      await expect(towns).toBeVisible();
    }
  });

  test("when a crawler fetches the name alone or a town with its state, then the server's head says noindex or names the state", async ({ request }) => {
    const { name, places } = await sharedName(request);
    const chooser = await (await request.get(`/city/${encodeURIComponent(name)}`)).text();
    expect(chooser).toContain('name="robots" content="noindex"');
    for (const place of places) {
      const html = await (await request.get(place.path.toLowerCase())).text();
      expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*${escaped(place.path)}"`));
      expect(html).not.toContain('name="robots"');
    }
  });

  test("when a visitor opens a town's name alone and one state has it, then it is that town, its canonical naming the state", async ({ page, request }) => {
    const shared = new Set((await sharedName(request)).places.map((p) => p.name));
    const all = await getJson<CityListItem[]>(request, "/api/cities");
    const lone = (await popularCities(request)).find((c: PopularCity) => !shared.has(c.name) && all.filter((a) => a.name === c.name).length === 1);
    if (!lone) throw new Error("no popular town whose name only one state has");
    await page.goto(`/city/${encodeURIComponent(lone.name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Businesses in ${lone.label}`);
    await expectResults(page);
    await expect(canonical(page)).toHaveAttribute("href", endingIn(lone.path));
  });

  test("when /cities is searched for a name several states share, then each town is its own link, named with its state", async ({ page, request }) => {
    const { name, places } = await sharedName(request);
    await page.goto(`/cities?q=${encodeURIComponent(name)}`);
    const towns = page.getByRole("main").getByRole("region").getByRole("list");
    for (const place of places) await expect(towns.getByRole("link", { name: place.label, exact: true })).toHaveAttribute("href", place.path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("when the home page shows cities, then every link to a city page names its state", async ({ page }) => {
    await page.goto("/");
    const cityLinks = page.locator('a[href^="/city/"]');
    await expect(page.getByRole("region", { name: "Popular cities" }).locator('a[href^="/city/"]').first()).toBeVisible();
    const hrefs = await cityLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) expect(href).toMatch(/^\/city\/[^/,]+,%20[A-Z]{2}$/);
  });

  for (const width of [390, 1280]) {
    test(`when the chooser is shown at ${width} px, then every town is on screen without overflow and axe finds nothing serious`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const { name, places } = await sharedName(request);
      await page.goto(`/city/${encodeURIComponent(name)}`);
      const links = page.getByRole("list", { name: `Towns called ${name}` }).getByRole("link");
      await expect(links).toHaveCount(places.length);
      for (const box of await links.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/h4-chooser-${width}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page, `city chooser at ${width} px`);
    });
  }
});
