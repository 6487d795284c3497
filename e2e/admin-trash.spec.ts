import { expect, test, type Page } from "@playwright/test";
import type { Business, BusinessListResponse } from "../shared/api";
import { expectToast, openTab, sameOrigin, searchTable, signIn, waitForTab } from "./admin-support";
import { getJson } from "./support";

/**
 * Deletes that can be undone, in the browser: Undo in a delete's toast, and a restore from the Trash tab.
 * On the shared server: each test deletes one sample business and puts it back, so the data ends as it began.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** Sample businesses whose names no other business shares, so a search for the name finds one row; a different one per call. */
const taken = new Set<number>();
async function uniquelyNamed(page: Page): Promise<Business> {
  const { businesses } = await getJson<BusinessListResponse>(page.request, "/api/businesses?limit=50&sort=reviews");
  for (const business of businesses) {
    if (taken.has(business.id)) continue;
    const found = await getJson<BusinessListResponse>(
      page.request,
      `/api/businesses?${new URLSearchParams({ search: business.name, limit: "50" }).toString()}`,
    );
    if (found.businesses.filter((b) => b.name === business.name).length !== 1) continue;
    taken.add(business.id);
    return business;
  }
  throw new Error("no sample business with a name of its own");
}

const publicStatus = async (page: Page, business: Business) => (await page.request.get(`/details/${business.slug}`)).status();

test("when the operator deletes a business and presses Undo in the toast, then it is back in the table and at its old address", async ({ page }) => {
  await signIn(page);
  const target = await uniquelyNamed(page);
  await openTab(page, "businesses");
  await waitForTab(page, "businesses");
  await searchTable(page, target.name);
  const panel = page.getByRole("tabpanel", { name: "Businesses" });
  await panel.getByRole("button", { name: `Delete ${target.name}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete business" });
  await expect(dialog).toContainText("It goes to the trash, where it can be restored for 30 days.");
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();

  await expectToast(page, "Business deleted", `${target.name} was moved to the trash.`);
  await expect(panel.getByText("No businesses found")).toBeVisible();
  expect(await publicStatus(page, target)).toBe(404);

  await page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("button", { name: "Undo" })
    .click();
  await expectToast(page, "Restored", "Restored 1 business");
  await expect(panel.getByRole("button", { name: `Delete ${target.name}`, exact: true })).toBeVisible();
  expect(await publicStatus(page, target)).toBe(200);
  const back = await getJson<Business>(page.request, `/api/businesses/${target.id}`);
  expect(back).toMatchObject({ id: target.id, slug: target.slug, name: target.name });
});

test("when the operator restores a deleted business from the Trash tab, then it leaves the trash and its page is back", async ({ page }) => {
  await signIn(page);
  const target = await uniquelyNamed(page);
  const deleted = await page.request.delete(`/api/admin/businesses/${target.id}`, { headers: await sameOrigin(page) });
  expect(deleted.status(), await deleted.text()).toBe(200);
  expect(await publicStatus(page, target)).toBe(404);

  await openTab(page, "trash");
  await waitForTab(page, "trash");
  const panel = page.getByRole("tabpanel", { name: "Trash" });
  const answered = page.waitForResponse((r) => r.url().includes("/api/admin/trash?") && new URL(r.url()).searchParams.get("search") === target.name);
  await panel.getByRole("searchbox", { name: "Search the trash" }).fill(target.name);
  await answered;
  const table = panel.getByRole("table", { name: "Deleted businesses" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(`/details/${target.slug}`);

  await panel.getByRole("checkbox", { name: `Select ${target.name}` }).check();
  await panel.getByRole("button", { name: "Restore selected (1)" }).click();
  await expectToast(page, "Restored", "Restored 1 business");
  await expect(table).toContainText("Nothing in the trash matches this search.");
  expect(await publicStatus(page, target)).toBe(200);
  await page.goto(`/details/${target.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
});
