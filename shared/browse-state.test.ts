import { describe, expect, it } from "vitest";
import { browseStateFrom, pageFromSearch } from "./browse-state";
import { browsePath } from "./paths";

describe("pageFromSearch", () => {
  it.each([
    ["", 1],
    ["?page=abc", 1],
    ["?page=0", 1],
    ["?page=-2", 1],
    ["?page=2.5", 1],
    ["?page=1e3", 1],
    ["?page=", 1],
    ["?page=3", 3],
    ["q=pizza&page=12", 12],
  ])("when the search is %j, then the page is %d", (search, page) => {
    expect(pageFromSearch(search)).toBe(page);
  });
});

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
