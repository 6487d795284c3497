import { expect, test, type Page } from "@playwright/test";
import { pageTypes, seedData } from "./page-types";
import { expectNoSeriousA11yViolations } from "./support";

/** The page types axe checks (the fixed pages share one layout: about and contact stand for them). */
const axeChecked = ["home", "browse with a search", "city", "category", "detail", "cities", "categories", "about", "contact", "404"];
const pageCases = pageTypes.filter((c) => axeChecked.includes(c.name));

async function visit(page: Page, path: string | null, ready: (page: Page) => Promise<void>): Promise<void> {
  if (path === null) throw new Error("the seeded data has no such page");
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
