import { describe, expect, it } from "vitest";
import { apiPaths, mapBatchUrl } from "./api-paths";
import { browseStateFrom, citiesStateFrom, listViewFrom, pageFromSearch } from "./browse-state";
import { browsePath, citiesCanonical, citiesPath, listViewPath } from "./paths";

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
    // No list goes deeper than 10,000 results: page 501 of 20 starts there.
    ["q=restaurant&page=499990", 501],
  ])("when the search is %j, then the page is %d", (search, page) => {
    expect(pageFromSearch(search)).toBe(page);
  });
});

describe("browseStateFrom", () => {
  it("when every parameter is set, then each is read with its type", () => {
    expect(
      browseStateFrom("?q=pizza&location=77002&category=bakery&near=29.7604,%20-95.3698&radius=2.5&sort=distance&openNow=true&minRating=4.5&page=3"),
    ).toEqual({
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
    ["bbox=-97.8,30.2,-97.6", "bbox"],
    ["bbox=-97.6,30.2,-97.8,30.4", "bbox"],
    ["map=true", "map"],
  ])("when the URL has %s, then %s is left out", (query, name) => {
    expect(browseStateFrom(`?${query}`)).toEqual({ page: 1 });
    expect(browseStateFrom(`?${query}`)).not.toHaveProperty(name, expect.anything());
  });

  it("when the state is written and read back, then it is the same", () => {
    const state = {
      q: "café & bar",
      location: "St. Louis, MO",
      near: "38.627,-90.1994",
      radius: 10,
      sort: "rating",
      openNow: true,
      minRating: 3,
      bbox: "-97.8,30.2,-97.6,30.4",
      page: 2,
      map: true,
    } as const;
    expect(browseStateFrom(browsePath(state).split("?")[1]!)).toEqual({ ...state, category: undefined });
  });
});

describe("citiesStateFrom", () => {
  it("when a letter and page are given, then the letter is read in capitals and the page as a number", () => {
    expect(citiesStateFrom("?letter=c&page=2")).toEqual({ letter: "C", q: undefined, page: 2 });
    expect(citiesStateFrom("?letter=%23")).toEqual({ letter: "#", q: undefined, page: 1 });
  });

  it.each(["?letter=AB", "?letter=1", "?letter=%C3%89", "?letter=", `?q=${"a".repeat(101)}`, "?q=%20%20", "?q=a%00b"])(
    "when the address holds %j, which the API would refuse, then it is dropped",
    (search) => {
      expect(citiesStateFrom(search)).toEqual({ letter: undefined, q: undefined, page: 1 });
    },
  );

  it("when the address is read back into a page URL and an API URL, then both are the one spelling of that state", () => {
    const state = citiesStateFrom("?page=3&q=%20port%20&letter=p");
    expect(state).toEqual({ letter: "P", q: "port", page: 3 });
    expect(citiesPath(state)).toBe("/cities?letter=P&q=port&page=3");
    // A search lists across letters, so its API URL leaves the letter out.
    expect(apiPaths.cityIndex(state)).toBe("/api/cities/index?q=port&page=3");
    expect(apiPaths.cityIndex({ letter: "C", page: 1 })).toBe("/api/cities/index?letter=C");
    expect(apiPaths.cityIndex({ page: 1 })).toBe("/api/cities/index");
  });

  it("when the canonical address is built, then the first letter is the bare /cities and a search is left out", () => {
    expect(citiesPath(citiesCanonical({ letter: "A", page: 1 }, "A"))).toBe("/cities");
    expect(citiesPath(citiesCanonical({ letter: undefined, page: 2 }, "A"))).toBe("/cities?page=2");
    expect(citiesPath(citiesCanonical({ letter: "C", q: "port", page: 2 }, "A"))).toBe("/cities?letter=C&page=2");
  });
});

describe("a list's map area and map", () => {
  it("when Browse's state has an area, then its page URL and its API URL both carry it as bbox", () => {
    const state = { q: "pizza", bbox: "-97.8,30.2,-97.6,30.4", map: true, page: 2 };
    expect(browsePath(state)).toBe("/businesses?q=pizza&bbox=-97.8%2C30.2%2C-97.6%2C30.4&page=2&map=1");
    // The map is how the page shows the list, not what it asks for.
    expect(apiPaths.businessList(state)).toBe("/api/businesses?limit=20&offset=20&search=pizza&bbox=-97.8%2C30.2%2C-97.6%2C30.4");
  });

  it("when a town's list URL has an area, a page and the map, then each is read and written back the one way", () => {
    const view = listViewFrom("?map=1&page=3&bbox=%20-97.8,30.2,-97.6,30.4");
    expect(view).toEqual({ page: 3, bbox: "-97.8,30.2,-97.6,30.4", map: true });
    expect(listViewPath("/city/Austin,%20TX", view)).toBe("/city/Austin,%20TX?bbox=-97.8%2C30.2%2C-97.6%2C30.4&page=3&map=1");
    expect(listViewPath("/city/Austin,%20TX", { page: 1 })).toBe("/city/Austin,%20TX");
    expect(listViewFrom("?bbox=1,2,3&map=yes")).toEqual({ page: 1, bbox: undefined, map: undefined });
  });

  it("when a town's, a category's or a pair's list is asked for inside an area, then the API URL carries bbox", () => {
    const bbox = "-97.8,30.2,-97.6,30.4";
    expect(apiPaths.cityBusinesses("Austin, TX", 1, bbox)).toBe("/api/city/Austin%2C%20TX?limit=20&offset=0&bbox=-97.8%2C30.2%2C-97.6%2C30.4");
    expect(apiPaths.cityCategoryBusinesses("Austin, TX", "restaurants", 2, bbox)).toBe(
      "/api/city/Austin%2C%20TX?limit=20&offset=20&category=restaurants&bbox=-97.8%2C30.2%2C-97.6%2C30.4",
    );
    expect(apiPaths.categoryBusinesses("bakery", 1, bbox)).toBe("/api/category/bakery?limit=20&offset=0&bbox=-97.8%2C30.2%2C-97.6%2C30.4");
    expect(apiPaths.categoryBusinesses("bakery", 1)).toBe("/api/category/bakery?limit=20&offset=0");
  });

  it("when the map asks for a list's markers, then it asks for the same list 100 at a time", () => {
    const list = apiPaths.businessList({ q: "pizza", location: "Austin, TX", page: 3 });
    expect(mapBatchUrl(list, 0)).toBe("/api/businesses?limit=100&offset=0&search=pizza&location=Austin%2C+TX");
    expect(mapBatchUrl(list, 2)).toBe("/api/businesses?limit=100&offset=200&search=pizza&location=Austin%2C+TX");
    expect(mapBatchUrl("/api/category/bakery", 1)).toBe("/api/category/bakery?limit=100&offset=100");
  });
});
