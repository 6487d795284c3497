import { describe, expect, it } from "vitest";
import { ReadyAnswer } from "../http/ready-answer";
import { insightOf } from "./insight-of";

const list = new ReadyAnswer({ businesses: [{ id: 1, name: '"totalCount":99' }], totalCount: 0, totalPages: 0 });
const found = new ReadyAnswer({ businesses: [], totalCount: 1234, totalPages: 62 });
const business = new ReadyAnswer({ id: 4321, name: "Shop" });
const page = new ReadyAnswer([{ id: 1 }], [["X-Total-Count", "1"]]);

describe("what a public read counts for", () => {
  it("when a search's first page is read, then it is a search with its normalised words, place and result count", () => {
    expect(insightOf("/api/businesses?limit=20&offset=0&search=%20Pizza%20%20Hut%20&location=Houston%2C+TX", found)).toEqual({
      kind: "search",
      what: "pizza hut",
      place: "houston, tx",
      results: 1234,
    });
    expect(insightOf("/api/businesses?search=nothing", list)).toEqual({ kind: "search", what: "nothing", place: "", results: 0 });
  });

  it("when a later page, the map's batch, a map area or the admin's list is read, then it is no search", () => {
    for (const url of [
      "/api/businesses?limit=20&offset=20&search=pizza",
      "/api/businesses?limit=100&offset=0&search=pizza",
      "/api/businesses?limit=20&offset=0&search=pizza&bbox=1,2,3,4",
      "/api/businesses?limit=50&offset=0&search=pizza",
      "/api/businesses?limit=20&offset=0&search=pizza&status=pending",
      "/api/businesses?limit=20&offset=0&category=bakery",
    ])
      expect(insightOf(url, found), url).toBeUndefined();
  });

  it("when a page's own data is read, then it is a view of that page", () => {
    expect(insightOf("/api/businesses/slug/shop-1", business)).toEqual({ kind: "view", view: "business", key: "4321" });
    expect(insightOf("/api/businesses/4321", business)).toEqual({ kind: "view", view: "business", key: "4321" });
    expect(insightOf("/api/city/Portland%2C%20OR?limit=20&offset=40", page)).toEqual({ kind: "view", view: "town", key: "Portland, OR" });
    expect(insightOf("/api/city/Portland?limit=20&offset=0&category=Cafes", page)).toEqual({ kind: "view", view: "town-category", key: "Portland/cafes" });
    expect(insightOf("/api/category/Bakery?limit=20&offset=0", page)).toEqual({ kind: "view", view: "category", key: "bakery" });
  });

  it("when anything else is read, then it counts for nothing", () => {
    for (const url of [
      "/api/businesses/recommended",
      "/api/businesses/latest",
      "/api/businesses/12/nearby",
      "/api/city/Portland/places",
      "/api/city/Portland/categories",
      "/api/category/bakery/cities",
      "/api/city/Portland?limit=100&offset=0",
      "/api/city/Portland?limit=20&offset=0&bbox=1,2,3,4",
      "/api/city/%E0%A4%A?limit=20",
      "/api/statistics",
      "/api/cities/popular?limit=12",
    ])
      expect(insightOf(url, page), url).toBeUndefined();
  });
});
