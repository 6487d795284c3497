import { describe, expect, it } from "vitest";
import { pageCount } from "./paging";

describe("pageCount", () => {
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [45, 20, 3],
    [1000, 50, 20],
    // A list goes 10,000 results deep: the last page starts there.
    [30_000, 20, 501],
    [1_000_000, 50, 201],
  ])("when there are %d results in pages of %d, then there are %d pages", (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
