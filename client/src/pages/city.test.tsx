// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CityCategories, CityChoice, CityPlace, TownCategory } from "@shared/api";
import { failure, json, paged, pending, stubApi, type Handler } from "../test/api-stub";
import { visibleTrail } from "../test/breadcrumbs";
import { makeBusinesses, makeCity } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { CityPage } from "./city";

resetAfterEach();

const austin = makeCity("Austin", "TX", 1234);
const oneTown = (place: CityPlace): CityChoice => ({ name: place.name, place, places: [place] });
const portlands = [makeCity("Portland", "OR", 300), makeCity("Portland", "ME", 30)];

/** The list of businesses, and what the name stands for (Austin, TX unless a test says otherwise). */
const stub = (list: Handler, places: Handler = () => json(oneTown(austin)), categories: Handler = () => failure(404)) =>
  stubApi({
    "/api/city/Austin": list,
    "/api/city/Austin/places": places,
    "/api/city/Austin/categories": categories,
    "/api/city/Atlantis": list,
    "/api/city/Atlantis/places": places,
  });
const inAustin = (slug: string, label: string, businessCount: number): TownCategory => ({ slug, label, path: `${austin.path}/${slug}`, businessCount });
const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute("href");

describe("City page", () => {
  it("when businesses load, then the title, the count and the cards are shown", async () => {
    const businesses = makeBusinesses(20, { city: "Austin" });
    const api = stub(() => paged(businesses, 1234));
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    expect(await screen.findByText("1,234 businesses listed in Austin, TX")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Businesses in Austin, TX");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: businesses[0]!.name })).toBeInTheDocument();
    expect(Object.fromEntries(api.requested("/api/city/Austin")[0]!.searchParams)).toEqual({ limit: "20", offset: "0" });
  });

  it("when one business is listed, then the page speaks of one business, once", async () => {
    stub(() => paged(makeBusinesses(1, { city: "Austin", reviewCount: 1 }), 1));
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    expect(await screen.findByText("1 business listed in Austin, TX")).toBeInTheDocument();
    expect(screen.queryByText(/Result/)).not.toBeInTheDocument();
    expect(screen.getByText("(1 review)")).toBeInTheDocument();
  });

  it("when there are 45 results on page 2, then it asks for offset 20 and the pager links pages 1 and 3", async () => {
    const api = stub(() => paged(makeBusinesses(20, { city: "Austin" }), 45));
    renderAt("/city/Austin?page=2", <CityPage cityName="Austin" />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByText("Page 2 of 3")).toBeInTheDocument();
    expect(within(pager).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/city/Austin,%20TX");
    expect(within(pager).getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/city/Austin,%20TX?page=3");
    expect(api.requested("/api/city/Austin")[0]!.searchParams.get("offset")).toBe("20");
  });

  it("when the city name holds spaces and &, then the request and the pager links are encoded", async () => {
    const name = "Winston & Salem";
    const path = `/api/city/${encodeURIComponent(name)}`;
    const town = makeCity(name, "NC", 30);
    const api = stubApi({ [path]: () => paged(makeBusinesses(20, { city: name }), 30), [`${path}/places`]: () => json(oneTown(town)) });
    renderAt(`/city/${encodeURIComponent(name)}`, <CityPage cityName={name} />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(api.requested(path)).toHaveLength(1);
    expect(within(pager).getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/city/Winston%20%26%20Salem,%20NC?page=2");
  });

  it("when the name alone is one state's town, then it is that town and the canonical URL names its state", async () => {
    stub(() => paged(makeBusinesses(3, { city: "Austin" }), 3));
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Businesses in Austin, TX" })).toBeInTheDocument();
    await waitFor(() => expect(canonical()).toBe("https://main-street.example/city/Austin,%20TX"));
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    const trail = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(trail["@type"]).toBe("BreadcrumbList");
    expect(trail.itemListElement.map((step: { name: string; item: string }) => [step.name, step.item])).toEqual([
      ["Home", "https://main-street.example/"],
      ["All Cities", "https://main-street.example/cities"],
      ["Austin, TX", "https://main-street.example/city/Austin,%20TX"],
    ]);
  });

  it("when a town's page is open, then the visible trail runs home, all cities, the town as its heading names it", async () => {
    stub(() => paged(makeBusinesses(3, { city: "Austin" }), 3));
    renderAt("/city/Austin?page=1", <CityPage cityName="Austin" />);
    await screen.findByRole("heading", { level: 1, name: "Businesses in Austin, TX" });
    expect(await visibleTrail()).toEqual([
      ["Home", "/"],
      ["All Cities", "/cities"],
      ["Austin, TX", "current"],
    ]);
  });

  it("when several states have a town of that name, then a chooser links each town with its count, shows no mixed list and is not indexed", async () => {
    const api = stubApi({
      "/api/city/Portland": () => paged(makeBusinesses(2, { city: "Portland" }), 330),
      "/api/city/Portland/places": () => json({ name: "Portland", place: null, places: portlands }),
    });
    renderAt("/city/Portland", <CityPage cityName="Portland" />);
    const towns = await screen.findByRole("list", { name: "Towns called Portland" });
    const links = within(towns).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/city/Portland,%20OR", "/city/Portland,%20ME"]);
    expect(links[0]).toHaveAccessibleName(/^Portland, OR \(300 businesses\) Oregon$/);
    expect(links[1]).toHaveAccessibleName(/^Portland, ME \(30 businesses\) Maine$/);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Businesses in Portland");
    expect(screen.getByText("2 towns called Portland have businesses listed here. Which one do you mean?")).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"));
    expect(canonical()).toBe("https://main-street.example/city/Portland");
    expect(screen.queryByRole("link", { name: /Corner Bakery/ })).not.toBeInTheDocument();
    expect(api.requested("/api/city/Portland/places")).toHaveLength(1);
  });

  it("when the URL names the town and its state, then that town's list is asked for by the same name", async () => {
    const path = `/api/city/${encodeURIComponent("Portland, ME")}`;
    const api = stubApi({
      [path]: () => paged(makeBusinesses(1, { city: "Portland", state: "ME" }), 1),
      [`${path}/places`]: () => json({ name: "Portland", place: portlands[1], places: portlands }),
    });
    renderAt("/city/Portland,%20ME", <CityPage cityName="Portland, ME" />);
    expect(await screen.findByText("1 business listed in Portland, ME")).toBeInTheDocument();
    expect(api.requested(path)).toHaveLength(1);
    await waitFor(() => expect(canonical()).toBe("https://main-street.example/city/Portland,%20ME"));
    expect(screen.queryByRole("list", { name: "Towns called Portland" })).not.toBeInTheDocument();
  });

  it("when the list is loading, then a busy skeleton is shown under the title", () => {
    stub(pending, pending);
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Businesses in Austin");
    expect(screen.getByRole("list", { name: "Loading businesses" })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText(/listed in/)).not.toBeInTheDocument();
  });

  it("when the city has no businesses, then the spec's empty text is shown", async () => {
    stub(() => paged([], 0));
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    expect(await screen.findByRole("heading", { name: "No businesses found" })).toBeInTheDocument();
    expect(screen.getByText("There are no businesses listed in Austin, TX yet.")).toBeInTheDocument();
    expect(screen.getByText("0 businesses listed in Austin, TX")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("when the city is unknown (404), then City Not Found links back home", async () => {
    stub(
      () => failure(404, "City not found"),
      () => failure(404, "City not found"),
    );
    renderAt("/city/Atlantis", <CityPage cityName="Atlantis" />);
    expect(await screen.findByRole("heading", { level: 1, name: "City Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("when the request fails (503), then the page says it could not be loaded, not that the city is unknown, and is not indexed", async () => {
    stub(
      () => failure(503),
      () => failure(503),
    );
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    await screen.findByRole("heading", { level: 1, name: "This city could not be loaded" });
    expect(screen.queryByRole("heading", { name: "City Not Found" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"));
  });

  it("when only the list fails (500) and Try again finds the API back, then the city's businesses are shown", async () => {
    let listAnswer = () => failure(500);
    const api = stub(() => listAnswer());
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    const retry = await screen.findByRole("button", { name: "Try again" });
    listAnswer = () => paged(makeBusinesses(3, { city: "Austin" }), 3);
    await userEvent.click(retry);
    expect(await screen.findByText("3 businesses listed in Austin, TX")).toBeInTheDocument();
    expect(api.requested("/api/city/Austin")).toHaveLength(2);
    expect(api.requested("/api/city/Austin/places")).toHaveLength(1);
  });

  it("when the list fails (503) but the name is unknown (404), then City Not Found is shown", async () => {
    stub(
      () => failure(503),
      () => failure(404, "City not found"),
    );
    renderAt("/city/Atlantis", <CityPage cityName="Atlantis" />);
    expect(await screen.findByRole("heading", { level: 1, name: "City Not Found" })).toBeInTheDocument();
  });
});

describe("City page's popular categories", () => {
  const fine = Array.from({ length: 14 }, (_, i) => inAustin(`fine-${i + 1}`, `Fine ${i + 1}`, 30 - i));
  const categories: CityCategories = {
    place: austin,
    groups: [inAustin("restaurants", "Restaurants", 1200), inAustin("healthcare", "Healthcare", 1)],
    categories: fine,
  };

  it("when the town's categories load, then its groups and its 12 largest categories link their pages in the town with their counts, after the list", async () => {
    stub(
      () => paged(makeBusinesses(3, { city: "Austin" }), 3),
      undefined,
      () => json(categories),
    );
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    const section = await screen.findByRole("region", { name: "Popular in Austin, TX" });
    const groups = within(within(section).getByRole("list", { name: "Kinds of business in Austin, TX" })).getAllByRole("link");
    expect(groups.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Restaurants 1,200 businesses", "/city/Austin,%20TX/restaurants"],
      ["Healthcare 1 business", "/city/Austin,%20TX/healthcare"],
    ]);
    expect(groups[0]).toHaveAccessibleName("Restaurants 1,200 businesses");
    const fines = within(within(section).getByRole("list", { name: "Categories in Austin, TX" })).getAllByRole("link");
    expect(fines.map((link) => link.getAttribute("href"))).toEqual(fine.slice(0, 12).map((c) => c.path));
    expect(fines[11]).toHaveAccessibleName("Fine 12 19 businesses");
    const firstCard = screen.getAllByRole("link", { name: /^View details for / })[0]!;
    expect(firstCard.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("when the town's categories fail (503), then the businesses are shown and no section, nor any error, for them", async () => {
    const api = stub(
      () => paged(makeBusinesses(3, { city: "Austin" }), 3),
      undefined,
      () => failure(503),
    );
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    expect(await screen.findByText("3 businesses listed in Austin, TX")).toBeInTheDocument();
    await waitFor(() => expect(api.requested("/api/city/Austin/categories")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("region", { name: /Popular in/ })).not.toBeInTheDocument());
    expect(screen.queryByRole("heading", { name: /could not be loaded/ })).not.toBeInTheDocument();
  });

  it("when several states have a town of that name, then the chooser never asks for the categories", async () => {
    const api = stubApi({
      "/api/city/Portland": () => paged(makeBusinesses(2, { city: "Portland" }), 330),
      "/api/city/Portland/places": () => json({ name: "Portland", place: null, places: portlands }),
      "/api/city/Portland/categories": () => failure(404),
    });
    renderAt("/city/Portland", <CityPage cityName="Portland" />);
    await screen.findByRole("list", { name: "Towns called Portland" });
    expect(api.requested("/api/city/Portland/categories")).toHaveLength(0);
    expect(screen.queryByRole("region", { name: /Popular in/ })).not.toBeInTheDocument();
  });
});
