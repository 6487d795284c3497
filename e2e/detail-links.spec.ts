import { expect, test, type Page } from "@playwright/test";
import * as XLSX from "xlsx";
import { businessNamed, importSpreadsheet, saveScreenshot } from "./admin-support";

/** A restaurant laid out as Outscraper exports one, with every link column and other hours filled. */
const restaurant = {
  name: "Trattoria Links Test",
  category: "Italian restaurant",
  full_address: "500 Congress Ave, Austin, TX 78701",
  postal_code: "78701",
  country: "United States",
  phone: "+1 512-555-0142",
  rating: 4.6,
  reviews: 312,
  working_hours: JSON.stringify({ Monday: "11AM-10PM", Tuesday: "11AM-10PM", Sunday: "Closed" }),
  place_id: "ChIJe2eDetailLinksTrattoria",
  menu_link: "https://menus.example.com/trattoria-links-test",
  reservation_links: "https://www.opentable.com/r/trattoria-links-test-austin, https://app.squareup.com/appointments/book/6b80ca34-788b-4cee-8f7d/start",
  order_links: "https://order.example.com/trattoria-links-test",
  other_hours: JSON.stringify([{ Delivery: { Monday: "11AM-9PM", Tuesday: "11AM-9PM" } }, { "Holiday hours": { "Christmas Day": "Closed" } }]),
};

/** Imports the restaurant once (a second import skips it as a duplicate), so this file does not depend on the others. */
async function importRestaurant(page: Page): Promise<void> {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.json_to_sheet([restaurant]), "Sheet1");
  const buffer = XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }) as Buffer;
  await importSpreadsheet(page, "links.xlsx", buffer);
}

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

test.describe("detail: menu, reservation and order links, and other hours", () => {
  test.beforeEach(async ({ page }) => importRestaurant(page));

  for (const viewport of viewports) {
    test(`at ${viewport.width} px, the links sit in the first screen within its width and the other hours are listed`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const business = await businessNamed(page, restaurant.name);
      await page.goto(`/details/${business.slug}`);
      const links = page.getByRole("list", { name: "Menu, booking and ordering" }).getByRole("link");
      await expect(links).toHaveText(["Menu", "Reserve · opentable.com", "Reserve · app.squareup.com", "Order online"]);
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box, "the link has a box").not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width, "the link fits the width").toBe(true);
        expect((box?.y ?? Infinity) + (box?.height ?? 0), "the link is within the first screen").toBeLessThanOrEqual(viewport.height);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const hours = page.getByRole("region", { name: "More Hours" });
      await expect(hours.getByRole("heading", { level: 3 })).toHaveText(["Delivery", "Holiday hours"]);
      await expect(hours.getByText("Christmas Day")).toBeVisible();
      await saveScreenshot(page, testInfo, `detail-links-${viewport.width}.png`);
    });
  }
});
