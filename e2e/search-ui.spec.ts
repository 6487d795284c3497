import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { BusinessListResponse, SuggestResponse } from "../shared/api";
import { expectNoSeriousA11yViolations, expectResults, getJson, watchConsole } from "./support";

/** Screenshots of the search screens, to be looked at after a run. */
const shotDir = "/tmp/shots";
mkdirSync(shotDir, { recursive: true });

const viewports = [
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 800, mobile: false },
] as const;

/** A point in downtown Houston, where the sample data has listings within the default radius. */
const houston = { latitude: 29.760427, longitude: -95.369803 };

/** The panel is shown, wholly inside the viewport, and on top of whatever lies under its centre. */
async function expectOpenOnTop(page: Page, panel: Locator): Promise<void> {
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("the panel has no box or the page no viewport");
  expect(box.x, "left edge inside the viewport").toBeGreaterThanOrEqual(0);
  expect(box.y, "top edge inside the viewport").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "right edge inside the viewport").toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, "bottom edge inside the viewport").toBeLessThanOrEqual(viewport.height);
  const onTop = await panel.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, "the element at the panel's centre belongs to the panel").toBe(true);
}

/** The option the combobox names as active. */
async function activeOptionText(box: Locator): Promise<string> {
  const id = await box.getAttribute("aria-activedescendant");
  if (!id) throw new Error("no active option");
  return (await box.page().locator(`[id="${id}"]`).getAttribute("aria-label")) ?? "";
}

for (const viewport of viewports) {
  test.describe(`search at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.mobile, hasTouch: viewport.mobile });

    test(`when 'piz' is typed on the home page at ${viewport.width} px, then suggestions open on top inside the viewport, and ArrowDown + Enter opens the first`, async ({
      page,
      request,
    }) => {
      const errors = watchConsole(page);
      const expected = await getJson<SuggestResponse>(request, "/api/suggest?q=piz&field=what");
      const first = expected.suggestions[0];
      if (!first) throw new Error("the sample data suggests nothing for 'piz'");

      await page.goto("/");
      const box = page.getByRole("combobox", { name: "Business" });
      await box.pressSequentially("piz");
      const list = page.getByRole("listbox", { name: "Business suggestions" });
      await expect(list.getByRole("option")).toHaveCount(expected.suggestions.length);
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await expectOpenOnTop(page, list);
      await page.screenshot({ path: `${shotDir}/home-suggestions-${viewport.width}.png`, animations: "disabled" });
      await expectNoSeriousA11yViolations(page, `home with suggestions open at ${viewport.width} px`);

      await box.press("ArrowDown");
      expect(await activeOptionText(box)).toContain(first.label);
      await expect(list.getByRole("option", { selected: true })).toHaveCount(1);
      await box.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === first.url.split("?")[0]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(errors()).toEqual([]);
    });

    test(`when the location box is used at ${viewport.width} px, then its suggestions fill it and the search keeps it`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("combobox", { name: "Business" }).fill("pizza");
      const where = page.getByRole("combobox", { name: "Location" });
      await where.pressSequentially("hou");
      const option = page.getByRole("option", { name: "Houston, TX, City", exact: true });
      await expect(option).toBeVisible();
      await expectOpenOnTop(page, page.getByRole("listbox", { name: "Location suggestions" }));
      await option.click();
      await expect(where).toHaveValue("Houston, TX");
      await expect(where).toHaveAttribute("aria-expanded", "false");
      await expect(page).toHaveURL((url) => url.pathname === "/");
      await where.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === "/businesses" && url.searchParams.get("location") === "Houston, TX");
      await expect(page.getByRole("list", { name: "Active filters" })).toContainText("In Houston, TX");
    });
  });
}

test.describe("combobox keys", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("when Escape is pressed once, then the list closes keeping the text; twice, then the text is cleared", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Business" });
    await box.pressSequentially("piz");
    await expect(page.getByRole("listbox", { name: "Business suggestions" })).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Escape");
    await expect(page.getByRole("listbox", { name: "Business suggestions" })).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await expect(box).toHaveValue("piz");
    await box.press("Escape");
    await expect(box).toHaveValue("");
  });

  test("when Enter is pressed with no option active, then the typed words are searched", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Business" });
    await box.pressSequentially("pizza");
    await expect(page.getByRole("listbox", { name: "Business suggestions" })).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/businesses" && url.searchParams.get("q") === "pizza");
    await expectResults(page);
  });
});

test.describe("Near me", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("when location access is granted, then the list shows businesses around the point with their distances", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(houston);
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Business" });
    await box.fill("pizza");
    // The suggestions open (at 390 px they push Near me down, as a person sees it); Escape closes
    // them first. Without this wait the tap raced them on a busy machine.
    const suggestions = page.getByRole("listbox", { name: "Business suggestions" });
    await expect(suggestions).toBeVisible();
    await box.press("Escape");
    await expect(suggestions).toBeHidden();
    await expect(box).toHaveValue("pizza");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/businesses" && url.searchParams.get("near") === "29.7604,-95.3698" && url.searchParams.get("q") === "pizza",
    );
    await expectResults(page);
    await expect(page.getByRole("article").first()).toContainText(/\d\smi away/);
    await expect(page.getByRole("list", { name: "Active filters" })).toContainText("of your location");
    await expect(page.getByRole("combobox", { name: "Sort by" }).getByRole("option", { name: "Nearest" })).toHaveCount(1);
    await page.screenshot({ path: `${shotDir}/browse-near-me-390.png`, animations: "disabled" });
  });

  test("when location access is refused, then an alert says to type a place instead and the page stays", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page.getByRole("alert")).toHaveText("Location access was refused. Type a city or ZIP code instead.");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.getByRole("alert").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotDir}/home-location-refused-390.png`, animations: "disabled" });
    await expectNoSeriousA11yViolations(page, "home with the location alert");
  });
});

for (const viewport of viewports) {
  test.describe(`browse filters at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.mobile, hasTouch: viewport.mobile });

    test(`when filters are set and removed at ${viewport.width} px, then the URL, the chips and the results follow`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto("/businesses?q=pizza&location=CA");
      await expectResults(page);
      const chips = page.getByRole("list", { name: "Active filters" });
      await expect(chips).toContainText("In California");

      await page.getByRole("checkbox", { name: "Open now" }).check();
      await expect(page).toHaveURL((url) => url.searchParams.get("openNow") === "true");
      await page.getByRole("combobox", { name: "Minimum rating" }).selectOption("4");
      await expect(page).toHaveURL((url) => url.searchParams.get("minRating") === "4");
      await page.getByRole("combobox", { name: "Sort by" }).selectOption("rating");
      await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "rating");
      await expect(chips.getByRole("listitem")).toHaveText(["In California", "Open now", "Rated 4+", "Sorted by: Highest rated"]);
      // Whether any of them is open depends on the hour this runs at: the list or the no-results panel answers.
      const card = page.getByRole("link", { name: /^View details for / }).first();
      await expect(card.or(page.getByRole("heading", { level: 2, name: "No businesses found" }))).toBeVisible();
      await page.screenshot({ path: `${shotDir}/browse-filters-${viewport.width}.png`, animations: "disabled" });
      await expectNoSeriousA11yViolations(page, `browse with filters at ${viewport.width} px`);

      await chips.getByRole("button", { name: "Remove Open now" }).click();
      await expect(page).toHaveURL((url) => !url.searchParams.has("openNow") && url.searchParams.get("minRating") === "4");
      await expect(chips.getByRole("button", { name: "Remove minimum rating: 4+" })).toBeFocused();
      await chips.getByRole("button", { name: "Remove location: California" }).click();
      await expect(page).toHaveURL((url) => !url.searchParams.has("location") && url.searchParams.get("q") === "pizza");
      await expect(page.getByRole("checkbox", { name: "Open now" })).not.toBeChecked();
      await expectResults(page);
      expect(errors()).toEqual([]);
    });

    test(`when nothing is found near a city at ${viewport.width} px, then the page says so and offers the search without the place and nearby cities`, async ({
      page,
      request,
    }) => {
      const path = "/businesses?q=zzyzx&location=Houston";
      const answer = await getJson<BusinessListResponse>(request, `/api/businesses?search=zzyzx&location=Houston`);
      expect(answer.totalCount).toBe(0);
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "No businesses found" })).toBeVisible();
      await expect(page.getByText(/^Nothing matches/)).toContainText(`“${answer.search.query ?? ""}”`);
      const offers = page.getByRole("list", { name: "Searches to try instead" });
      for (const city of answer.search.nearbyCities) await expect(offers.getByRole("link", { name: new RegExp(`^Try ${city.label}`) })).toBeVisible();
      await expect(page.getByRole("link", { name: "Clear Filters" })).toHaveAttribute("href", "/businesses");
      await page.screenshot({ path: `${shotDir}/browse-no-results-${viewport.width}.png`, animations: "disabled" });
      await expectNoSeriousA11yViolations(page, `browse with no results at ${viewport.width} px`);

      await offers.getByRole("link", { name: "Search without the location" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/businesses" && url.search === "?q=zzyzx");
    });
  });
}

test.describe("place names held by several states", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("when a city name is ambiguous, then each state's city is offered and choosing one searches there", async ({ page, request }) => {
    const answer = await getJson<BusinessListResponse>(request, "/api/businesses?search=sushi&location=Portland");
    const choice = answer.search.placeChoices[0];
    if (!choice) throw new Error("the sample data has one Portland only");
    await page.goto("/businesses?q=sushi&location=Portland");
    const note = page.getByText(/^Did you mean:/);
    await expect(note).toBeVisible();
    await note.getByRole("link", { name: choice.label }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("location") === choice.location && url.searchParams.get("q") === "sushi");
  });
});
