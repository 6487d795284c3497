import { readFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import type { Business } from "../shared/api";
import { openTab, saveScreenshot, signIn, waitForTab } from "./admin-support";

/** Issue 46: a visitor's search that finds nothing reaches the operator's Insights tab, and its CSV. */

/** A word no business has: letters only, so the search takes it as one word. */
const absentWord = () => `qzxv${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("")}`;

async function searchFromHome(page: Page, words: string): Promise<void> {
  await page.goto("/");
  const what = page.getByRole("combobox", { name: "Business" });
  await what.fill(words);
  await page.getByRole("button", { name: "Find Businesses" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/businesses" && url.searchParams.get("q") === words);
  await expect(page.getByRole("heading", { name: "No businesses found" })).toBeVisible();
}

test("when a visitor searches twice for something absent, then Insights lists it under found nothing with 2, and its CSV says so", async ({
  page,
}, testInfo) => {
  const word = absentWord();
  await searchFromHome(page, word);
  await searchFromHome(page, word);
  // Pages a visitor reads, which the tab's other tables list.
  const [business] = (await (await page.request.get("/api/businesses/recommended")).json()) as Business[];
  await page.goto(`/details/${business?.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(business?.name ?? "");
  await page.goto("/city/Houston,%20TX");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await signIn(page);
  await openTab(page, "insights");
  await waitForTab(page, "insights");
  const nothing = page.getByRole("region", { name: "Searches that found nothing" });
  const row = nothing.getByRole("row").filter({ hasText: word });
  await expect(row.getByRole("cell")).toHaveText([word, "(any)", "2"]);
  await expect(page.getByRole("region", { name: "Top businesses" }).getByRole("row").filter({ hasText: business?.name })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), nothing.getByRole("link", { name: "CSV of searches that found nothing" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^insights-nothing-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe("What,Where,Searches that found nothing");
  expect(csv).toContain(`\r\n${word},,2\r\n`);

  // The tab with figures in it, on a desktop and a phone.
  await expect(page.getByRole("region", { name: "Visits per day" }).locator("canvas")).toBeVisible();
  await saveScreenshot(page, testInfo, "admin-insights-figures-1280.png");
  await page.setViewportSize({ width: 390, height: 844 });
  const canvas = page.getByRole("region", { name: "Visits per day" }).locator("canvas");
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? Infinity).toBeLessThan(390);
  await saveScreenshot(page, testInfo, "admin-insights-figures-390.png");
});

test("when the period changes, then the chart and its table cover that many days", async ({ page }) => {
  await signIn(page);
  await openTab(page, "insights");
  await waitForTab(page, "insights");
  const visits = page.getByRole("region", { name: "Visits per day" });
  await page.getByText("The chart's figures as a table").click();
  await expect(visits.getByRole("table", { name: "Visits per day" }).getByRole("row")).toHaveCount(31);
  await page.getByRole("radio", { name: "7 days" }).check({ force: true });
  await expect(visits.getByRole("table", { name: "Visits per day" }).getByRole("row")).toHaveCount(8);
  await expect(visits.locator("canvas")).toBeVisible();
});
