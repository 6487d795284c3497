import { describe, expect, it } from "vitest";
import { makeSearchInfo } from "../test/fixtures";
import { atPlace } from "./browse-state";

describe("atPlace", () => {
  const houston = { label: "Houston, TX", kind: "city", radiusMiles: null } as const;

  it("when the place was typed in the location box, then the text stays and the new place replaces it", () => {
    const state = { q: "piza", location: "Houston", openNow: true, page: 3 };
    expect(atPlace(state, makeSearchInfo({ query: "pizza", location: houston }), "Pasadena, TX")).toEqual({
      q: "piza",
      location: "Pasadena, TX",
      openNow: true,
      page: 1,
    });
  });

  it("when the place came from the words, then the text becomes the server's words without it", () => {
    expect(atPlace({ q: "pizza houston" }, makeSearchInfo({ query: "pizza", location: houston }))).toMatchObject({ q: "pizza", location: undefined });
  });

  it("when a point was in force, then it goes with its radius and the distance order; other orders stay", () => {
    expect(atPlace({ near: "1,2", radius: 5, sort: "distance" }, undefined)).toMatchObject({ near: undefined, radius: undefined, sort: undefined });
    expect(atPlace({ near: "1,2", sort: "rating" }, undefined)).toMatchObject({ sort: "rating" });
  });
});
