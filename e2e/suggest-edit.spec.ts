import { expect, test, type Locator, type Page } from "@playwright/test";
import { saveScreenshot } from "./admin-support";
import { businessWithPhone, expectNoSeriousA11yViolations, watchConsole } from "./support";

/**
 * Issue 41: a visitor's "Suggest an edit" and an owner's form on /add-business, as a phone shows them.
 * The e2e server runs with NODE_ENV=test, so its proof of work is a few derivations (decision 033); the
 * widget still fetches, solves in its worker under the page's CSP and hands over the payload. Each
 * send counts against the server's 5 an hour from 127.0.0.1, so only the 390 px runs send.
 */

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** The dialog is shown, within the viewport's width and height, and is what a tap at its heading reaches. */
async function expectOnTopAndInside(page: Page, dialog: Locator, viewport: { width: number; height: number }) {
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box, "the dialog has a box").not.toBeNull();
  if (!box) return;
  expect(box.x, "left edge inside").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "right edge inside").toBeLessThanOrEqual(viewport.width);
  expect(box.y, "top edge inside").toBeGreaterThanOrEqual(0);
  const heading = await dialog.getByRole("heading").first().boundingBox();
  const onTop = await dialog.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), {
    x: (heading?.x ?? 0) + 5,
    y: (heading?.y ?? 0) + (heading?.height ?? 0) / 2,
  });
  expect(onTop, "the dialog's heading is not covered").toBe(true);
}

/** The widget has solved its challenge: the send button is enabled. */
async function expectCheckSolved(form: Locator, send: string) {
  await expect(form.getByRole("button", { name: send })).toBeEnabled({ timeout: 15_000 });
}

for (const viewport of viewports) {
  test(`at ${viewport.width} px, Suggest an edit opens a dialog on top, solves the check and says thanks`, async ({ page, request }, testInfo) => {
    const consoleErrors = watchConsole(page);
    await page.setViewportSize(viewport);
    const business = await businessWithPhone(request);
    await page.goto(`/details/${business.slug}`);
    const widgetRequests: string[] = [];
    page.on("request", (req) => {
      if (/altcha|pbkdf2|suggest-edit-dialog/.test(req.url())) widgetRequests.push(req.url());
    });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(widgetRequests, "nothing of the dialog loads before it is asked for").toEqual([]);

    await page.getByRole("button", { name: "Suggest an edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Suggest an edit" });
    await expectOnTopAndInside(page, dialog, viewport);
    await dialog.getByLabel("Phone").fill("+1 217-555-0199");
    await dialog.getByLabel("Note").fill("The number on their door is new.");
    await expectCheckSolved(dialog, "Send suggestion");
    await saveScreenshot(page, testInfo, `suggest-edit-${viewport.width}.png`, { fullPage: false });
    await expectNoSeriousA11yViolations(page, `Suggest an edit at ${viewport.width} px`);

    if (viewport.width === 390) {
      await dialog.getByRole("button", { name: "Send suggestion" }).click();
      const thanks = page.getByRole("dialog", { name: "Thank you" });
      await expect(thanks.getByRole("status")).toContainText("Nothing changes on this page until then.");
      await expectOnTopAndInside(page, thanks, viewport);
      await saveScreenshot(page, testInfo, `suggest-edit-thanks-${viewport.width}.png`, { fullPage: false });
      await thanks.getByRole("button", { name: "Close", exact: true }).last().click();
      await expect(page.getByRole("button", { name: "Suggest an edit" })).toBeFocused();
      await expect(page.getByText("+1 217-555-0199")).toHaveCount(0);
    }
    expect(consoleErrors(), "no console errors (a CSP refusal of the widget's worker would be one)").toEqual([]);
  });

  test(`at ${viewport.width} px, an owner fills /add-business and gets a thank-you`, async ({ page }, testInfo) => {
    const consoleErrors = watchConsole(page);
    await page.setViewportSize(viewport);
    await page.goto("/add-business");
    await expect(page.getByRole("heading", { name: "What to include in your e-mail" })).toBeVisible();
    const form = page.locator("#form");
    const values: [string, string][] = [
      ["Business name *", "Corner Bakery E2E"],
      ["Category *", "Bakery"],
      ["Street address *", "12 Elm St"],
      ["City *", "Springfield"],
      ["State *", "IL"],
      ["ZIP code *", "62701"],
      ["Your e-mail *", "owner@bakery.test"],
    ];
    for (const [label, value] of values) await form.getByLabel(label).fill(value);
    await expectCheckSolved(form, "Send your business");
    const submit = form.getByRole("button", { name: "Send your business" });
    const box = await submit.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width, "the send button fits the width").toBe(true);
    await saveScreenshot(page, testInfo, `add-business-form-${viewport.width}.png`);
    if (viewport.width === 390) {
      await submit.click();
      const thanks = form.getByRole("status");
      await expect(thanks).toContainText("reviews every suggestion before it appears");
      await expect(thanks, "the thank-you replaces the form where the visitor is").toBeInViewport();
      await saveScreenshot(page, testInfo, `add-business-thanks-${viewport.width}.png`, { fullPage: false });
    }
    expect(consoleErrors()).toEqual([]);
  });
}
