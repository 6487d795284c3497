import { describe, expect, it } from "vitest";
import { pageWindow } from "./paging";

describe("pageWindow", () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [6, 10, [4, 5, 6, 7, 8]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
  ])("when on page %d of %d, then the buttons are %j", (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it("when the total is large, then there are never more than 5 buttons and the current page is among them", () => {
    for (let current = 1; current <= 40; current++) {
      const window = pageWindow(current, 40);
      expect(window).toHaveLength(5);
      expect(window).toContain(current);
      expect(window[0]).toBeGreaterThanOrEqual(1);
      expect(window.at(-1)).toBeLessThanOrEqual(40);
    }
  });
});
