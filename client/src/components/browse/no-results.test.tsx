// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BrowsePage } from "../../pages/browse";
import { browseAnswer, stubBrowse } from "../../test/browse-stub";
import { makeBusinesses } from "../../test/fixtures";
import { renderAt, resetAfterEach } from "../../test/render";

resetAfterEach();

const houston = { label: "Houston, TX", kind: "city", radiusMiles: null } as const;
const offers = () => within(screen.getByRole("list", { name: "Searches to try instead" }));

describe("Browse with no results", () => {
  it("when a corrected search finds nothing in a city, then it says what was searched for and where, and offers the search without the place and nearby cities", async () => {
    stubBrowse(
      browseAnswer([], {
        query: "pizza",
        corrections: [{ from: "piza", to: "pizza" }],
        location: houston,
        nearbyCities: [
          { label: "Pasadena, TX", location: "Pasadena, TX", distanceMiles: 12.2 },
          { label: "Sugar Land, TX", location: "Sugar Land, TX" },
        ],
      }),
    );
    const view = renderAt("/businesses?q=piza&location=Houston&openNow=true", <BrowsePage />);
    expect(await screen.findByRole("heading", { name: "No businesses found" })).toBeInTheDocument();
    expect(screen.getByText(/Nothing matches/).textContent).toBe("Nothing matches “pizza” (you typed “piza”) in Houston, TX.");
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    expect(screen.getByText("0 businesses match your search in Houston, TX")).toBeInTheDocument();
    expect(offers().getByRole("link", { name: "Search without the location" })).toHaveAttribute("href", "/businesses?q=piza&openNow=true");
    expect(offers().getByRole("link", { name: "Try Pasadena, TX (12\u00a0mi)" })).toHaveAttribute(
      "href",
      "/businesses?q=piza&location=Pasadena%2C+TX&openNow=true",
    );
    expect(offers().getByRole("link", { name: "Try Sugar Land, TX" })).toHaveAttribute("href", "/businesses?q=piza&location=Sugar+Land%2C+TX&openNow=true");
    expect(screen.getByRole("link", { name: "Clear Filters" })).toHaveAttribute("href", "/businesses");
    await userEvent.click(offers().getByRole("link", { name: "Search without the location" }));
    expect(view.currentUrl()).toBe("/businesses?q=piza&openNow=true");
  });

  it("when a point search finds nothing, then dropping the location also drops the point, its radius and the distance order", async () => {
    stubBrowse(browseAnswer([], { query: "sushi", location: { label: "your location", kind: "point", radiusMiles: 5 }, sort: "distance" }));
    renderAt("/businesses?q=sushi&near=29.7604,-95.3698&radius=5&sort=distance", <BrowsePage />);
    expect(await screen.findByText(/Nothing matches/)).toHaveTextContent("Nothing matches “sushi” within 5 mi of your location.");
    expect(offers().getByRole("link", { name: "Search without the location" })).toHaveAttribute("href", "/businesses?q=sushi");
  });

  it("when a radius search finds nothing and the server knows matches within 50 miles, then 'Search within 50 mi' widens the radius and keeps the rest", async () => {
    stubBrowse(browseAnswer([], { query: "sushi", location: { label: "your location", kind: "point", radiusMiles: 5 }, widerRadiusMiles: 50 }));
    renderAt("/businesses?q=sushi&near=29.7604,-95.3698&radius=5&openNow=true&page=2", <BrowsePage />);
    await screen.findByRole("heading", { name: "No businesses found" });
    expect(offers().getAllByRole("link")[0]).toHaveAccessibleName("Search within 50\u00a0mi");
    expect(offers().getByRole("link", { name: "Search within 50\u00a0mi" })).toHaveAttribute(
      "href",
      "/businesses?q=sushi&near=29.7604%2C-95.3698&radius=50&openNow=true",
    );
  });

  it("when a search finds nothing and the server offers no wider radius, then none is offered", async () => {
    stubBrowse(browseAnswer([], { query: "sushi", location: { label: "your location", kind: "point", radiusMiles: 5 } }));
    renderAt("/businesses?q=sushi&near=29.7604,-95.3698&radius=5", <BrowsePage />);
    await screen.findByRole("heading", { name: "No businesses found" });
    expect(offers().queryByRole("link", { name: /Search within/ })).not.toBeInTheDocument();
  });

  it("when the place came from the search words, then the search without it keeps only the words the server searched", async () => {
    stubBrowse(browseAnswer([], { query: "pizza", location: houston }));
    renderAt("/businesses?q=pizza+houston", <BrowsePage />);
    await screen.findByRole("heading", { name: "No businesses found" });
    expect(offers().getByRole("link", { name: "Search without the location" })).toHaveAttribute("href", "/businesses?q=pizza");
  });

  it("when nothing is found in a city name several states hold, then each is offered as a link", async () => {
    stubBrowse(
      browseAnswer([], {
        query: "sushi",
        location: { label: "Portland", kind: "city", radiusMiles: null },
        placeChoices: [
          { label: "Portland, OR", location: "Portland, OR" },
          { label: "Portland, CT", location: "Portland, CT" },
        ],
      }),
    );
    renderAt("/businesses?q=sushi&location=Portland", <BrowsePage />);
    const note = await screen.findByText(/Did you mean/);
    expect(within(note).getByRole("link", { name: "Portland, CT" })).toHaveAttribute("href", "/businesses?q=sushi&location=Portland%2C+CT");
  });

  it("when nothing matches and there is no place, then the plain message shows with only Clear Filters", async () => {
    stubBrowse(browseAnswer([]));
    renderAt("/businesses?category=bakery", <BrowsePage />);
    expect(await screen.findByText("Nothing matches these filters. Try fewer words or another category.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Searches to try instead" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Clear Filters" })).toHaveAttribute("href", "/businesses");
  });
});

describe("Browse notes above results", () => {
  it("when results come from a corrected search, then it says which words were searched and what was typed", async () => {
    stubBrowse(browseAnswer(makeBusinesses(2), { query: "pizza", corrections: [{ from: "piza", to: "pizza" }] }));
    renderAt("/businesses?q=piza", <BrowsePage />);
    expect((await screen.findByText(/Showing results for/)).textContent).toBe("Showing results for “pizza” (you typed “piza”)");
    expect(screen.getByText("2 businesses match your search")).toBeInTheDocument();
  });

  it("when the city name is held in several states, then each is offered as a link keeping the search", async () => {
    stubBrowse(
      browseAnswer(makeBusinesses(2), {
        query: "coffee",
        location: { label: "Portland, OR", kind: "city", radiusMiles: null },
        placeChoices: [
          { label: "Portland, OR", location: "Portland, OR" },
          { label: "Portland, ME", location: "Portland, ME" },
        ],
      }),
    );
    renderAt("/businesses?q=coffee&location=Portland", <BrowsePage />);
    const note = await screen.findByText(/Did you mean/);
    expect(note).toHaveTextContent("Did you mean: Portland, OR · Portland, ME");
    expect(within(note).getByRole("link", { name: "Portland, ME" })).toHaveAttribute("href", "/businesses?q=coffee&location=Portland%2C+ME");
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });

  it("when businesses carry a distance, then each card shows how far away it is", async () => {
    const [near, far] = makeBusinesses(2);
    stubBrowse(
      browseAnswer([
        { ...near!, distanceMiles: 2.43 },
        { ...far!, distanceMiles: 14.6 },
      ]),
    );
    renderAt("/businesses?near=29.7604,-95.3698", <BrowsePage />);
    const cards = await screen.findAllByRole("article");
    expect(cards[0]).toHaveTextContent("2.4 mi away");
    expect(cards[1]).toHaveTextContent("15 mi away");
  });
});
