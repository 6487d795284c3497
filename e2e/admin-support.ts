import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import * as XLSX from "xlsx";
import type { AuthStatus } from "../shared/admin-api";
import type { Business, BusinessListResponse } from "../shared/api";

/** Helpers of the admin specs: the operator account of playwright.config.ts, sign-in, tabs, toasts, the fixture. */

/** Must match ADMIN_USERNAME / ADMIN_PASSWORD in playwright.config.ts's webServer env. */
export const admin = { username: "admin", password: "e2e-admin-password-123" } as const;

/** The real Outscraper export shared by the projects: 179 rows, every place_id new to the sample data. */
export const fixturePath = path.resolve(import.meta.dirname, "../server/test/fixtures/outscraper-google-maps-sample.xlsx");
export const fixtureFileName = path.basename(fixturePath);
export const fixtureRowCount = 179;

/** Copies of the screenshots land here too, next to the public pages' ones. */
const screenshotDir = path.resolve(import.meta.dirname, "../test-results/screenshots");

export const adminTabs = [
  { id: "dashboard", label: "Dashboard" },
  { id: "businesses", label: "Businesses" },
  { id: "suggestions", label: "Suggestions" },
  { id: "insights", label: "Insights" },
  { id: "import", label: "Import" },
  { id: "sitemap", label: "SEO Sitemap" },
  { id: "trash", label: "Trash" },
] as const;
export type AdminTabId = (typeof adminTabs)[number]["id"];

/** Reads a spreadsheet (the ESM build of xlsx has no file system of its own, so the bytes are read here). */
export function readWorkbook(file: string): XLSX.WorkBook {
  return XLSX.read(readFileSync(file), { type: "buffer" });
}

/** The business names of the fixture, in sheet order. */
export function fixtureNames(): string[] {
  const workbook = readWorkbook(fixturePath);
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
  if (!sheet) throw new Error(`${fixturePath} has no sheet`);
  return XLSX.utils.sheet_to_json<{ name?: string }>(sheet).map((row) => String(row.name ?? ""));
}

/**
 * The header the admin screens' changes carry and the server requires of them: the site's own Origin. The
 * browser adds it by itself, page.request does not; the site is wherever page.request goes (a spec may run
 * a server of its own).
 */
export async function sameOrigin(page: Page): Promise<{ Origin: string }> {
  return { Origin: new URL((await page.request.get("/healthz")).url()).origin };
}

/**
 * Signs in through the API with the page's own request context, so the browser shares the session cookie.
 * (The sign-in form itself is covered by its own tests.)
 */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post("/api/admin/login", { data: admin, headers: await sameOrigin(page) });
  expect(response.status(), `POST /api/admin/login answered ${response.status()}: ${await response.text()}`).toBe(200);
  expect(((await response.json()) as AuthStatus).authenticated).toBe(true);
}

/** Signs in and imports one .xlsx through the API, as the import tab would send it; the import must succeed. */
export async function importSpreadsheet(page: Page, name: string, buffer: Buffer): Promise<void> {
  await signIn(page);
  const response = await page.request.post("/api/admin/import", {
    headers: await sameOrigin(page),
    multipart: { excelFile: { name, mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the panel on a tab and waits until the session check has passed and the tab is selected. */
export async function openTab(page: Page, tab: AdminTabId): Promise<void> {
  await page.goto(tab === "dashboard" ? "/admin-panel" : `/admin-panel?tab=${tab}`);
  const label = adminTabs.find((t) => t.id === tab)?.label ?? tab;
  await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
}

/** What a tab shows once its data has arrived (no skeleton, no "Loading"), for screenshots and axe. */
export async function waitForTab(page: Page, tab: AdminTabId): Promise<void> {
  const panel = page.getByRole("tabpanel");
  switch (tab) {
    case "dashboard":
      await expect(panel.locator("dd").first()).not.toBeEmpty();
      await expect(panel.getByText("Loading…")).toHaveCount(0);
      break;
    case "businesses":
      await expect(panel.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
      await expect(panel.locator(".animate-pulse")).toHaveCount(0);
      await expect(panel.getByRole("status")).toContainText(/^Showing \d/);
      break;
    case "import":
      await expect(panel.getByRole("heading", { name: "Import businesses" })).toBeVisible();
      await expect(panel.getByRole("heading", { name: "Danger Zone" })).toBeVisible();
      break;
    case "sitemap":
      await expect(panel.getByRole("heading", { name: "Site haritası bağlantıları" })).toBeVisible();
      break;
    case "suggestions":
      await expect(panel.getByRole("heading", { name: "Suggestions", exact: true })).toBeVisible();
      await expect(panel.getByText("Loading…")).toHaveCount(0);
      break;
    case "insights":
      await expect(panel.getByRole("heading", { name: "Visits per day" })).toBeVisible();
      await expect(panel.locator("canvas").or(panel.getByText("No visits counted in these days yet."))).toBeVisible();
      break;
    case "trash":
      await expect(panel.getByRole("heading", { name: "Trash" })).toBeVisible();
      await expect(panel.getByText("Loading…")).toHaveCount(0);
      break;
  }
  await page.waitForLoadState("networkidle");
}

/** Radix's notification region ("Notifications (F8)"); each toast is an item of its list. */
function toastRegion(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/ });
}

/** Waits for the toast with this title (and description) to be shown. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = toastRegion(page).getByRole("listitem").filter({ hasText: title });
  await expect(toast, `toast "${title}"`).toBeVisible({ timeout: 15_000 });
  if (description !== undefined) await expect(toast).toContainText(description);
}

/** The one business the public API finds whose name is exactly `name`. */
export async function businessNamed(page: Page, name: string): Promise<Business> {
  const response = await page.request.get(`/api/businesses?${new URLSearchParams({ search: name, limit: "50" }).toString()}`);
  expect(response.ok(), `GET /api/businesses?search=${name} answered ${response.status()}`).toBe(true);
  const { businesses } = (await response.json()) as BusinessListResponse;
  const matches = businesses.filter((b) => b.name === name);
  expect(
    matches.map((b) => b.name),
    `businesses named "${name}"`,
  ).toHaveLength(1);
  return matches[0] as Business;
}

/** Types into the Businesses tab's search and waits for the table to show that search's rows. */
export async function searchTable(page: Page, text: string): Promise<void> {
  const panel = page.getByRole("tabpanel");
  const answered = page.waitForResponse((r) => r.url().includes("/api/businesses?") && new URL(r.url()).searchParams.get("search") === text);
  await panel.getByRole("searchbox", { name: "Search" }).fill(text);
  await answered;
  await expect(panel.locator("tbody")).not.toHaveClass(/opacity-60/);
}

/**
 * Saves a screenshot (the full page, or what the viewport shows) to the test's output folder, copies it to
 * test-results/screenshots and attaches it.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, file: string, { fullPage = true } = {}): Promise<void> {
  const output = testInfo.outputPath(file);
  await page.screenshot({ path: output, fullPage, animations: "disabled" });
  mkdirSync(screenshotDir, { recursive: true });
  copyFileSync(output, path.join(screenshotDir, file));
  await testInfo.attach(file, { path: output, contentType: "image/png" });
}
