import { expect, test } from "@playwright/test";
import { businessPath } from "../shared/paths";
import type { Business, BusinessListResponse } from "../shared/api";
import { expectNoSeriousA11yViolations, getJson, popularCities, watchConsole } from "./support";
import {
  chooseAMarker,
  countLineTotal,
  expectNoSidewaysScroll,
  expectOnTop,
  foreignRequests,
  markerSelector,
  markerTotal,
  searchOfAbout30,
  watchRequests,
  zoomIntoBiggestCluster,
} from "./map-support";

/** Issue 44: the map on result pages and on a business's page, drawn by SwiftShader (no GPU here). */

test.describe("the map at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("when a visitor opens the map on a search of about 30, then it shows every result with a point, fast, from our origin alone", async ({
    page,
    request,
    baseURL,
  }) => {
    const errors = watchConsole(page);
    const requests = watchRequests(page);
    const search = await searchOfAbout30(request);
    await page.goto(`/businesses?category=${search.slug}`);
    await expect(page.getByText(`${search.total} businesses`, { exact: false }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");

    const started = Date.now();
    await page.getByRole("button", { name: "Map", exact: true }).click();
    await page.locator(markerSelector).first().waitFor({ state: "visible" });
    const paintMs = Date.now() - started;
    console.log(`map paint: ${paintMs} ms from choosing Map to the first marker (${search.slug}, ${search.total} results)`);

    await expect(page.getByRole("button", { name: "Map", exact: true })).toHaveAttribute("aria-pressed", "true");
    expect(page.url()).toContain("map=1");
    await expect.poll(() => markerTotal(page)).toBe(search.placed);
    // Every marker and cluster is a named button.
    for (const marker of await page.locator(markerSelector).all())
      await expect(marker).toHaveAccessibleName(/ stars$|not yet rated$|^Cluster of \d+ businesses, zoom in$/);
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole("region", { name: "Map of the results" })).toHaveAttribute("aria-busy", "false");
    await page.screenshot({ path: "test-results/map-browse-1280.png" });
    expect(foreignRequests(requests(), baseURL ?? "")).toEqual([]);
    expect(errors()).toEqual([]);
  });

  test("when a visitor chooses a marker, then its card shows on top of the map with its page's link", async ({ page, request }) => {
    const search = await searchOfAbout30(request);
    await page.goto(`/businesses?category=${search.slug}&map=1`);
    const marker = await chooseAMarker(page);
    const name = (await marker.getAttribute("aria-label"))?.replace(/, (\d\.\d stars|not yet rated)$/, "") ?? "";
    await marker.click();
    const card = page.getByRole("region", { name: `On the map: ${name}` });
    await expect(card).toBeVisible();
    await expectOnTop(card, "the marker's card");
    await expect(card.getByRole("link", { name })).toHaveAttribute("href", /^\/details\//);
    await expectNoSeriousA11yViolations(page, "Browse with the map and a marker's card");
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();

    // Pointing at a card in the list picks out its marker, or the cluster that holds it.
    await page.getByRole("region", { name: "Results", exact: true }).locator("article").first().hover();
    await expect(page.locator("[data-highlighted]")).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(page.locator("[data-highlighted]")).toHaveCount(0);
  });

  test("when a visitor zooms in and searches this area, then the list narrows to it and the URL keeps the area", async ({ page, request }) => {
    const search = await searchOfAbout30(request);
    await page.goto(`/businesses?category=${search.slug}&map=1`);
    await page.locator(markerSelector).first().waitFor();
    await expect(page.getByRole("button", { name: "Search this area" })).toBeHidden();
    const before = await countLineTotal(page);

    await zoomIntoBiggestCluster(page);
    await page.getByRole("button", { name: "Search this area" }).click();
    await expect(page.locator("canvas")).toBeFocused();
    await expect(page).toHaveURL(/[?&]bbox=-?\d+(\.\d+)?%2C-?\d+(\.\d+)?%2C-?\d+(\.\d+)?%2C-?\d+(\.\d+)?/);
    await expect(page.getByRole("list", { name: "Active filters" }).getByText("In the map area")).toBeVisible();
    await expect.poll(() => countLineTotal(page)).toBeLessThan(before);
    expect(await countLineTotal(page)).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Remove the map area" }).click();
    await expect(page).not.toHaveURL(/bbox=/);
    await expect.poll(() => countLineTotal(page)).toBe(before);
  });

  test("when a visitor opens a business's page, then its map shows its marker, from our origin alone", async ({ page, request, baseURL }) => {
    const requests = watchRequests(page);
    const list = await getJson<BusinessListResponse>(request, "/api/businesses?limit=20");
    const business = list.businesses.find((b: Business) => b.latitude !== null && b.longitude !== null);
    if (!business) throw new Error("no business with a point among the first 20");
    await page.goto(businessPath(business));
    await page.waitForLoadState("networkidle");
    // Nothing of the map is fetched for a page only loaded: it waits for the visitor to use the page.
    expect(requests().filter((url) => url.includes("/api/map"))).toEqual([]);
    await page.getByRole("heading", { name: "Get in Touch" }).hover();
    const marker = page.getByRole("img", { name: `${business.name} on the map` });
    await expect(marker).toBeVisible();
    await expect(page.locator(".maplibregl-ctrl-attrib")).toBeVisible();
    await expect(page.locator("section[aria-labelledby=contact-heading] .maplibregl-map")).toHaveAttribute("aria-busy", "false");
    await page.locator("section[aria-labelledby=contact-heading]").screenshot({ path: "test-results/map-detail-1280.png" });
    expect(foreignRequests(requests(), baseURL ?? "")).toEqual([]);
  });
});

test.describe("the map at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("when a visitor opens a town's map on a phone, then it fills the width in place of the list, its card is on top, and the list comes back", async ({
    page,
    request,
  }) => {
    const [town] = await popularCities(request);
    if (!town) throw new Error("no popular cities");
    await page.goto(town.path);
    await page.getByRole("button", { name: "Map", exact: true }).click();
    const map = page.locator(".maplibregl-map");
    await expect(map).toBeInViewport();
    const box = await map.boundingBox();
    expect(box?.width, "the map is nearly the screen's width").toBeGreaterThan(340);
    await expect(page.getByRole("region", { name: "Results", exact: true })).toBeHidden();
    await expectNoSidewaysScroll(page);

    const marker = await chooseAMarker(page);
    await marker.click();
    const card = page.getByRole("region", { name: /^On the map: / });
    await expect(card).toBeInViewport();
    await expectOnTop(card, "the marker's card");
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole("region", { name: "Map of the results" })).toHaveAttribute("aria-busy", "false");
    await page.screenshot({ path: "test-results/map-town-390.png" });

    await page.getByRole("link", { name: "Back to the list" }).click();
    await expect(page.getByRole("region", { name: "Results", exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/map=1/);
  });
});
