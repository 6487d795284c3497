// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Business, BusinessListResponse, CategorySummary } from "@shared/api";
import { failure, json, pending, stubApi, type Handler } from "../test/api-stub";
import { makeBusiness, makeBusinesses, makeSearchInfo } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { BrowsePage } from "./browse";

resetAfterEach();

const categories: CategorySummary[] = Array.from({ length: 25 }, (_, i) => ({
  category: `Category ${i + 1}`,
  slug: `category-${i + 1}`,
  group: "local-services",
  businessCount: 5000 - i,
}));

function list(businesses: Business[], totalCount: number, totalPages: number, totalExact = true): BusinessListResponse {
  return { businesses, totalCount, totalPages, totalExact, search: makeSearchInfo() };
}

function stub(businesses: Handler) {
  return stubApi({ "/api/businesses": businesses, "/api/categories": () => json(categories) });
}

describe("what Browse requests", () => {
  it("when the URL has q, location, category and page 3, then it asks for 20 from offset 40 with those filters", async () => {
    const api = stub(() => json(list([], 0, 0)));
    renderAt("/businesses?q=pizza&location=Austin%2C+TX&category=category-2&page=3", <BrowsePage />);
    await waitFor(() => expect(api.requested("/api/businesses")).toHaveLength(1));
    const params = Object.fromEntries(api.requested("/api/businesses")[0]!.searchParams);
    expect(params).toEqual({ limit: "20", offset: "40", search: "pizza", location: "Austin, TX", category: "category-2" });
  });

  it("when the URL has no filters and a garbage page, then it asks for the first 20 and sends no filters", async () => {
    const api = stub(() => json(list([], 0, 0)));
    renderAt("/businesses?page=abc&category=all&q=%20%20", <BrowsePage />);
    await waitFor(() => expect(api.requested("/api/businesses")).toHaveLength(1));
    expect(Object.fromEntries(api.requested("/api/businesses")[0]!.searchParams)).toEqual({ limit: "20", offset: "0" });
  });
});

describe("Browse states", () => {
  it("when the list is loading, then a busy skeleton is shown", () => {
    stub(pending);
    renderAt("/businesses", <BrowsePage />);
    expect(screen.getByRole("list", { name: "Loading businesses" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("heading", { level: 1, name: "Browse All Businesses" })).toBeInTheDocument();
  });

  it("when the request fails, then the error view has the spec's title and offers Try again", async () => {
    stub(() => failure(500, "Internal error"));
    renderAt("/businesses?q=pizza", <BrowsePage />);
    expect(await screen.findByRole("heading", { name: "Error Loading Businesses" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Loading businesses" })).not.toBeInTheDocument();
  });

  it("when nothing matches, then 'No businesses found' offers Clear Filters to /businesses", async () => {
    stub(() => json(list([], 0, 0)));
    renderAt("/businesses?q=zzz&category=category-3", <BrowsePage />);
    expect(await screen.findByRole("heading", { name: "No businesses found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Clear Filters" })).toHaveAttribute("href", "/businesses");
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("when businesses come back, then their cards and the total with separators are shown", async () => {
    const businesses = [makeBusiness({ name: "Lone Star Pizza", rating: 4, reviewCount: 1234 }), ...makeBusinesses(2)];
    stub(() => json(list(businesses, 1234, 62)));
    renderAt("/businesses", <BrowsePage />);
    expect(await screen.findByRole("link", { name: "Lone Star Pizza" })).toHaveAttribute("href", `/details/${businesses[0]!.slug}`);
    expect(screen.getByText("1,234 businesses")).toBeInTheDocument();
    expect(screen.getByText("4.0")).toBeInTheDocument();
    expect(screen.getByText("(1,234 reviews)")).toBeInTheDocument();
  });
});

describe("Browse pager", () => {
  it("when on page 3 of 5, then Previous and Next are real links to pages 2 and 4 keeping the filters", async () => {
    stub(() => json(list(makeBusinesses(20), 90, 5)));
    renderAt("/businesses?q=pizza&page=3", <BrowsePage />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByText("Page 3 of 5")).toBeInTheDocument();
    expect(within(pager).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/businesses?q=pizza&page=2");
    expect(within(pager).getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/businesses?q=pizza&page=4");
  });

  it("when on page 2, then Previous links to the first page without a page parameter", async () => {
    stub(() => json(list(makeBusinesses(20), 45, 3)));
    renderAt("/businesses?page=2", <BrowsePage />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/businesses");
  });

  it("when on the first and on the last page, then the missing neighbour is not a link", async () => {
    stub(() => json(list(makeBusinesses(20), 45, 3)));
    renderAt("/businesses", <BrowsePage />);
    const first = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(first).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(within(first).queryByRole("link", { name: /Previous/ })).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole("link", { name: /Next/ }));
    await userEvent.click(await screen.findByRole("link", { name: /Next/ }));
    const last = await screen.findByText("Page 3 of 3");
    expect(within(last.closest("nav")!).queryByRole("link", { name: /Next/ })).not.toBeInTheDocument();
  });

  it("when a broad search has more matches than were counted, then the total says so, the pages are those served, and Next stays a link", async () => {
    stub(() => json(list(makeBusinesses(20), 1000, 50, false)));
    renderAt("/businesses?q=pizza&page=49", <BrowsePage />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(screen.getByText("1,000+ businesses match your search")).toBeInTheDocument();
    expect(within(pager).getByText("Page 49 of 50")).toBeInTheDocument();
    expect(within(pager).getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/businesses?q=pizza&page=50");
  });

  it("when a broad search reaches the 1,000th result, then Next is no longer a link: a search serves no more", async () => {
    stub(() => json(list(makeBusinesses(20), 1000, 50, false)));
    renderAt("/businesses?q=pizza&page=50", <BrowsePage />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByText("Page 50 of 50")).toBeInTheDocument();
    expect(within(pager).queryByRole("link", { name: /Next/ })).not.toBeInTheDocument();
    expect(within(pager).getByText(/Next/).closest("[aria-disabled]")).toHaveAttribute("aria-disabled", "true");
  });

  it("when an Open now list has at least 38 open on its 2 pages, then page 2 is the last: no Next, and no page count past it", async () => {
    stub(() => json(list(makeBusinesses(18), 38, 2, false)));
    renderAt("/businesses?openNow=true&page=2", <BrowsePage />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(screen.getByText(/^38\+ businesses/)).toBeInTheDocument();
    expect(within(pager).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(within(pager).queryByRole("link", { name: /Next/ })).not.toBeInTheDocument();
  });

  it("when everything fits on one page, then there is no pager", async () => {
    stub(() => json(list(makeBusinesses(3), 3, 1)));
    renderAt("/businesses", <BrowsePage />);
    await screen.findAllByRole("link", { name: /View details/ });
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });
});

describe("Browse past the last page", () => {
  /** 2,179 businesses: pages 1 to 109 have some, any page after has none. */
  const byOffset = (url: URL) => {
    const offset = Number(url.searchParams.get("offset"));
    return json(list(offset < 2179 ? makeBusinesses(offset === 2160 ? 19 : 20) : [], 2179, 109));
  };

  it("when the page is past the end, then the last page takes its place in the address without a new history entry", async () => {
    const api = stub(byOffset);
    const view = renderAt("/businesses?q=pizza&page=9999", <BrowsePage />);
    await waitFor(() => expect(view.currentUrl()).toBe("/businesses?q=pizza&page=109"));
    expect(view.navigations()).toBe(0);
    expect(await screen.findAllByRole("link", { name: /^View details for / })).toHaveLength(19);
    expect(api.requested("/api/businesses").at(-1)?.searchParams.get("offset")).toBe("2160");
    expect(screen.queryByRole("heading", { name: "No businesses found" })).not.toBeInTheDocument();
  });

  it("when the page past the end is loading its replacement, then cards are awaited, never 'No businesses found'", async () => {
    stub((url) => (url.searchParams.get("offset") === "2160" ? pending() : byOffset(url)));
    const view = renderAt("/businesses?page=9999", <BrowsePage />);
    await waitFor(() => expect(view.currentUrl()).toBe("/businesses?page=109"));
    expect(screen.getByRole("list", { name: "Loading businesses" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No businesses found" })).not.toBeInTheDocument();
  });

  it("when nothing matches and the page is not the first, then page 1 takes its place", async () => {
    stub(() => json(list([], 0, 0)));
    const view = renderAt("/businesses?q=zzz&page=3", <BrowsePage />);
    await waitFor(() => expect(view.currentUrl()).toBe("/businesses?q=zzz"));
    expect(await screen.findByRole("heading", { name: "No businesses found" })).toBeInTheDocument();
    expect(view.navigations()).toBe(0);
  });

  it("when nothing matches on page 1, then the address stays as it is", async () => {
    stub(() => json(list([], 0, 0)));
    const view = renderAt("/businesses?q=zzz", <BrowsePage />);
    expect(await screen.findByRole("heading", { name: "No businesses found" })).toBeInTheDocument();
    expect(view.currentUrl()).toBe("/businesses?q=zzz");
  });

  it("when a broad search counted fewer pages than it has, then a page with results beyond the count stays", async () => {
    stub(() => json(list(makeBusinesses(20), 1000, 50, false)));
    const view = renderAt("/businesses?q=food&page=60", <BrowsePage />);
    expect(await screen.findAllByRole("link", { name: /^View details for / })).toHaveLength(20);
    expect(view.currentUrl()).toBe("/businesses?q=food&page=60");
  });
});

describe("Browse filters", () => {
  it("when categories load, then the select lists All Categories and the first 20 with counts", async () => {
    stub(() => json(list([], 0, 0)));
    renderAt("/businesses", <BrowsePage />);
    const select = screen.getByRole("combobox", { name: "Category" });
    await within(select).findByRole("option", { name: "Category 1 (5,000)" });
    const options = within(select).getAllByRole("option");
    expect(options).toHaveLength(21);
    expect(options[0]).toHaveTextContent("All Categories");
    expect(options[20]).toHaveTextContent("Category 20 (4,981)");
    expect(select).toHaveValue("all");
  });

  it("when a search is submitted from page 3, then the URL goes back to page 1 and keeps the location", async () => {
    stub(() => json(list(makeBusinesses(20), 90, 5)));
    const view = renderAt("/businesses?q=pizza&location=Austin&page=3", <BrowsePage />);
    const box = screen.getByRole("combobox", { name: "Search businesses" });
    expect(box).toHaveValue("pizza");
    await userEvent.clear(box);
    await userEvent.type(box, "  tacos {Enter}");
    expect(view.currentUrl()).toBe("/businesses?q=tacos&location=Austin");
  });

  it("when the URL changes as with the back button, then the box and the request follow it", async () => {
    const api = stub(() => json(list(makeBusinesses(3), 3, 1)));
    const view = renderAt("/businesses?q=tacos&category=category-1", <BrowsePage />);
    view.navigate("/businesses?q=pizza&page=2");
    expect(screen.getByRole("combobox", { name: "Search businesses" })).toHaveValue("pizza");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("all");
    await waitFor(() => expect(api.requested("/api/businesses").at(-1)?.searchParams.get("search")).toBe("pizza"));
    expect(Object.fromEntries(api.requested("/api/businesses").at(-1)!.searchParams)).toEqual({ limit: "20", offset: "20", search: "pizza" });
  });

  it("when the Search button is clicked, then the search runs as with Enter", async () => {
    stub(() => json(list([], 0, 0)));
    const view = renderAt("/businesses?page=2", <BrowsePage />);
    await userEvent.type(screen.getByRole("combobox", { name: "Search businesses" }), "bakery");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(view.currentUrl()).toBe("/businesses?q=bakery");
  });

  it("when a category is chosen on page 4, then the URL carries it and goes back to page 1", async () => {
    const api = stub(() => json(list(makeBusinesses(20), 200, 10)));
    const view = renderAt("/businesses?q=pizza&page=4", <BrowsePage />);
    const select = screen.getByRole("combobox", { name: "Category" });
    await within(select).findByRole("option", { name: "Category 5 (4,996)" });
    await userEvent.selectOptions(select, "category-5");
    expect(view.currentUrl()).toBe("/businesses?q=pizza&category=category-5");
    await waitFor(() => expect(api.requested("/api/businesses").at(-1)?.searchParams.get("category")).toBe("category-5"));
    expect(api.requested("/api/businesses").at(-1)?.searchParams.get("offset")).toBe("0");
  });
});
