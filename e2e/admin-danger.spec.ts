import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import type { Statistics } from "../shared/api";
import { compactCount, countOf } from "../shared/format";
import { expectToast, fixtureFileName, fixturePath, importSpreadsheet, openTab } from "./admin-support";
import { test } from "./own-server";
import { getJson } from "./support";

/**
 * Delete-all empties the database, so these tests run on a server of their own (own-server.ts), never on the
 * one the other specs share; each first imports the fixture (signing in), so there is something to delete.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const statistics = (page: Page) => getJson<Statistics>(page.request, "/api/statistics");

/** Signs in and makes sure the server holds businesses: the fixture's (a repeated import adds none). */
async function signInWithData(page: Page): Promise<Statistics> {
  await importSpreadsheet(page, fixtureFileName, readFileSync(fixturePath));
  const before = await statistics(page);
  expect(before.totalBusinesses).toBeGreaterThan(0);
  return before;
}

const dangerZone = (page: Page) => page.getByRole("region", { name: "Danger Zone" });

/** The Danger Zone's own button (the last dialog has one of the same name). */
const dangerButton = (page: Page) => dangerZone(page).getByRole("button", { name: "Delete all data" });

/** Both confirms, DELETE typed, and the delete-all job followed to its end (its toast). */
async function eraseAll(page: Page): Promise<void> {
  await dangerButton(page).click();
  await page.getByRole("alertdialog", { name: "Delete all data?" }).getByRole("button", { name: "Continue" }).click();
  await page.getByRole("alertdialog", { name: "Final warning" }).getByRole("button", { name: "Yes, I understand" }).click();
  const typeIt = page.getByRole("alertdialog", { name: "Type DELETE to confirm" });
  await typeIt.getByLabel("Confirmation text").fill("DELETE");
  await typeIt.getByRole("button", { name: "Delete all data" }).click();
  await expectToast(page, "All data deleted");
}

const totalCard = (page: Page) =>
  page
    .getByRole("tabpanel", { name: "Dashboard" })
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: /^\s*Total Businesses\s*$/ }) })
    .locator("dd");

test("when the operator cancels delete-all at the first or the second step, then nothing is deleted", async ({ page }) => {
  const before = await signInWithData(page);
  await openTab(page, "import");

  // Step 1, then Cancel.
  await dangerButton(page).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete all data?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(dangerButton(page)).toBeFocused();

  // Step 1, Continue, then Cancel at the final warning.
  await dangerButton(page).click();
  await confirm.getByRole("button", { name: "Continue" }).click();
  const finalWarning = page.getByRole("alertdialog", { name: "Final warning" });
  await expect(finalWarning).toContainText("Every business leaves the public site at once. Undo, or the Trash tab, brings them back within 30 days");
  await finalWarning.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  expect(await statistics(page)).toEqual(before);
  await page.getByRole("tab", { name: "Dashboard" }).click();
  await expect(totalCard(page)).toHaveText(compactCount(before.totalBusinesses));
});

test("when the operator goes through both confirms and types DELETE, then all data is deleted, the dashboard shows 0 and the public home page shows no businesses", async ({
  page,
}) => {
  const before = await signInWithData(page);
  // Load the public home page first, then open the panel inside the same app (no reload), so the home page's
  // statistics and cities are in the client's cache: after delete-all they must not come back from there.
  await page.goto("/");
  const tiles = page.getByTestId("statistics");
  const businessesTile = tiles.locator("div").filter({ hasText: "American Businesses" }).locator("dd");
  await expect(businessesTile).toHaveText(compactCount(before.totalBusinesses));
  await expect(page.getByRole("region", { name: "Popular cities" }).locator('a[href^="/city/"]').first()).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, "", "/admin-panel?tab=import");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("tab", { name: "Import" })).toHaveAttribute("aria-selected", "true");

  await dangerButton(page).click();
  await page.getByRole("alertdialog", { name: "Delete all data?" }).getByRole("button", { name: "Continue" }).click();
  await page.getByRole("alertdialog", { name: "Final warning" }).getByRole("button", { name: "Yes, I understand" }).click();
  const typeIt = page.getByRole("alertdialog", { name: "Type DELETE to confirm" });
  await expect(typeIt).toBeVisible();
  const field = typeIt.getByLabel("Confirmation text");
  await expect(field).toBeFocused();
  const erase = typeIt.getByRole("button", { name: "Delete all data" });
  await expect(erase).toBeDisabled();

  // Lower case is not enough, and Enter does not submit either.
  await field.fill("delete");
  await expect(erase).toBeDisabled();
  await field.press("Enter");
  await expect(typeIt).toBeVisible();
  expect((await statistics(page)).totalBusinesses).toBe(before.totalBusinesses);

  await field.fill("DELETE");
  await expect(erase).toBeEnabled();
  await erase.click();
  await expectToast(page, "All data deleted", `${countOf(before.totalBusinesses, "business", "businesses")} moved to the trash.`);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect((await statistics(page)).totalBusinesses).toBe(0);

  await page.getByRole("tab", { name: "Dashboard" }).click();
  await expect(totalCard(page)).toHaveText("0");
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(`Deleted all ${countOf(before.totalBusinesses, "business", "businesses")}`);

  // The public site has nothing left to show: first in the same app (Logout goes to / without a reload),
  // then after a full page load.
  const expectEmptyHome = async () => {
    await expect(businessesTile).toHaveText("0");
    await expect(page.getByRole("region", { name: "Popular cities" }).locator('a[href^="/city/"]')).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Popular cities" }).locator(".animate-pulse")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^View details for / })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Top-rated businesses" })).toHaveCount(0);
  };
  await page.evaluate(() => ((window as unknown as { __sameApp: boolean }).__sameApp = true));
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expectEmptyHome();
  expect(await page.evaluate(() => (window as unknown as { __sameApp?: boolean }).__sameApp), "Logout reloaded the page").toBe(true);
  await page.goto("/");
  await expectEmptyHome();

  await page.goto("/businesses");
  await expect(page.getByRole("heading", { name: "No businesses found" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("when the operator deletes all data and presses Undo in the toast, then every business is back with the counts", async ({ page }) => {
  const before = await signInWithData(page);
  await openTab(page, "import");
  await eraseAll(page);
  await expect(dangerZone(page).getByRole("status")).toHaveText(
    `All data deleted: ${countOf(before.totalBusinesses, "business", "businesses")} moved to the trash`,
  );
  expect((await statistics(page)).totalBusinesses).toBe(0);

  await page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("button", { name: "Undo" })
    .click();
  await expectToast(page, "Restored", `Restored ${countOf(before.totalBusinesses, "business", "businesses")}`);
  await expect(dangerZone(page).getByRole("status")).toHaveText(`Restored ${countOf(before.totalBusinesses, "business", "businesses")}`);
  expect(await statistics(page)).toEqual(before);
  await page.getByRole("tab", { name: "Dashboard" }).click();
  await expect(totalCard(page)).toHaveText(compactCount(before.totalBusinesses));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("when all data is deleted, then the Danger Zone says what went to the trash, and its Undo restores every business as a job", async ({ page }) => {
    const before = await signInWithData(page);
    await openTab(page, "import");
    const all = countOf(before.totalBusinesses, "business", "businesses");
    await eraseAll(page);
    await expect(dangerZone(page).getByRole("status")).toHaveText(`All data deleted: ${all} moved to the trash`);
    expect((await statistics(page)).totalBusinesses).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await dangerZone(page)
      .getByRole("button", { name: `Undo: restore ${all}` })
      .click();
    await expect(dangerZone(page).getByRole("status")).toHaveText(`Restored ${all}`);
    expect(await statistics(page)).toEqual(before);
    await expect(dangerButton(page)).toBeEnabled();
  });
});
