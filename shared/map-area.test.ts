import { describe, expect, it } from "vitest";
import { bboxFrom, bboxText, boundsFrom } from "./map-area";

describe("bboxText", () => {
  it("when the map's bounds have many decimals, then they are written to 5", () => {
    expect(bboxText([-97.812345678, 30.2000001, -97.6, 30.456789012])).toBe("-97.81235,30.2,-97.6,30.45679");
  });

  it("when the map is zoomed out past the world's edges, then the area is kept to them", () => {
    expect(bboxText([-250, -95, 200, 91])).toBe("-180,-90,180,90");
  });
});

describe("bboxFrom", () => {
  it("when the area is well formed, then it is read with spaces removed", () => {
    expect(bboxFrom(" -97.8, 30.2,-97.6,30.4")).toBe("-97.8,30.2,-97.6,30.4");
    expect(boundsFrom("-97.8,30.2,-97.6,30.4")).toEqual([-97.8, 30.2, -97.6, 30.4]);
  });

  it.each([
    ["three numbers", "-97.8,30.2,-97.6"],
    ["west east of east", "-97.6,30.2,-97.8,30.4"],
    ["south north of north", "-97.8,30.4,-97.6,30.2"],
    ["a latitude past the pole", "-97.8,30.2,-97.6,91"],
    ["a longitude past 180", "-181,30.2,-97.6,30.4"],
    ["words", "a,b,c,d"],
    ["an exponent", "1e2,30.2,-97.6,30.4"],
    ["nothing", ""],
  ])("when the area has %s, then there is none", (_, text) => {
    expect(bboxFrom(text)).toBeUndefined();
  });
});
