// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PopularCity } from "@shared/api";
import { json, pending, stubApi, type Handler } from "../test/api-stub";
import { makeBusinesses, makeCity, statistics } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { HomePage } from "./home";

resetAfterEach();

const cities: PopularCity[] = Array.from({ length: 14 }, (_, i) => makeCity(i === 0 ? "New York" : `City ${i}`, i === 0 ? "NY" : "TX", 1000 + i));

function loaded(overrides: Record<string, Handler> = {}) {
  return stubApi({
    "/api/statistics": () => json(statistics),
    "/api/cities/popular": () => json(cities),
    "/api/businesses/recommended": () => json(makeBusinesses(8)),
    ...overrides,
  });
}

function loading() {
  return stubApi({
    "/api/statistics": pending,
    "/api/cities/popular": pending,
    "/api/businesses/recommended": pending,
  });
}

const region = (name: string) => screen.getByRole("region", { name });

describe("home search", () => {
  it("when the form is shown, then the inputs carry the spec's placeholders", () => {
    loading();
    renderAt("/", <HomePage />);
    expect(screen.getByPlaceholderText("What business are you looking for?")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("City, State or ZIP Code")).toBeInTheDocument();
  });

  it("when both boxes are only spaces and Enter is pressed in either, then nothing happens", async () => {
    loading();
    const view = renderAt("/", <HomePage />);
    await userEvent.type(screen.getByPlaceholderText("What business are you looking for?"), "    {Enter}");
    await userEvent.type(screen.getByPlaceholderText("City, State or ZIP Code"), "  {Enter}");
    expect(view.navigations()).toBe(0);
    expect(view.currentUrl()).toBe("/");
  });

  it("when the search text is only spaces and Find Businesses is clicked, then nothing happens", async () => {
    loading();
    const view = renderAt("/", <HomePage />);
    await userEvent.type(screen.getByPlaceholderText("What business are you looking for?"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Find Businesses" }));
    expect(view.navigations()).toBe(0);
  });

  it("when only a ZIP is typed in the location box and Enter is pressed, then that place's businesses open", async () => {
    loading();
    const view = renderAt("/", <HomePage />);
    await userEvent.type(screen.getByPlaceholderText("City, State or ZIP Code"), "77002{Enter}");
    expect(view.currentUrl()).toBe("/businesses?location=77002");
  });

  it("when only 'Houston, TX' is in the location box and Find Businesses is clicked, then Houston's businesses open", async () => {
    loading();
    const view = renderAt("/", <HomePage />);
    await userEvent.type(screen.getByPlaceholderText("What business are you looking for?"), "  ");
    await userEvent.type(screen.getByPlaceholderText("City, State or ZIP Code"), " Houston, TX ");
    await userEvent.click(screen.getByRole("button", { name: "Find Businesses" }));
    expect(view.currentUrl()).toBe("/businesses?location=Houston%2C+TX");
  });

  it("when 'pizza' and 'Austin, TX' are searched, then it goes to /businesses with q and location", async () => {
    loading();
    const view = renderAt("/", <HomePage />);
    await userEvent.type(screen.getByPlaceholderText("What business are you looking for?"), "pizza");
    await userEvent.type(screen.getByPlaceholderText("City, State or ZIP Code"), "Austin, TX");
    await userEvent.click(screen.getByRole("button", { name: "Find Businesses" }));
    expect(view.currentUrl()).toBe("/businesses?q=pizza&location=Austin%2C+TX");
  });

  it("when Enter is pressed in the location input, then the search runs with trimmed text and no empty location", async () => {
    loading();
    const view = renderAt("/", <HomePage />);
    await userEvent.type(screen.getByPlaceholderText("What business are you looking for?"), "  pizza ");
    await userEvent.type(screen.getByPlaceholderText("City, State or ZIP Code"), "   {Enter}");
    expect(view.currentUrl()).toBe("/businesses?q=pizza");
  });
});

describe("statistic tiles", () => {
  it("when statistics are loading, then no tile is shown", () => {
    loading();
    renderAt("/", <HomePage />);
    expect(screen.getByTestId("statistics")).toBeEmptyDOMElement();
    expect(screen.queryByText("American Businesses")).not.toBeInTheDocument();
  });

  it("when statistics fail, then no tile is shown and the page still renders", async () => {
    const api = loaded({ "/api/statistics": () => new Response("boom", { status: 500 }) });
    renderAt("/", <HomePage />);
    await waitFor(() => expect(api.requested("/api/statistics")).toHaveLength(1));
    expect(await screen.findByRole("link", { name: /New York/ })).toBeInTheDocument();
    expect(screen.getByTestId("statistics")).toBeEmptyDOMElement();
  });

  it("when statistics load, then the four tiles show their labels in compact format", async () => {
    loaded();
    renderAt("/", <HomePage />);
    const tiles = screen.getByTestId("statistics");
    await within(tiles).findByText("American Businesses");
    const pairs = within(tiles)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["American Businesses", "1.2M"],
      ["Verified Companies", "46k"],
      ["Business Categories", "312"],
      ["US Cities Covered", "2k"],
    ]);
  });
});

describe("popular cities", () => {
  it("when cities are loading, then 12 skeleton cards hold their place", () => {
    loading();
    renderAt("/", <HomePage />);
    const cards = region("Popular cities").querySelectorAll("li");
    expect(cards).toHaveLength(12);
    cards.forEach((card) => expect(card).toHaveClass("animate-pulse"));
  });

  it("when cities load, then up to 12 cards link to each town's page (name and state) with their counts", async () => {
    loaded();
    renderAt("/", <HomePage />);
    const section = region("Popular cities");
    const newYork = await within(section).findByRole("link", { name: /New York, NY/ });
    expect(newYork).toHaveAttribute("href", "/city/New%20York,%20NY");
    expect(newYork).toHaveTextContent("1,000 businesses");
    const cards = within(section)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("/city/"));
    expect(cards).toHaveLength(12);
    expect(section.querySelector(".animate-pulse")).toBeNull();
    expect(within(section).getByRole("link", { name: "Explore All Cities" })).toHaveAttribute("href", "/businesses");
  });
});

describe("top-rated businesses", () => {
  it("when they are loading, then 6 skeleton cards are shown", () => {
    loading();
    renderAt("/", <HomePage />);
    expect(region("Top-rated businesses").querySelectorAll("li.animate-pulse")).toHaveLength(6);
  });

  it("when 8 come back, then only the first 6 are shown, rated to one decimal, with View Details links", async () => {
    const businesses = makeBusinesses(8, { rating: 4 });
    loaded({ "/api/businesses/recommended": () => json(businesses) });
    renderAt("/", <HomePage />);
    const section = region("Top-rated businesses");
    await within(section).findByText(businesses[0]!.name);
    const links = within(section).getAllByRole("link", { name: /View Details/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(businesses.slice(0, 6).map((b) => `/details/${b.slug}`));
    expect(within(section).getAllByText("4.0")).toHaveLength(6);
  });
});
