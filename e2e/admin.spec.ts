import { expect, test, type Locator, type Page } from "@playwright/test";
import * as XLSX from "xlsx";
import type { SitemapStats } from "../shared/admin-api";
import type { Statistics } from "../shared/api";
import { compactCount } from "../shared/format";
import {
  admin,
  adminTabs,
  businessNamed,
  expectToast,
  fixtureFileName,
  fixtureNames,
  fixturePath,
  fixtureRowCount,
  openTab,
  readWorkbook,
  saveScreenshot,
  searchTable,
  signIn,
  waitForTab,
} from "./admin-support";
import { expectNoSeriousA11yViolations, getJson, watchConsole } from "./support";

/**
 * The admin web app in the browser. These tests share the server and database with the public specs, so they
 * only add the fixture's 179 businesses and edit or delete two of those; the sample data stays as it is.
 * They run in file order: the import comes before the tests that use the imported businesses.
 * Delete-all is in admin-danger.spec.ts, on a server of its own.
 */

/** Three businesses of the fixture: one to find, one to rename, one to delete. */
const names = { found: "Natural Scalp", edited: "Savant Hair Replacement", deleted: "Crown Hair Institute" } as const;
const renamed = `${names.edited} Studio`;

const statCards = [
  ["Total Businesses", "totalBusinesses"],
  ["Verified", "verifiedBusinesses"],
  ["Categories", "categories"],
  ["Cities", "totalCities"],
] as const;

/** The <dd> of the <dt> whose text is exactly `label`, inside `scope`. */
function figure(scope: Locator, label: string): Locator {
  return scope
    .locator("dl > div")
    .filter({ has: scope.page().locator("dt", { hasText: new RegExp(`^\\s*${label}\\s*$`) }) })
    .locator("dd");
}

const statistics = (page: Page) => getJson<Statistics>(page.request, "/api/statistics");

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("sign-in", () => {
  test("when the operator submits a wrong password, then the button reads Logging in... while busy, the Login failed toast shows and the form stays", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password")).toHaveAttribute("required", "");

    // Hold the request until the busy state has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/login", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill("wrong-password-123");
    await page.getByRole("button", { name: "Log in" }).click();
    const busy = page.getByRole("button", { name: "Logging in..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    await expectToast(page, "Login failed", "Invalid credentials. Please try again.");
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
    await expect(page.getByLabel("Username")).toHaveValue(admin.username);
    expect((await page.request.get("/api/admin/check-auth")).status()).toBe(401);
  });

  test("when the operator signs in, then the panel opens with the four stat cards and Recent Activity", async ({ page }) => {
    const stats = await statistics(page);
    await page.goto("/admin-login");
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/admin-panel");
    await expect(page.getByText(`Signed in as ${admin.username}`)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");

    const panel = page.getByRole("tabpanel", { name: "Dashboard" });
    await expect(panel.locator("dl > div")).toHaveCount(statCards.length);
    for (const [label, key] of statCards) {
      await expect(figure(panel, label), `the ${label} card`).toHaveText(compactCount(stats[key]));
    }
    await expect(panel.getByRole("heading", { level: 2, name: "Recent Activity" })).toBeVisible();
    await expect(panel.getByRole("region", { name: "Recent Activity" })).not.toContainText("Loading…");
  });

  test("when someone opens /admin-panel or /admin/dashboard without a session, then Authentication required shows and /admin-login opens", async ({ page }) => {
    for (const path of ["/admin-panel", "/admin/dashboard"]) {
      await page.goto(path);
      await expectToast(page, "Authentication required", "Please log in to access the admin panel");
      await expect(page).toHaveURL("/admin-login");
      await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
      await expect(page.getByRole("tablist")).toHaveCount(0);
    }
  });

  test("when a signed-in operator opens /admin again, then the panel opens instead of the sign-in form", async ({ page }) => {
    await signIn(page);
    for (const path of ["/admin", "/admin-login"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/admin-panel");
      await expect(page.getByRole("tablist")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toHaveCount(0);
    }
  });
});

test.describe("import", () => {
  test("when the Outscraper fixture is chosen on the Import tab, then its result shows 179 imported and the rows reach the table and the public pages", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const sheetNames = fixtureNames();
    expect(sheetNames, "the fixture's rows").toHaveLength(fixtureRowCount);
    for (const name of Object.values(names)) expect(sheetNames, `"${name}" in the fixture`).toContain(name);
    await signIn(page);
    const before = await statistics(page);
    await openTab(page, "import");

    await page.locator('input[type="file"]').setInputFiles(fixturePath);
    const item = page.getByRole("listitem", { name: fixtureFileName });
    await expect(item.locator("dl"), "the file's result").toBeVisible({ timeout: 90_000 });
    await expect(figure(item, "Imported")).toHaveText(String(fixtureRowCount));
    await expect(figure(item, "Duplicates skipped")).toHaveText("0");
    await expect(figure(item, "Errors")).toHaveText("0");
    await expectToast(page, "Import Completed", `${fixtureFileName}: ${fixtureRowCount} imported, 0 duplicates skipped, 0 errors`);
    expect((await statistics(page)).totalBusinesses).toBe(before.totalBusinesses + fixtureRowCount);
    await saveScreenshot(page, testInfo, "admin-import-result-1280.png");

    // The Dashboard's Recent Activity lists the import (kept by the server).
    await page.getByRole("tab", { name: "Dashboard" }).click();
    await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(`Imported ${fixtureRowCount} businesses from ${fixtureFileName}`);

    // The Businesses tab finds an imported business.
    await page.getByRole("tab", { name: "Businesses" }).click();
    await waitForTab(page, "businesses");
    await searchTable(page, names.found);
    const panel = page.getByRole("tabpanel", { name: "Businesses" });
    await expect(panel.getByRole("row").filter({ hasText: names.found })).toHaveCount(1);
    await expect(panel.getByRole("button", { name: `Edit ${names.found}`, exact: true })).toBeVisible();

    // And so does the public site.
    const business = await businessNamed(page, names.found);
    await page.goto(`/details/${business.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(names.found);
  });
});

test.describe("businesses", () => {
  test("when the operator clicks Export All, then businesses_all_{date}.xlsx downloads and reads back with the header and every business", async ({
    page,
  }, testInfo) => {
    await signIn(page);
    await openTab(page, "businesses");
    await waitForTab(page, "businesses");
    const { totalBusinesses } = await statistics(page);

    const today = () => new Date().toISOString().slice(0, 10);
    const days = new Set([today()]);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export All" }).click();
    const download = await downloading;
    days.add(today());
    const name = download.suggestedFilename();
    expect([...days].map((day) => `businesses_all_${day}.xlsx`)).toContain(name);
    await expectToast(page, "Export complete", `Saved ${name}`);

    const file = testInfo.outputPath(name);
    await download.saveAs(file);
    const workbook = readWorkbook(file);
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
    if (!sheet) throw new Error(`${name} has no sheet`);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false });
    expect(rows[0]?.slice(0, 3)).toEqual(["name", "category", "full_address"]);
    const dataRows = rows.length - 1;
    expect(dataRows).toBeGreaterThanOrEqual(2000);
    expect(dataRows).toBe(totalBusinesses);
  });

  test("when the operator renames an imported business, then Business updated shows and the table and its public page show the new name", async ({ page }) => {
    await signIn(page);
    const original = await businessNamed(page, names.edited);
    await openTab(page, "businesses");
    await waitForTab(page, "businesses");
    await searchTable(page, names.edited);
    const panel = page.getByRole("tabpanel", { name: "Businesses" });
    await panel.getByRole("button", { name: `Edit ${names.edited}`, exact: true }).click();

    const dialog = page.getByRole("dialog", { name: `Edit ${names.edited}` });
    await expect(dialog).toBeVisible();
    const nameField = dialog.getByLabel("Name", { exact: true });
    await expect(nameField).toHaveValue(names.edited);
    await expect(nameField).toBeFocused();
    await nameField.fill(renamed);
    await dialog.getByRole("button", { name: "Save changes" }).click();

    await expectToast(page, "Business updated", `${renamed} was saved.`);
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole("button", { name: `Edit ${renamed}`, exact: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: `Edit ${names.edited}`, exact: true })).toHaveCount(0);

    const updated = await businessNamed(page, renamed);
    expect(updated.id).toBe(original.id);
    expect(updated.slug, "the slug stays, so published links keep working").toBe(original.slug);
    await page.goto(`/details/${original.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);
  });

  test("when the operator deletes an imported business after the confirmation, then it leaves the table and its public page is Business Not Found (HTTP 404)", async ({
    page,
  }) => {
    await signIn(page);
    const target = await businessNamed(page, names.deleted);
    expect((await page.request.get(`/details/${target.slug}`)).status()).toBe(200);
    await openTab(page, "businesses");
    await waitForTab(page, "businesses");
    await searchTable(page, names.deleted);
    const panel = page.getByRole("tabpanel", { name: "Businesses" });
    const deleteButton = panel.getByRole("button", { name: `Delete ${names.deleted}`, exact: true });
    await deleteButton.click();

    const dialog = page.getByRole("dialog", { name: "Delete business" });
    await expect(dialog).toContainText(`Delete ${names.deleted}? It goes to the trash, where it can be restored for 30 days.`);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();

    await expectToast(page, "Business deleted", `${names.deleted} was moved to the trash.`);
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toHaveCount(0);
    await expect(panel.getByText("No businesses found")).toBeVisible();

    const { businesses } = await getJson<{ businesses: { id: number }[] }>(page.request, `/api/businesses?search=${encodeURIComponent(names.deleted)}`);
    expect(businesses.map((b) => b.id)).not.toContain(target.id);
    await page.goto(`/details/${target.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business Not Found");
    expect((await page.request.get(`/details/${target.slug}`)).status()).toBe(404);
  });
});

test.describe("SEO Sitemap", () => {
  test("when the operator opens the SEO Sitemap tab, then it counts every file the index lists and links each, working", async ({ page }) => {
    await signIn(page);
    const stats = await getJson<SitemapStats>(page.request, "/api/admin/sitemap-stats");
    expect(stats.sitemapUrls.businesses).toHaveLength(stats.totalSitemaps);
    await openTab(page, "sitemap");
    const panel = page.getByRole("tabpanel", { name: "SEO Sitemap" });
    await expect(panel.getByRole("heading", { name: "Site Haritası İstatistikleri" })).toBeVisible();
    const { main, mainPages, categories, cities, cityCategories, businesses } = stats.sitemapUrls;
    const index = await (await page.request.get("/sitemap.xml")).text();
    const listed = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect([mainPages, categories, cities, ...cityCategories, ...businesses]).toEqual(listed);
    await expect(figure(panel, "Site haritası dosyası sayısı")).toHaveText(listed.length.toLocaleString("tr-TR"));
    await expect(figure(panel, "Toplam İşletme")).toHaveText(stats.totalBusinesses.toLocaleString("tr-TR"));
    await expect(figure(panel, "Şehirdeki kategori sayfası")).toHaveText(stats.totalCityCategories.toLocaleString("tr-TR"));

    const urls = [main, ...listed];
    const links = panel.getByRole("region", { name: "Site haritası bağlantıları" }).getByRole("link");
    await expect(links).toHaveCount(urls.length);
    for (const url of urls) {
      await expect(panel.locator(`a[href="${url}"]`), url).toHaveCount(1);
      const response = await page.request.get(new URL(url).pathname);
      expect(response.status(), `${url} answered ${response.status()}`).toBe(200);
      expect(await response.text()).toContain("<?xml");
    }
  });
});

test.describe("screenshots and axe", () => {
  for (const viewport of [
    { width: 1280, height: 900, mobile: false },
    { width: 390, height: 844, mobile: true },
  ] as const) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.mobile, hasTouch: viewport.mobile });

      test(`when the sign-in page is shown at ${viewport.width} px, then it does not scroll sideways and a screenshot is saved`, async ({ page }, testInfo) => {
        await page.goto("/admin");
        await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
        await expectNoSidewaysScroll(page, "the sign-in page");
        await saveScreenshot(page, testInfo, `admin-login-${viewport.width}.png`);
      });

      for (const tab of adminTabs) {
        test(`when the ${tab.label} tab is shown at ${viewport.width} px, then it logs no errors, does not scroll sideways and a screenshot is saved`, async ({
          page,
        }, testInfo) => {
          const errors = watchConsole(page);
          await signIn(page);
          await openTab(page, tab.id);
          await waitForTab(page, tab.id);
          await expectNoSidewaysScroll(page, `the ${tab.label} tab`);
          await saveScreenshot(page, testInfo, `admin-${tab.id}-${viewport.width}.png`);
          expect(errors(), `errors on the ${tab.label} tab`).toEqual([]);
        });
      }
    });
  }

  test("when axe checks the sign-in page at 1280 px, then it finds no serious or critical violation", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "admin sign-in at 1280 px");
  });

  for (const tab of adminTabs) {
    test(`when axe checks the ${tab.label} tab at 1280 px, then it finds no serious or critical violation`, async ({ page }) => {
      await signIn(page);
      await openTab(page, tab.id);
      await waitForTab(page, tab.id);
      await expectNoSeriousA11yViolations(page, `admin ${tab.label} tab at 1280 px`);
    });
  }
});

test.describe("logout", () => {
  test("when the operator clicks Logout, then / opens, the server session is gone and /admin-panel redirects to /admin-login", async ({ page }) => {
    await signIn(page);
    await openTab(page, "dashboard");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find trusted local businesses near you");
    expect((await page.request.get("/api/admin/check-auth")).status()).toBe(401);

    await page.goto("/admin-panel");
    await expectToast(page, "Authentication required", "Please log in to access the admin panel");
    await expect(page).toHaveURL("/admin-login");
  });
});

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} is wider than the viewport`).toBeLessThanOrEqual(0);
}
