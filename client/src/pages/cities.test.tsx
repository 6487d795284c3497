// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CityListItem } from "@shared/api";
import { failure, json, pending, stubApi, type Handler } from "../test/api-stub";
import { makeCity } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { CitiesPage, groupCities } from "./cities";

resetAfterEach();

const cities: CityListItem[] = [
  makeCity("Albany", "NY", 12),
  makeCity("Austin", "TX", 4321),
  makeCity("Boston", "MA", 980),
  makeCity("Chicago", "IL", 15000),
  makeCity("Ísafjörður", null, 1),
  makeCity("Winston-Salem", "NC", 40),
];

function show(handler: Handler) {
  stubApi({ "/api/cities": handler });
  return renderAt("/cities", <CitiesPage />);
}

const letters = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("groupCities", () => {
  it("when there is no filter, then cities are grouped by first letter, accents folded", () => {
    expect(groupCities(cities, "").map(([letter, list]) => [letter, list.length])).toEqual([
      ["A", 2],
      ["B", 1],
      ["C", 1],
      ["I", 1],
      ["W", 1],
    ]);
  });

  it("when the filter has accents or capitals, then it still matches", () => {
    expect(groupCities(cities, "  ISAF ").flatMap(([, list]) => list.map((c) => c.name))).toEqual(["Ísafjörður"]);
    expect(groupCities(cities, "salem").flatMap(([, list]) => list.map((c) => c.name))).toEqual(["Winston-Salem"]);
  });

  it("when a name starts with a digit, then it goes under #", () => {
    const palms = makeCity("29 Palms", "CA", 1);
    expect(groupCities([palms], "")).toEqual([["#", [palms]]]);
  });
});

describe("Cities page", () => {
  it("when cities load, then each letter is a heading and each city links to its page with its count", async () => {
    show(() => json(cities));
    expect(await screen.findByRole("link", { name: "Chicago, IL" })).toHaveAttribute("href", "/city/Chicago,%20IL");
    expect(screen.getByRole("link", { name: "Ísafjörður" })).toHaveAttribute("href", "/city/%C3%8Dsafj%C3%B6r%C3%B0ur");
    expect(letters()).toEqual(["A", "B", "C", "I", "W"]);
    const a = screen.getByRole("region", { name: "A" });
    expect(within(a).getAllByRole("link").map((link) => link.textContent)).toEqual(["Albany, NY", "Austin, TX"]);
    expect(within(a).getByText("(4,321)")).toBeInTheDocument();
    expect(screen.getByText("6 cities with listed businesses")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("when two towns share a name, then each is listed with its state and links its own page, and the filter tells them apart", async () => {
    show(() => json([...cities, makeCity("Portland", "ME", 30), makeCity("Portland", "OR", 300)]));
    expect(await screen.findByRole("link", { name: "Portland, ME" })).toHaveAttribute("href", "/city/Portland,%20ME");
    expect(screen.getByRole("link", { name: "Portland, OR" })).toHaveAttribute("href", "/city/Portland,%20OR");
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter cities" }), "portland, o");
    await waitFor(() => expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Portland, OR"]));
  });

  it("when text is typed in the filter, then only matching cities remain", async () => {
    show(() => json(cities));
    await screen.findByRole("link", { name: "Chicago, IL" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter cities" }), "bos");
    await waitFor(() => expect(letters()).toEqual(["B"]));
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Boston, MA"]);
  });

  it("when nothing matches the filter, then it says so", async () => {
    show(() => json(cities));
    await screen.findByRole("link", { name: "Chicago, IL" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter cities" }), "zzz");
    expect(await screen.findByRole("heading", { name: "No cities match" })).toBeInTheDocument();
  });

  it("when the filter is cleared, then every city is back", async () => {
    show(() => json(cities));
    await screen.findByRole("link", { name: "Chicago, IL" });
    const box = screen.getByRole("searchbox", { name: "Filter cities" });
    await userEvent.type(box, "aus");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Albany, NY" })).not.toBeInTheDocument());
    await userEvent.clear(box);
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(cities.length));
  });

  it("when cities are loading, then a busy placeholder is shown", () => {
    show(pending);
    expect(screen.getByLabelText("Loading cities")).toHaveAttribute("aria-busy", "true");
    expect(letters()).toEqual([]);
  });

  it("when the request fails, then an error view is shown", async () => {
    show(() => failure(500));
    expect(await screen.findByRole("heading", { name: "Cities could not be loaded" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading cities")).not.toBeInTheDocument();
  });

  it("when the filter is empty and there are no cities at all, then it does not ask to shorten a name nobody typed", async () => {
    show(() => json([]));
    expect(await screen.findByText("0 cities with listed businesses")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument();
    // Product bug: cities.tsx shows "No cities match / Try a shorter part of the name." for an empty directory.
    expect(screen.queryByText("Try a shorter part of the name.")).not.toBeInTheDocument();
  });
});
