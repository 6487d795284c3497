import { expect, test } from "@playwright/test";
import { expectResults, listBusinesses, pickSearchCase } from "./support";

test.describe("search journey", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("when a visitor searches from home and opens a result, then the detail page shows it and back, reload and the pager keep the URL state", async ({
    page,
    request,
  }) => {
    const search = await pickSearchCase(request);
    expect(search.totalPages, `"${search.term}" in ${search.location} should span pages`).toBeGreaterThan(1);
    const firstPage = await listBusinesses(request, { search: search.term, location: search.location, limit: 20 });
    const target = firstPage.businesses.find((b) => b.phone);
    if (!target) throw new Error("no result with a phone on the first page");

    await page.goto("/");
    await page.getByRole("combobox", { name: "Business" }).fill(search.term);
    const location = page.getByRole("combobox", { name: "Location" });
    await location.fill(search.location);
    await location.press("Enter");

    await expect(page).toHaveURL(
      (url) => url.pathname === "/businesses" && url.searchParams.get("q") === search.term && url.searchParams.get("location") === search.location,
    );
    const resultsUrl = page.url();
    await expectResults(page);
    // The place as the server read it: a state code comes back as the state's name.
    const place = firstPage.search.location?.label ?? search.location;
    await expect(page.getByText(`${search.totalCount.toLocaleString("en-US")} businesses match your search in ${place}`)).toBeVisible();
    await expect(page.getByRole("search").getByRole("combobox", { name: "Search businesses" })).toHaveValue(search.term);
    await expect(page.getByRole("article")).toHaveCount(firstPage.businesses.length);

    // Open the result that has a phone: its detail page shows the name as the only h1 and a tel: Call Now link.
    await page.getByRole("link", { name: `View details for ${target.name}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/details/${target.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const callNow = page.getByRole("link", { name: "Call Now" });
    await expect(callNow).toHaveAttribute("href", `tel:${target.phone?.replace(/[^\d+]/g, "")}`);

    // Back restores the same results from the URL.
    await page.goBack();
    await expect(page).toHaveURL(resultsUrl);
    await expectResults(page);
    await expect(page.getByRole("link", { name: `View details for ${target.name}`, exact: true })).toBeVisible();

    // Reload keeps them too.
    await page.reload();
    await expect(page).toHaveURL(resultsUrl);
    await expectResults(page);
    await expect(page.getByRole("article")).toHaveCount(firstPage.businesses.length);
    await expect(page.getByRole("link", { name: `View details for ${target.name}`, exact: true })).toBeVisible();

    // The pager's Next link is a real link to page 2; Previous goes back to page 1.
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager).toContainText(`Page 1 of ${search.totalPages}`);
    const next = pager.getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("href", /page=2/);
    await next.click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("q") === search.term);
    await expect(pager).toContainText(`Page 2 of ${search.totalPages}`);
    const secondPage = await listBusinesses(request, { search: search.term, location: search.location, limit: 20, offset: 20 });
    const firstOfSecond = secondPage.businesses[0];
    if (!firstOfSecond) throw new Error("page 2 is empty in the API");
    await expect(page.getByRole("link", { name: `View details for ${firstOfSecond.name}`, exact: true }).first()).toBeVisible();

    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(resultsUrl);
    await expect(pager).toContainText(`Page 1 of ${search.totalPages}`);

    // And the browser's back button from page 2 works the same way.
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await page.goBack();
    await expect(page).toHaveURL(resultsUrl);
    await expect(page.getByRole("link", { name: `View details for ${target.name}`, exact: true })).toBeVisible();
  });

  test("when a visitor submits the home search with only spaces, then nothing happens and the page stays on /", async ({ page }) => {
    await page.goto("/");
    const where = () =>
      page.evaluate(() => ({ path: location.pathname, search: location.search, entries: history.length, sameDocument: "__sameDocument" in window }));
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const before = await where();
    const business = page.getByRole("combobox", { name: "Business" });
    await business.fill("   ");
    await business.press("Enter");
    const find = page.getByRole("button", { name: "Find Businesses" });
    await find.click();
    // The form navigates inside its submit handler, so a navigation would already show in the page's own state.
    expect(await where()).toEqual(before);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find trusted local businesses near you");

    // A real search afterwards is one step ahead of the bare / in the history, in the same document:
    // neither blank submit went anywhere on its own, not even late.
    await business.fill("pizza");
    await find.click();
    await expect(page).toHaveURL((url) => url.pathname === "/businesses" && url.search === "?q=pizza");
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    expect(await where()).toEqual({ ...before, entries: before.entries + 1 });
  });

  test("when a visitor searches with a term but an empty location, then the URL has only q", async ({ page, request }) => {
    const search = await pickSearchCase(request);
    await page.goto("/");
    await page.getByRole("combobox", { name: "Business" }).fill(`  ${search.term}  `);
    await page.getByRole("combobox", { name: "Location" }).fill("   ");
    await page.getByRole("button", { name: "Find Businesses" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/businesses" && url.search === `?q=${search.term}`);
    await expectResults(page);
  });
});
