import { expect, type Page } from "@playwright/test";
import type { Business } from "../shared/api";
import { businessRow, makeCsv } from "../server/test/fixtures/make-spreadsheets";
import { expectToast, openTab, sameOrigin, saveScreenshot, signIn } from "./admin-support";
import { test } from "./own-server";
import { getJson } from "./support";

/**
 * Issue 41: a refresh of a changed spreadsheet from the Import tab updates the businesses already listed,
 * keeps a field the operator edited by hand, and its Undo puts the old values back.
 */
const rows = [0, 1, 2, 3].map((i) => businessRow({ name: `Refresh Shop ${i} ${Date.now()}` }));

async function listed(page: Page, placeId: unknown): Promise<Business> {
  const { businesses } = await getJson<{ businesses: Business[] }>(
    page.request,
    `/api/businesses?search=${encodeURIComponent(String(rows.find((r) => r.place_id === placeId)?.name))}`,
  );
  return businesses[0] as Business;
}

test("when a changed spreadsheet is imported with Update businesses already listed, then three businesses change, a hand edit stays, and Undo restores the old values", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  const first = await page.request.post("/api/admin/import", {
    headers: await sameOrigin(page),
    multipart: { excelFile: { name: "first.csv", mimeType: "text/csv", buffer: makeCsv(rows) } },
  });
  expect(first.status(), await first.text()).toBe(200);
  const edited = await listed(page, rows[0]?.place_id);
  const patch = await page.request.patch(`/api/admin/businesses/${edited.id}`, { headers: await sameOrigin(page), data: { phone: "+1 217-555-0142" } });
  expect(patch.status(), await patch.text()).toBe(200);

  await openTab(page, "import");
  await page.getByRole("radio", { name: /Update businesses already listed/ }).check();
  const changed = rows.map((row, i) => (i < 3 ? { ...row, rating: 2.1 + i, phone: "+1 217-555-0199" } : row));
  await page.getByLabel("Spreadsheet files").setInputFiles({ name: "refresh.csv", mimeType: "text/csv", buffer: makeCsv(changed) });

  const item = page.getByRole("region", { name: "Recent imports" }).getByRole("listitem", { name: "refresh.csv", exact: true });
  await expect(item.getByText("4 rows: 3 updated, 1 unchanged, 1 kept as edited")).toBeVisible({ timeout: 60_000 });
  await item.getByText("Kept as edited by hand (1)").click();
  await expect(item.getByText(/phone: the file had \+1 217-555-0199/)).toBeVisible();
  expect(await listed(page, rows[0]?.place_id)).toMatchObject({ phone: "+1 217-555-0142", rating: 2.1 });
  expect(await listed(page, rows[2]?.place_id)).toMatchObject({ phone: "+1 217-555-0199", rating: 4.1 });
  await saveScreenshot(page, testInfo, "refresh-import-1280.png");
  await page.setViewportSize({ width: 390, height: 844 });
  await item.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, "refresh-import-390.png");

  await item.getByRole("button", { name: "Undo import of refresh.csv" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Undo this import?" });
  await expect(dialog).toContainText("The 3 businesses it updated get their earlier values back.");
  await dialog.getByRole("button", { name: "Undo import" }).click();
  await expectToast(page, "Import undone", "3 updates reverted");
  for (const row of rows.slice(1)) expect(await listed(page, row.place_id)).toMatchObject({ rating: 4.6, phone: "+1 217-555-0100" });
  expect(await listed(page, rows[0]?.place_id)).toMatchObject({ rating: 4.6, phone: "+1 217-555-0142" });
});
