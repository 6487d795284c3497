import { expect, type Locator, type Page } from "@playwright/test";
import type { ImportJob } from "../shared/admin-api";
import type { Business, Statistics } from "../shared/api";
import { businessRow, makeCsv } from "../server/test/fixtures/make-spreadsheets";
import { expectToast, importSpreadsheet, openTab, sameOrigin, saveScreenshot, signIn } from "./admin-support";
import { test } from "./own-server";
import { expectNoSeriousA11yViolations, getJson } from "./support";

/**
 * Imports as jobs on the Import tab: progress while a big file is read and written, Cancel in the middle,
 * the watch resumed after a reload, and Undo behind its confirmation. Big imports and undos change a whole
 * database, so these run on a server of their own (own-server.ts), which starts empty.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** Big enough that an import takes seconds on the embedded database: progress shows, and Cancel lands mid-file. */
const bigRows = 30_000;

function csvOf(rows: number, namePrefix: string): Buffer {
  return makeCsv(Array.from({ length: rows }, (_, i) => businessRow({ name: `${namePrefix} ${i + 1}` })));
}

const statistics = (page: Page) => getJson<Statistics>(page.request, "/api/statistics");
const jobRow = (page: Page, fileName: string) => page.getByRole("region", { name: "Recent imports" }).getByRole("listitem", { name: fileName, exact: true });

/** Chooses a file on the tab and returns the id of the job the server started for it. */
async function chooseFile(page: Page, name: string, buffer: Buffer): Promise<number> {
  const started = page.waitForResponse((r) => r.url().includes("/api/admin/import?mode=job") && r.request().method() === "POST");
  await page.getByLabel("Spreadsheet files").setInputFiles({ name, mimeType: "text/csv", buffer });
  const response = await started;
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { importId: number }).importId;
}

/** Waits until the job's row shows rows written, and returns its bar (the import is then under way). */
async function writing(row: Locator, fileName: string): Promise<Locator> {
  const bar = row.getByRole("progressbar", { name: `Import of ${fileName}` });
  await expect(bar).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText(/^[1-9][\d,]* written$/)).toBeVisible({ timeout: 60_000 });
  return bar;
}

test("when a big file is imported, then its bar and figures move, at 1280 and 390 px; Cancel stops it and nothing of it is stored", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // Half as big again, as the bar is looked at in two widths first and 30,000 rows were sometimes all
  // written by then (a larger file's upload is dropped from the browser's cache with its answer).
  const rows = bigRows + bigRows / 2;
  const fileName = `cancel-${rows}.csv`;
  await signIn(page);
  const before = await statistics(page);
  await openTab(page, "import");
  const id = await chooseFile(page, fileName, csvOf(rows, "Cancelled Shop"));

  const row = jobRow(page, fileName);
  const bar = await writing(row, fileName);
  await expect(bar).toBeInViewport();
  const read = row.getByText(/^[\d,]+ rows read/);
  const firstRead = await read.textContent();
  await expect(read).not.toHaveText(firstRead ?? "", { timeout: 30_000 });
  await saveScreenshot(page, testInfo, "admin-import-progress-1280.png", { fullPage: false });

  await page.setViewportSize({ width: 390, height: 844 });
  await row.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(bar).toBeVisible();
  // Whole, not cut by the narrow screen.
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole("button", { name: `Cancel import of ${fileName}` })).toBeInViewport({ ratio: 1 });
  await saveScreenshot(page, testInfo, "admin-import-progress-390.png", { fullPage: false });

  // The job's own address answers from memory while it runs (the list would wait for the import's transaction).
  const job = await getJson<ImportJob>(page.request, `/api/admin/imports/${id}`);
  expect(job.status, "the job is still under way when Cancel is pressed").toMatch(/^(reading|writing)$/);
  await row.getByRole("button", { name: `Cancel import of ${fileName}` }).click();
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole("progressbar")).toHaveCount(0);
  await expect(row).toContainText("nothing of this file was stored");
  await expectToast(page, "Import cancelled", fileName);
  expect((await statistics(page)).totalBusinesses).toBe(before.totalBusinesses);
});

test("when the page is reloaded mid-import, then the tab finds the job again, follows it to its end and shows its result", async ({ page }) => {
  test.setTimeout(240_000);
  const fileName = `reload-${bigRows}.csv`;
  await signIn(page);
  const before = await statistics(page);
  await openTab(page, "import");
  await chooseFile(page, fileName, csvOf(bigRows, "Reloaded Shop"));
  await writing(jobRow(page, fileName), fileName);

  await page.reload();
  const row = jobRow(page, fileName);
  await expect(row.getByRole("progressbar", { name: `Import of ${fileName}` }), "the job is watched again after the reload").toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, "the Import tab with an import under way");

  const imported = row
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: /^Imported$/ }) })
    .locator("dd");
  await expect(imported).toHaveText("30,000", { timeout: 180_000 });
  await expect(row.getByRole("progressbar")).toHaveCount(0);
  await expectToast(page, "Import Completed", `${fileName}: 30,000 imported, 0 duplicates skipped, 0 errors`);
  expect((await statistics(page)).totalBusinesses).toBe(before.totalBusinesses + bigRows);
});

test("when Undo is confirmed on a finished import, then its businesses go to the trash, the one edited since stays and is named, in a toast and in the row", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fileName = "undo-200.csv";
  const prefix = `Undo Shop ${Date.now()}`;
  await importSpreadsheet(page, fileName, csvOf(200, prefix));
  const afterImport = await statistics(page);

  // One of its businesses is edited after the import: the undo keeps it.
  const search = await getJson<{ businesses: Business[] }>(
    page.request,
    `/api/businesses?${new URLSearchParams({ search: `${prefix} 7`, limit: "50" }).toString()}`,
  );
  const edited = search.businesses.find((b) => b.name === `${prefix} 7`);
  if (!edited) throw new Error(`"${prefix} 7" was not imported`);
  const renamed = `${prefix} 7 (edited)`;
  const patch = await page.request.patch(`/api/admin/businesses/${edited.id}`, { data: { name: renamed }, headers: await sameOrigin(page) });
  expect(patch.status(), await patch.text()).toBe(200);

  await openTab(page, "import");
  const row = jobRow(page, fileName);
  const undo = row.getByRole("button", { name: `Undo import of ${fileName}` });
  await undo.click();
  const dialog = page.getByRole("alertdialog", { name: "Undo this import?" });
  await expect(dialog).toContainText(`The 200 businesses that ${fileName} added will leave the directory and its public pages for the trash`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(undo).toBeFocused();
  expect((await statistics(page)).totalBusinesses).toBe(afterImport.totalBusinesses);

  await undo.click();
  await dialog.getByRole("button", { name: "Undo import" }).click();
  await expectToast(page, "Import undone", `${fileName}: 199 businesses moved to the trash; 1 kept because they were edited since: ${renamed}`);
  await expect(row.getByText("Undone", { exact: true })).toBeVisible();
  await expect(row.getByText("1 business was kept because edited since the import:")).toBeVisible();
  await expect(row.getByRole("listitem").filter({ hasText: renamed })).toBeVisible();
  await expect(undo).toHaveCount(0);
  expect((await statistics(page)).totalBusinesses).toBe(afterImport.totalBusinesses - 199);

  // The Businesses tab reads the directory again: the kept one is there, the removed ones are not.
  await page.getByRole("tab", { name: "Businesses" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(prefix);
  await expect(page.getByRole("tabpanel").getByRole("row").filter({ hasText: prefix })).toHaveCount(1, { timeout: 15_000 });
});

test("when the undo toast's Undo is pressed, then the import's businesses come back from the trash and it can be undone again", async ({ page }) => {
  test.setTimeout(120_000);
  const fileName = "undo-restore-20.csv";
  const prefix = `Restored Shop ${Date.now()}`;
  await importSpreadsheet(page, fileName, csvOf(20, prefix));
  const afterImport = await statistics(page);

  await openTab(page, "import");
  await jobRow(page, fileName)
    .getByRole("button", { name: `Undo import of ${fileName}` })
    .click();
  await page.getByRole("alertdialog", { name: "Undo this import?" }).getByRole("button", { name: "Undo import" }).click();
  await expectToast(page, "Import undone", `${fileName}: 20 businesses moved to the trash. Restorable for 30 days from the Trash tab.`);
  expect((await statistics(page)).totalBusinesses).toBe(afterImport.totalBusinesses - 20);

  await page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Import undone" })
    .getByRole("button", { name: "Undo" })
    .click();
  await expectToast(page, "Restored", "Restored 20 businesses");
  expect((await statistics(page)).totalBusinesses).toBe(afterImport.totalBusinesses);
  const row = jobRow(page, fileName);
  await expect(page.getByRole("region", { name: "Recent imports" }).getByRole("status")).toHaveText(`${fileName}: its businesses are back from the trash`);
  await expect(row.getByText(/restored from the trash after its undo/)).toBeVisible();
  await expect(row.getByRole("button", { name: `Undo import of ${fileName}` })).toBeVisible();
});
