import { describe, expect, it } from "vitest";
import { compactCount, countOf, fullCount } from "./format";

describe("compactCount", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1k"],
    [12_345, "12k"],
    [999_000, "999k"],
    [1_000_000, "1.0M"],
    [2_500_000, "2.5M"],
    [12_340_000, "12.3M"],
  ])("when the count is %d, then it reads %s", (value, expected) => {
    expect(compactCount(value)).toBe(expected);
  });
});

describe("fullCount", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1234567, "1,234,567"],
    [-1234, "-1,234"],
    [1_000_000_000, "1,000,000,000"],
  ])("when the count is %d, then it reads %s with thousands separators", (value, expected) => {
    expect(fullCount(value)).toBe(expected);
  });
});

describe("compactCount near a million", () => {
  it("when a count would round to 1000k, then it shows as 1.0M instead", () => {
    expect(compactCount(999_499)).toBe("999k");
    expect(compactCount(999_999)).toBe("1.0M");
  });
});

describe("countOf", () => {
  it.each([
    [0, "0 businesses"],
    [1, "1 business"],
    [2, "2 businesses"],
    [1234, "1,234 businesses"],
  ])("when the count is %d, then it reads %s", (count, text) => {
    expect(countOf(count, "business", "businesses")).toBe(text);
  });

  it("when the noun takes an s, then the plural is made from it, and an inexact total is always plural", () => {
    expect(countOf(1, "review")).toBe("1 review");
    expect(countOf(3, "review")).toBe("3 reviews");
    expect(countOf(1000, "business", "businesses", false)).toBe("1,000+ businesses");
  });
});
