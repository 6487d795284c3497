import { describe, expect, it } from "vitest";
import { compactCount, fullCount } from "@shared/format";

describe("compactCount (statistic tiles)", () => {
  it.each([
    [7, "7"],
    [999, "999"],
    [1_000, "1k"],
    [1_499, "1k"],
    [45_678, "46k"],
    [500_000, "500k"],
    [1_000_000, "1.0M"],
    [1_234_567, "1.2M"],
    [1_260_000, "1.3M"],
    [25_000_000, "25.0M"],
  ])("when the count is %d, then the tile reads %s", (value, expected) => {
    expect(compactCount(value)).toBe(expected);
  });

  it("when the count is in thousands, then there is never a decimal", () => {
    for (const value of [1_001, 12_345, 99_999, 654_321]) expect(compactCount(value)).toMatch(/^\d+k$/);
  });

  it("when the count is in millions, then there is exactly one decimal", () => {
    for (const value of [1_000_001, 9_999_999, 123_456_789]) expect(compactCount(value)).toMatch(/^\d+\.\dM$/);
  });
});

describe("fullCount (locale thousands separators)", () => {
  it.each([
    [0, "0"],
    [42, "42"],
    [1_000, "1,000"],
    [12_345, "12,345"],
    [12_345_678, "12,345,678"],
  ])("when the count is %d, then it reads %s", (value, expected) => {
    expect(fullCount(value)).toBe(expected);
  });
});
