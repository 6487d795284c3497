import { describe, expect, it } from "vitest";
import { businessesText, milesText, placeText, resultsLine } from "./search-text";

/** The no-break space milesText puts between number and unit. */
const nb = "\u00a0";

describe("milesText", () => {
  it.each([
    [0, `0.1${nb}mi`],
    [0.04, `0.1${nb}mi`],
    [2.43, `2.4${nb}mi`],
    [5, `5${nb}mi`],
    [9.96, `10${nb}mi`],
    [12.2, `12${nb}mi`],
    [140.5, `141${nb}mi`],
  ])("when the distance is %d miles, then it reads %j", (miles, text) => {
    expect(milesText(miles)).toBe(text);
  });
});

describe("businessesText", () => {
  it.each([
    [0, true, "0 businesses"],
    [1, true, "1 business"],
    [2, true, "2 businesses"],
    [1234, true, "1,234 businesses"],
    [1000, false, "1,000+ businesses"],
  ])("when the count is %d (exact: %s), then it reads %j", (count, exact, text) => {
    expect(businessesText(count, exact)).toBe(text);
  });
});

describe("resultsLine", () => {
  it("when one business matches in a city, then the verb agrees", () => {
    expect(resultsLine(1, true, true, { label: "Austin, TX", kind: "city", radiusMiles: null })).toBe("1 business matches your search in Austin, TX");
  });

  it("when there is a radius, then the place says within how far", () => {
    expect(placeText({ label: "77002", kind: "zip", radiusMiles: 25 })).toBe(`within 25${nb}mi of 77002`);
  });

  it("when nothing is searched, then only the count shows", () => {
    expect(resultsLine(2, true, false, null)).toBe("2 businesses");
  });
});
