import { describe, expect, it } from "vitest";
import { browsePath } from "@shared/paths";
import { routeParam } from "./route-param";
import { homeSearchTarget, withoutNearMe } from "./search";

describe("homeSearchTarget", () => {
  it.each([
    ["", ""],
    ["   ", "  "],
    ["\t\n ", ""],
  ])("when the search text is %j and the location %j, then nothing happens", (query, location) => {
    expect(homeSearchTarget(query, location)).toBeUndefined();
  });

  it.each([
    ["", "77002", "/businesses?location=77002"],
    ["   ", " Houston, TX ", "/businesses?location=Houston%2C+TX"],
  ])("when the search text is %j and the location %j, then that place's businesses open", (query, location, path) => {
    expect(homeSearchTarget(query, location)).toBe(path);
  });

  it("when the text has spaces around it, then it is trimmed", () => {
    expect(homeSearchTarget("  pizza  ", "")).toBe("/businesses?q=pizza");
  });

  it("when the location is only spaces, then it is left out", () => {
    expect(homeSearchTarget("pizza", "   ")).toBe("/businesses?q=pizza");
  });

  it("when a location is given, then it is trimmed and encoded", () => {
    expect(homeSearchTarget("pizza", " Austin, TX ")).toBe("/businesses?q=pizza&location=Austin%2C+TX");
  });
});

describe("withoutNearMe", () => {
  it.each([
    ["coffee near me", "coffee"],
    ["Coffee NEAR ME", "Coffee"],
    ["near me coffee", "coffee"],
    ["coffee nearby", "coffee"],
    ["coffee near by", "coffee"],
    ["coffee, near me", "coffee"],
    ["pizza near me, open late", "pizza, open late"],
    ["near me", ""],
  ])("when the words are %j, then they ask for the visitor's position and %j is left to search", (text, words) => {
    expect(withoutNearMe(text)).toEqual({ words, nearMe: true });
  });

  it.each(["coffee", "nearest coffee", "coffee near main street", "menearby"])("when the words are %j, then they are kept as they are", (text) => {
    expect(withoutNearMe(` ${text} `)).toEqual({ words: text, nearMe: false });
  });
});

describe("browsePath", () => {
  it("when nothing is set, then it is plain /businesses", () => {
    expect(browsePath({})).toBe("/businesses");
  });

  it("when page is 1 and category is all, then both are left out", () => {
    expect(browsePath({ q: "tacos", category: "all", page: 1 })).toBe("/businesses?q=tacos");
  });

  it("when every filter is set, then each is in the query in a fixed order", () => {
    expect(browsePath({ page: 4, category: "bakery", location: "Austin", q: "bread & butter" })).toBe(
      "/businesses?q=bread+%26+butter&location=Austin&category=bakery&page=4",
    );
  });

  it("when the search filters are set, then they follow the place and category, before the page", () => {
    expect(browsePath({ page: 2, minRating: 4.5, openNow: true, sort: "distance", radius: 10, near: "29.7604,-95.3698", q: "pizza" })).toBe(
      "/businesses?q=pizza&near=29.7604%2C-95.3698&radius=10&sort=distance&openNow=true&minRating=4.5&page=2",
    );
  });

  it("when Open now is off and there is no minimum rating, then neither is in the query", () => {
    expect(browsePath({ q: "pizza", openNow: false, minRating: undefined })).toBe("/businesses?q=pizza");
  });

  it("when the path is read back, then the same values come out", () => {
    const params = new URL(browsePath({ q: "café 50%", location: "St. Louis, MO" }), "http://x").searchParams;
    expect(params.get("q")).toBe("café 50%");
    expect(params.get("location")).toBe("St. Louis, MO");
  });
});

describe("routeParam", () => {
  it("when the value holds %26, then it becomes &", () => {
    expect(routeParam("Winston%26Salem")).toBe("Winston&Salem");
  });

  it("when the value holds %2F and spaces, then they are decoded", () => {
    expect(routeParam("A%2FB%20C")).toBe("A/B C");
  });

  it("when the encoding is broken, then the value is kept as it is", () => {
    expect(routeParam("100%")).toBe("100%");
    expect(routeParam("%E0%A4%A")).toBe("%E0%A4%A");
  });

  it("when there is no value, then it is empty", () => {
    expect(routeParam(undefined)).toBe("");
    expect(routeParam("")).toBe("");
  });
});
