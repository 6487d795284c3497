import { describe, expect, it } from "vitest";
import { browsePath } from "@shared/paths";
import { makeSearchInfo } from "../test/fixtures";
import { atPlace, browseStateFrom } from "./browse-state";

describe("browseStateFrom", () => {
  it("when every parameter is set, then each is read with its type", () => {
    expect(browseStateFrom("?q=pizza&location=77002&category=bakery&near=29.7604,%20-95.3698&radius=2.5&sort=distance&openNow=true&minRating=4.5&page=3")).toEqual({
      q: "pizza",
      location: "77002",
      category: "bakery",
      near: "29.7604,-95.3698",
      radius: 2.5,
      sort: "distance",
      openNow: true,
      minRating: 4.5,
      page: 3,
    });
  });

  it.each([
    ["near=91,10", "near"],
    ["near=10,181", "near"],
    ["near=abc", "near"],
    ["radius=0", "radius"],
    ["radius=501", "radius"],
    ["sort=cheapest", "sort"],
    ["openNow=1", "openNow"],
    ["minRating=6", "minRating"],
    ["minRating=0", "minRating"],
  ])("when the URL has %s, then %s is left out", (query, name) => {
    expect(browseStateFrom(`?${query}`)).toEqual({ page: 1 });
    expect(browseStateFrom(`?${query}`)).not.toHaveProperty(name, expect.anything());
  });

  it("when the state is written and read back, then it is the same", () => {
    const state = { q: "café & bar", location: "St. Louis, MO", near: "38.627,-90.1994", radius: 10, sort: "rating", openNow: true, minRating: 3, page: 2 } as const;
    expect(browseStateFrom(browsePath(state).split("?")[1]!)).toEqual({ ...state, category: undefined });
  });
});

describe("atPlace", () => {
  const houston = { label: "Houston, TX", kind: "city", radiusMiles: null } as const;

  it("when the place was typed in the location box, then the text stays and the new place replaces it", () => {
    const state = { q: "piza", location: "Houston", openNow: true, page: 3 };
    expect(atPlace(state, makeSearchInfo({ query: "pizza", location: houston }), "Pasadena, TX")).toEqual({ q: "piza", location: "Pasadena, TX", openNow: true, page: 1 });
  });

  it("when the place came from the words, then the text becomes the server's words without it", () => {
    expect(atPlace({ q: "pizza houston" }, makeSearchInfo({ query: "pizza", location: houston }))).toMatchObject({ q: "pizza", location: undefined });
  });

  it("when a point was in force, then it goes with its radius and the distance order; other orders stay", () => {
    expect(atPlace({ near: "1,2", radius: 5, sort: "distance" }, undefined)).toMatchObject({ near: undefined, radius: undefined, sort: undefined });
    expect(atPlace({ near: "1,2", sort: "rating" }, undefined)).toMatchObject({ sort: "rating" });
  });
});
