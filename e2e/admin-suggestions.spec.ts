import { expect } from "@playwright/test";
import { businessRow, makeCsv } from "../server/test/fixtures/make-spreadsheets";
import { uniqueToken } from "../server/test/businesses";
import { businessNamed, expectToast, importSpreadsheet, openTab, saveScreenshot } from "./admin-support";
import { test } from "./own-server";

/**
 * Issue 41, end to end: a visitor on a phone suggests a new number through "Suggest an edit", the operator
 * accepts it in the Suggestions tab, and the business page shows it. On a server of its own (own-server.ts):
 * a fresh database, so the visitors' limit and the queue hold this test's items alone.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("when a visitor on a 390 px phone suggests a new phone number and the operator accepts it, then the business page shows it", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Suggested Phone Cafe ${uniqueToken()}`;
  const operatorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const operator = await operatorContext.newPage();
  await importSpreadsheet(operator, "suggest.csv", makeCsv([businessRow({ name, category: "Cafe", phone: "+1 217-555-0100" })]));
  const { slug } = await businessNamed(operator, name);

  // The visitor, on a phone.
  await page.goto(`/details/${slug}`);
  await page.getByRole("button", { name: "Suggest an edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Suggest an edit" });
  await dialog.getByRole("radio", { name: "Some details are wrong" }).check();
  await dialog.getByLabel("Phone").fill("(217) 555-0199");
  await dialog.getByLabel("Note").fill("New number since May <b>really</b>");
  const send = dialog.getByRole("button", { name: "Send suggestion" });
  // The proof of work runs in the browser; the button waits for it.
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await send.click();
  await expect(page.getByRole("dialog", { name: "Thank you" })).toBeVisible();
  await saveScreenshot(page, testInfo, "suggest-edit-sent-390.png");

  // The operator's queue: the badge, the values side by side, the visitor's note as text.
  await openTab(operator, "suggestions");
  await expect(operator.getByRole("tab", { name: "Suggestions, 1 open" })).toBeVisible();
  const card = operator.getByRole("article", { name: new RegExp(name) });
  await expect(card.getByRole("row", { name: /Phone/ })).toContainText("(217) 555-0199");
  await expect(card.getByText("New number since May <b>really</b>")).toBeVisible();
  await saveScreenshot(operator, testInfo, "admin-suggestion-open-1280.png");
  await operator.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(operator, testInfo, "admin-suggestion-open-390.png");
  await operator.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole("button", { name: "Accept" }).click();
  await expectToast(operator, "Accepted", `${name} now has the suggested phone`);
  await expect(operator.getByText(/Nothing waits for a decision/)).toBeVisible();
  await expect(operator.getByRole("tab", { name: "Suggestions", exact: true })).toBeVisible();
  await openTab(operator, "dashboard");
  await expect(operator.getByRole("region", { name: "Recent Activity" }).getByText(`Accepted a suggestion for ${name}`)).toBeVisible();
  await operatorContext.close();

  // The visitor's page now shows the new number.
  await page.goto(`/details/${slug}`);
  await expect(page.getByRole("link", { name: /555-0199/ }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, "suggestion-accepted-detail-390.png");
});
