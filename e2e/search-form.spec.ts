import { expect, test, type Locator, type Page } from "@playwright/test";
import type { BusinessListResponse } from "../shared/api";
import { categoryGroups, expectResults, getJson, popularCities } from "./support";

/** Issue 40: the search form on a phone and a desktop, the words people type, and where Next leaves you. */

const viewports = [
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 800, mobile: false },
] as const;

/** A point in downtown Houston, where the sample data has listings within the default radius. */
const houston = { latitude: 29.760427, longitude: -95.369803 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("the element has no box");
  return box;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Presses the element where it is drawn, as a finger or a mouse would: whatever lies on top there takes the press. */
async function pressAt(page: Page, target: Locator, touch: boolean): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await boxOf(target);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

for (const viewport of viewports) {
  test.describe(`home search form at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.mobile, hasTouch: viewport.mobile });

    const findButton = (page: Page) => page.getByRole("button", { name: "Find Businesses" });
    const nearMeButton = (page: Page) => page.getByRole("button", { name: "Near me" });

    async function typeWhat(page: Page, words: string): Promise<Locator> {
      await page.goto("/");
      await page.getByRole("combobox", { name: "Business" }).pressSequentially(words);
      const list = page.getByRole("listbox", { name: "Business suggestions" });
      await expect(list.getByRole("option").first()).toBeVisible();
      return list;
    }

    test(`when suggestions are open at ${viewport.width} px, then they cover neither button, and a press outside closes them`, async ({ page }) => {
      const list = await typeWhat(page, "piza");
      for (const button of [findButton(page), nearMeButton(page)]) expect(overlap(await boxOf(list), await boxOf(button))).toBe(false);
      await pressAt(page, page.getByRole("heading", { level: 1 }), viewport.mobile);
      await expect(list).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === "/");

      const where = page.getByRole("combobox", { name: "Location" });
      await where.pressSequentially("hou");
      const places = page.getByRole("listbox", { name: "Location suggestions" });
      await expect(places.getByRole("option").first()).toBeVisible();
      for (const button of [findButton(page), nearMeButton(page)]) expect(overlap(await boxOf(places), await boxOf(button))).toBe(false);
    });

    test(`when 'piza' is typed and Find Businesses is pressed where it shows at ${viewport.width} px, then the words are searched`, async ({ page }) => {
      await typeWhat(page, "piza");
      await pressAt(page, findButton(page), viewport.mobile);
      await expect(page).toHaveURL((url) => url.pathname === "/businesses" && url.searchParams.get("q") === "piza");
      await expectResults(page);
    });

    test(`when 'piza' is typed and Near me is pressed where it shows at ${viewport.width} px, then pizza near the visitor is listed`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["geolocation"]);
      await context.setGeolocation(houston);
      await typeWhat(page, "piza");
      await pressAt(page, nearMeButton(page), viewport.mobile);
      await expect(page).toHaveURL((url) => url.pathname === "/businesses" && url.searchParams.get("q") === "piza" && url.searchParams.has("near"));
    });
  });

  test.describe(`paging at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.mobile, hasTouch: viewport.mobile });

    test(`when Next and Previous are pressed at the foot of browse, a city and a category at ${viewport.width} px, then the new page's first result is in view and focus is on the results`, async ({
      page,
      request,
    }) => {
      const city = (await popularCities(request))[0];
      const group = (await categoryGroups(request)).find((g) => g.businessCount > 20);
      if (!city || !group) throw new Error("the sample data has no city or category with a second page");
      for (const path of ["/businesses", city.path, `/category/${group.slug}`]) {
        await page.goto(path);
        await expectResults(page);
        const results = page.getByRole("region", { name: "Results" });
        const first = results.getByRole("article").first();
        for (const [link, pageParam] of [
          ["Next", "2"],
          ["Previous", null],
        ] as const) {
          const before = await first.textContent();
          const pager = page.getByRole("navigation", { name: "Pagination" });
          await pager.scrollIntoViewIfNeeded();
          await pager.getByRole("link", { name: link }).click();
          await expect(page).toHaveURL((url) => url.searchParams.get("page") === pageParam);
          await expect(first).not.toHaveText(before ?? "");
          const box = await boxOf(first);
          expect(box.y, `${path} ${link}: the first result's top is in view`).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height, `${path} ${link}: the first result's foot is in view`).toBeLessThanOrEqual(viewport.height);
          await expect(results).toBeFocused();
        }
      }
    });
  });
}

test.describe("words typed in the home search", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("when only a place is typed, then its businesses are listed: a ZIP with Enter, a town with Find Businesses", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Location" }).fill("77002");
    await page.getByRole("combobox", { name: "Location" }).press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/businesses" && url.search === "?location=77002");
    await expectResults(page);
    await page.goto("/");
    await page.getByRole("combobox", { name: "Location" }).fill("Houston, TX");
    await page.getByRole("button", { name: "Find Businesses" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/businesses" && url.searchParams.get("location") === "Houston, TX");
    await expectResults(page);
  });

  test("when 'coffee near me' is searched, then the visitor's position is asked for and coffee is listed around it", async ({ page, context, request }) => {
    // Standing at a coffee shop the directory lists, wherever the sample put one.
    const coffee = (await getJson<BusinessListResponse>(request, "/api/businesses?search=coffee&limit=20")).businesses.find((b) => b.latitude && b.longitude);
    if (!coffee?.latitude || !coffee.longitude) throw new Error("the sample lists no coffee shop with a position");
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: coffee.latitude, longitude: coffee.longitude });
    await page.goto("/");
    await page.getByRole("combobox", { name: "Business" }).fill("coffee near me");
    await page.getByRole("combobox", { name: "Business" }).press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === "coffee" && url.searchParams.get("near") !== null);
    await expectResults(page);
    await expect(page.getByRole("link", { name: `View details for ${coffee.name}` }).first()).toBeVisible();
  });

  test("when a ZIP is typed in the business box, then it is read as the place", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Business" }).fill("77002");
    await page.getByRole("combobox", { name: "Business" }).press("Enter");
    await expectResults(page);
    await expect(page.getByText(/within 25\smi of 77002/).first()).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText(/\d\smi away/);
  });
});
