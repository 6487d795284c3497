// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BrowsePage } from "../../pages/browse";
import { browseAnswer, stubBrowse } from "../../test/browse-stub";
import { makeBusinesses } from "../../test/fixtures";
import { renderAt, resetAfterEach } from "../../test/render";

resetAfterEach();

const chips = () => screen.getByRole("list", { name: "Active filters" });
const chipTexts = () =>
  within(chips())
    .getAllByRole("listitem")
    .map((chip) => chip.textContent);

describe("Browse filter chips", () => {
  it("when the URL holds a place, a category, Open now, a minimum rating and an order, then each shows as a chip as the server read it", async () => {
    const api = stubBrowse(browseAnswer(makeBusinesses(2), { location: { label: "Houston, TX", kind: "city", radiusMiles: null }, sort: "rating" }));
    renderAt("/businesses?q=pizza&location=houston&category=pizza-restaurant&openNow=true&minRating=4&sort=rating", <BrowsePage />);
    await waitFor(() => expect(chipTexts()).toContain("In Houston, TX"));
    await waitFor(() => expect(chipTexts()).toContain("Pizza restaurant"));
    expect(chipTexts()).toEqual(["In Houston, TX", "Pizza restaurant", "Open now", "Rated 4+", "Sorted by: Highest rated"]);
    expect(api.lastQuery()).toEqual({
      limit: "20",
      offset: "0",
      search: "pizza",
      location: "houston",
      category: "pizza-restaurant",
      sort: "rating",
      openNow: "true",
      minRating: "4",
    });
  });

  it("when a point has a radius, then the chip gives the distance around the server's label", async () => {
    stubBrowse(browseAnswer(makeBusinesses(1), { location: { label: "your location", kind: "point", radiusMiles: 10 } }));
    renderAt("/businesses?near=29.7604,-95.3698&radius=10", <BrowsePage />);
    expect(await within(chips()).findByText("Within 10 mi of your location")).toBeInTheDocument();
    expect(screen.getByText("1 business matches your search within 10 mi of your location")).toBeInTheDocument();
  });

  it("when Remove is pressed on Open now, then the URL loses it, goes back to page 1 and keeps the rest", async () => {
    const api = stubBrowse(browseAnswer(makeBusinesses(2)));
    const view = renderAt("/businesses?q=pizza&openNow=true&minRating=4.5&page=3", <BrowsePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Remove Open now" }));
    expect(view.currentUrl()).toBe("/businesses?q=pizza&minRating=4.5");
    await waitFor(() => expect(api.lastQuery()).toEqual({ limit: "20", offset: "0", search: "pizza", minRating: "4.5" }));
    expect(screen.getByRole("button", { name: "Remove minimum rating: 4.5+" })).toHaveFocus();
  });

  it("when Remove is pressed on the location, then the place, its point, radius and distance order all go", async () => {
    stubBrowse(browseAnswer(makeBusinesses(2), { location: { label: "77002", kind: "zip", radiusMiles: 25 }, sort: "distance" }));
    const view = renderAt("/businesses?q=pizza&location=77002&radius=25&sort=distance&category=bakery", <BrowsePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Remove location: 77002" }));
    expect(view.currentUrl()).toBe("/businesses?q=pizza&category=bakery");
  });

  it("when the place came from words in the search text, then removing it searches the words the server kept", async () => {
    stubBrowse(browseAnswer(makeBusinesses(2), { query: "pizza", location: { label: "Houston, TX", kind: "city", radiusMiles: null } }));
    const view = renderAt("/businesses?q=pizza+in+houston", <BrowsePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Remove location: Houston, TX" }));
    expect(view.currentUrl()).toBe("/businesses?q=pizza");
    expect(screen.getByRole("combobox", { name: "Search businesses" })).toHaveValue("pizza");
  });

  it("when the last chip is removed, then focus goes to the search box", async () => {
    stubBrowse(browseAnswer(makeBusinesses(2)));
    const view = renderAt("/businesses?category=bakery", <BrowsePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Remove category: Bakery" }));
    expect(view.currentUrl()).toBe("/businesses");
    expect(screen.queryByRole("list", { name: "Active filters" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Search businesses" })).toHaveFocus();
  });

  it("when nothing is filtered, then there are no chips", async () => {
    stubBrowse(browseAnswer(makeBusinesses(2)));
    renderAt("/businesses?q=pizza", <BrowsePage />);
    await screen.findAllByRole("article");
    expect(screen.queryByRole("list", { name: "Active filters" })).not.toBeInTheDocument();
  });
});
