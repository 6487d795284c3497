import { expect, test, type Page } from "@playwright/test";
import { countOf } from "../shared/format";
import { publicPageSize } from "../shared/constants";
import { expectResults, popularCities, townCategoryTotal, watchConsole } from "./support";

/** A visitor's way from a town to one of its categories and back, by the links the pages give. */

const viewports = [
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 900, mobile: false },
] as const;

/** The trail is shown, inside the screen's width, and the page does not scroll sideways. */
async function expectTrailOnScreen(page: Page, width: number): Promise<void> {
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail).toBeVisible();
  await expect(trail).toBeInViewport();
  for (const link of await trail.getByRole("link").all()) {
    const box = await link.boundingBox();
    expect(box, "the trail's link has a box").not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, `the trail's link "${await link.textContent()}" fits the width`).toBe(true);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} is wider than the ${width} px viewport`).toBeLessThanOrEqual(0);
}

for (const viewport of viewports) {
  test.describe(`category in a town at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.mobile, hasTouch: viewport.mobile });

    test(`when a visitor follows a business's trail from its town to its group there and back, then the pages hold the group's businesses, count and title at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      const errors = watchConsole(page);
      const [city] = await popularCities(request);
      if (!city) throw new Error("no popular cities");
      await page.goto(city.path);
      await expectResults(page);
      await page
        .getByRole("link", { name: /^View details for / })
        .first()
        .click();

      // The business's trail: Home › Town › Group › Name; its group step is the group's page in the town.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const businessTrail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expectTrailOnScreen(page, viewport.width);
      const steps = businessTrail.getByRole("link");
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(1)).toHaveText(city.label);
      const groupStep = steps.nth(2);
      const category = (await groupStep.textContent())?.trim() ?? "";
      const pairPath = (await groupStep.getAttribute("href")) ?? "";
      expect(pairPath.startsWith(`${city.path}/`), `the group step (${pairPath}) is under the town's page`).toBe(true);
      // The "More … in …" link beside the details goes to the same page.
      await expect(page.getByRole("link", { name: `More ${category.toLowerCase()} in ${city.label}` })).toHaveAttribute("href", pairPath);

      await groupStep.click();
      await expect(page).toHaveURL(pairPath);
      const total = await townCategoryTotal(request, city.label, pairPath.slice(city.path.length + 1));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${category} in ${city.label}`);
      await expect(page.getByText(`${countOf(total, "business", "businesses")} listed`, { exact: true })).toBeVisible();
      await expectResults(page);
      await expect(page.getByRole("article")).toHaveCount(Math.min(publicPageSize, total));
      await expect(page).toHaveTitle(new RegExp(`^${category} in ${city.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`));
      await expectTrailOnScreen(page, viewport.width);
      const pairTrail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(pairTrail.getByRole("link")).toHaveText(["Home", city.label]);

      // A business of the list, and back to the list by its trail's group step.
      const card = page.getByRole("link", { name: /^View details for / }).last();
      const name = ((await card.getAttribute("aria-label")) ?? "").replace(/^View details for /, "");
      await card.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expectTrailOnScreen(page, viewport.width);
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: category, exact: true }).click();
      await expect(page).toHaveURL(pairPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${category} in ${city.label}`);
      await expectResults(page);

      // And up to the town by the pair page's trail.
      await pairTrail.getByRole("link", { name: city.label, exact: true }).click();
      await expect(page).toHaveURL(city.path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(city.label);
      await expectResults(page);
      expect(errors(), "console errors on the way").toEqual([]);
    });
  });
}
