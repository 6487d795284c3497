// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Business } from "@shared/api";
import type { ResultsMapViewProps } from "../components/map/results-map-props";
import { json, paged, stubApi } from "../test/api-stub";
import { browseAnswer, stubBrowse } from "../test/browse-stub";
import { makeBusinesses, makeCity } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { BrowsePage } from "./browse";
import { CategoryPage } from "./category";
import { CityPage } from "./city";

resetAfterEach();

const area = "-97.8,30.2,-97.6,30.4";

// jsdom draws no WebGL: the map's own chunk is replaced by what it was given, and a button standing for "Search this area".
vi.mock("../components/map/results-map-view", () => ({
  ResultsMapView: ({ markers, total, onSearchArea }: ResultsMapViewProps) => (
    <section aria-label="Map">
      <p>{markers ? `${markers.businesses.length} markers of ${total}` : "no markers yet"}</p>
      <button type="button" onClick={() => onSearchArea("-97.8,30.2,-97.6,30.4")}>
        Search this area
      </button>
    </section>
  ),
}));

const placed = (count: number): Business[] => makeBusinesses(count, { latitude: 30.27, longitude: -97.74 });

describe("the map on Browse", () => {
  it("when Map is chosen, then it is pressed, the URL says map=1 and the map shows every result of the search", async () => {
    const api = stubBrowse((url) => {
      const all = placed(30);
      const answer = browseAnswer(all.slice(0, Number(url.searchParams.get("limit"))));
      return { ...answer, totalCount: 30, totalPages: 2 };
    });
    const view = renderAt("/businesses?q=pizza", <BrowsePage />);
    const toggle = await screen.findByRole("button", { name: "Map" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("region", { name: "Map" })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(view.currentUrl()).toBe("/businesses?q=pizza&map=1");
    expect(screen.getByRole("button", { name: "Map" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByText("30 markers of 30")).toBeInTheDocument();
    // The page shows 20; the map asks for the same search 100 at a time.
    expect(api.requested("/api/businesses").map((url) => url.searchParams.get("limit"))).toContain("100");
  });

  it("when the map is closed again, then map=1 leaves the URL and the map goes", async () => {
    stubBrowse(browseAnswer(placed(3)));
    const view = renderAt("/businesses?q=pizza&map=1", <BrowsePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Map", pressed: true }));
    expect(view.currentUrl()).toBe("/businesses?q=pizza");
    expect(screen.queryByRole("region", { name: "Map" })).not.toBeInTheDocument();
  });

  it("when the visitor searches this area, then the URL and the list's request carry bbox from page 1, and the area is a removable filter", async () => {
    const api = stubBrowse(browseAnswer(placed(3)));
    const view = renderAt("/businesses?q=pizza&page=2&map=1", <BrowsePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Search this area" }));
    expect(view.currentUrl()).toBe(`/businesses?q=pizza&bbox=${encodeURIComponent(area)}&map=1`);
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ search: "pizza", bbox: area, offset: "0" }));
    expect(
      api
        .requested("/api/businesses")
        .filter((url) => url.searchParams.get("limit") === "100")
        .at(-1)
        ?.searchParams.get("bbox"),
    ).toBe(area);

    const filters = screen.getByRole("list", { name: "Active filters" });
    expect(within(filters).getByText("In the map area")).toBeInTheDocument();
    await userEvent.click(within(filters).getByRole("button", { name: "Remove the map area" }));
    expect(view.currentUrl()).toBe("/businesses?q=pizza&map=1");
  });
});

describe("the map on a town's and a category's page", () => {
  const austin = makeCity("Austin", "TX", 1234);

  it("when a town's map searches an area, then its list asks inside it and the page offers to remove it", async () => {
    const api = stubApi({
      "/api/city/Austin": (url) => paged(placed(Number(url.searchParams.get("limit")) === 100 ? 45 : 20), 45),
      "/api/city/Austin/places": () => json({ name: "Austin", place: austin, places: [austin] }),
      "/api/city/Austin/categories": () => json({ message: "none" }, { status: 404 }),
      "/api/map": () => json({ styleUrl: "/map/style.json" }),
    });
    const view = renderAt("/city/Austin?map=1", <CityPage cityName="Austin" />);
    expect(await screen.findByText("45 markers of 45")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Search this area" }));
    expect(view.currentUrl()).toBe(`/city/Austin,%20TX?bbox=${encodeURIComponent(area)}&map=1`);
    await waitFor(() => expect(api.requested("/api/city/Austin").at(-1)?.searchParams.get("bbox")).toBe(area));

    await userEvent.click(screen.getByRole("button", { name: "Remove the map area" }));
    expect(view.currentUrl()).toBe("/city/Austin,%20TX?map=1");
  });

  it("when a category's page turns with the map open, then the next page keeps the map and the area", async () => {
    stubApi({
      "/api/category/bakery": () => paged(placed(20), 60),
      "/api/category/bakery/cities": () => json({ category: { slug: "bakery", label: "Bakery", kind: "category" }, towns: [] }),
      "/api/map": () => json({ styleUrl: "/map/style.json" }),
    });
    renderAt(`/category/bakery?bbox=${encodeURIComponent(area)}&map=1`, <CategoryPage slug="bakery" />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Next" })).toHaveAttribute("href", `/category/bakery?bbox=${encodeURIComponent(area)}&page=2&map=1`);
    // The canonical address is the category's page, without the visitor's area or map.
    await waitFor(() => expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/category\/bakery$/));
  });
});
