// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BrowsePage } from "../../pages/browse";
import type { CategorySummary } from "@shared/api";
import { json, stubApi } from "../../test/api-stub";
import { browseAnswer, stubBrowse } from "../../test/browse-stub";
import { makeBusinesses } from "../../test/fixtures";
import { removeGeolocationAfterEach, stubGeolocation } from "../../test/geolocation";
import { renderAt, resetAfterEach } from "../../test/render";

resetAfterEach();
removeGeolocationAfterEach();

const sortSelect = () => screen.getByRole("combobox", { name: "Sort by" });
const sortNames = () =>
  within(sortSelect())
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("Browse order and filters", () => {
  it("when the search has no point, then Nearest is not offered and the select shows the server's order", async () => {
    stubBrowse(browseAnswer(makeBusinesses(2), { location: { label: "Houston, TX", kind: "city", radiusMiles: null }, sort: "relevance" }));
    renderAt("/businesses?q=pizza&location=Houston", <BrowsePage />);
    await screen.findAllByRole("article");
    expect(sortNames()).toEqual(["Relevance", "Highest rated", "Most reviewed"]);
    expect(sortSelect()).toHaveValue("relevance");
  });

  it("when the search is around a ZIP code, then Nearest is offered and choosing it puts sort=distance in the URL on page 1", async () => {
    stubBrowse(browseAnswer(makeBusinesses(2), { location: { label: "77002", kind: "zip", radiusMiles: 25 } }));
    const view = renderAt("/businesses?location=77002&page=2", <BrowsePage />);
    await waitFor(() => expect(sortNames()).toContain("Nearest"));
    await userEvent.selectOptions(sortSelect(), "distance");
    expect(view.currentUrl()).toBe("/businesses?location=77002&sort=distance");
  });

  it("when Open now is ticked and 4+ chosen, then both go into the URL and the request", async () => {
    const api = stubBrowse(browseAnswer(makeBusinesses(2)));
    const view = renderAt("/businesses?q=pizza", <BrowsePage />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Open now" }));
    expect(view.currentUrl()).toBe("/businesses?q=pizza&openNow=true");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Minimum rating" }), "4+");
    expect(view.currentUrl()).toBe("/businesses?q=pizza&openNow=true&minRating=4");
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ openNow: "true", minRating: "4" }));
    expect(screen.getByRole("checkbox", { name: "Open now" })).toBeChecked();
    expect(
      within(screen.getByRole("combobox", { name: "Minimum rating" }))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Any", "3+", "4+", "4.5+"]);
  });

  it("when the URL holds values the API would refuse, then they are left out of the request", async () => {
    const api = stubBrowse(browseAnswer([]));
    renderAt("/businesses?near=999,1&radius=-3&sort=cheapest&openNow=yes&minRating=9", <BrowsePage />);
    await waitFor(() => expect(api.requested("/api/businesses")).toHaveLength(1));
    expect(api.lastQuery()).toEqual({ limit: "20", offset: "0" });
  });
});

describe("Near me on Browse", () => {
  it("when the position is granted, then the point replaces the location and the other filters stay", async () => {
    stubBrowse(browseAnswer(makeBusinesses(2)));
    const geo = stubGeolocation();
    const view = renderAt("/businesses?q=tacos&location=Austin&category=bakery&openNow=true&page=2", <BrowsePage />);
    await userEvent.click(screen.getByRole("button", { name: "Near me" }));
    act(() => geo.grant(30.26715, -97.74306));
    expect(view.currentUrl()).toBe("/businesses?q=tacos&category=bakery&near=30.2672%2C-97.7431&openNow=true");
    expect(await screen.findByRole("button", { name: "Remove location: your location" })).toBeInTheDocument();
  });

  it("when the position is refused, then the alert shows and the URL stays", async () => {
    stubBrowse(browseAnswer(makeBusinesses(2)));
    const geo = stubGeolocation();
    const view = renderAt("/businesses?q=tacos", <BrowsePage />);
    await userEvent.click(screen.getByRole("button", { name: "Near me" }));
    act(() => geo.refuse());
    expect(screen.getByRole("alert")).toHaveTextContent("Location access was refused. Type a city or ZIP code instead.");
    expect(view.navigations()).toBe(0);
  });

  it("when a place is typed while a point is in force, then the search uses the place and drops the point and radius", async () => {
    stubBrowse(browseAnswer(makeBusinesses(2)));
    const view = renderAt("/businesses?q=tacos&near=30.2672,-97.7431&radius=10", <BrowsePage />);
    await userEvent.type(screen.getByRole("combobox", { name: "Location" }), "Dallas{Enter}");
    expect(view.currentUrl()).toBe("/businesses?q=tacos&location=Dallas");
  });

  it("when the URL's category is past the 20 the filter lists, then the filter shows it by its name, and links every category", async () => {
    const many: CategorySummary[] = Array.from({ length: 25 }, (_, i) => ({
      category: `Category ${i + 1}`,
      slug: `category-${i + 1}`,
      group: "local-services",
      businessCount: 500 - i,
    }));
    stubApi({ "/api/businesses": () => json(browseAnswer(makeBusinesses(2))), "/api/categories": () => json(many) });
    renderAt("/businesses?category=category-23", <BrowsePage />);
    const filter = screen.getByRole("combobox", { name: "Category" });
    await waitFor(() => expect(within(filter).getByRole("option", { selected: true })).toHaveTextContent("Category 23 (478)"));
    expect(screen.getByRole("link", { name: "See all categories" })).toHaveAttribute("href", "/categories");
  });

  it("when the URL's category is not listed at all, then the filter shows its slug as a name, not the slug", async () => {
    stubBrowse(browseAnswer([]));
    renderAt("/businesses?category=florist-shop", <BrowsePage />);
    const filter = screen.getByRole("combobox", { name: "Category" });
    await waitFor(() => expect(within(filter).getByRole("option", { selected: true })).toHaveTextContent("Florist Shop"));
  });
});
