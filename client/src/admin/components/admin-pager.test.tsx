// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { resetAfterEach } from "../../test/render";
import { AdminPager, showingText } from "./admin-pager";

resetAfterEach();

function showPager(page: number, totalCount: number, totalExact = true) {
  const onPage = vi.fn();
  const totalPages = Math.ceil(totalCount / 50);
  render(<AdminPager page={page} pageSize={50} totals={{ totalCount, totalPages, totalExact }} onPage={onPage} />);
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  const numbers = within(nav)
    .getAllByRole("button", { name: /^Page \d+$/ })
    .map((b) => Number(b.textContent));
  return { nav, numbers, onPage };
}

describe("admin pager window", () => {
  it.each([
    [1, [1, 2, 3, 4, 5]],
    [2, [1, 2, 3, 4, 5]],
    [6, [4, 5, 6, 7, 8]],
    [9, [6, 7, 8, 9, 10]],
    [10, [6, 7, 8, 9, 10]],
  ])("when on page %d of 10, then the numbered buttons are %j", (page, expected) => {
    const { nav, numbers } = showPager(page, 500);
    expect(numbers).toEqual(expected);
    expect(within(nav).getByRole("button", { name: `Page ${page}` })).toHaveAttribute("aria-current", "page");
    expect(
      within(nav)
        .getAllByRole("button")
        .filter((b) => b.hasAttribute("aria-current")),
    ).toHaveLength(1);
  });

  it("when there are only 3 pages, then 3 numbered buttons are shown", () => {
    expect(showPager(2, 120).numbers).toEqual([1, 2, 3]);
  });

  it("when on page 1, then Previous is disabled and Next asks for page 2", async () => {
    const { nav, onPage } = showPager(1, 500);
    expect(within(nav).getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(within(nav).getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it("when on the last page, then Next is disabled and Previous asks for the page before", async () => {
    const { nav, onPage } = showPager(10, 500);
    expect(within(nav).getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(within(nav).getByRole("button", { name: "Previous" }));
    expect(onPage).toHaveBeenCalledWith(9);
  });

  it("when a numbered button is clicked, then that page is asked for; the current one asks nothing", async () => {
    const { nav, onPage } = showPager(6, 500);
    await userEvent.click(within(nav).getByRole("button", { name: "Page 8" }));
    await userEvent.click(within(nav).getByRole("button", { name: "Page 6" }));
    expect(onPage.mock.calls).toEqual([[8]]);
  });

  it("when there is one page, then both neighbours are disabled", () => {
    const { nav, numbers } = showPager(1, 7);
    expect(numbers).toEqual([1]);
    expect(within(nav).getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(within(nav).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("when a broad search is on the last page it serves, then the range says there are more, and Next is disabled: a search serves no more", () => {
    const { nav, numbers } = showPager(20, 1000, false);
    expect(numbers).toEqual([16, 17, 18, 19, 20]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 951 to 1,000 of 1,000+ businesses");
    expect(within(nav).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("when there is nothing, then no pager is shown, only 'Showing 0 of 0 businesses'", () => {
    render(<AdminPager page={1} pageSize={50} totals={{ totalCount: 0, totalPages: 0, totalExact: true }} onPage={vi.fn()} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 0 of 0 businesses");
  });
});

describe("showingText", () => {
  it.each([
    [1, 120, "Showing 1 to 50 of 120 businesses"],
    [2, 120, "Showing 51 to 100 of 120 businesses"],
    [3, 120, "Showing 101 to 120 of 120 businesses"],
    [1, 7, "Showing 1 to 7 of 7 businesses"],
    [1, 1, "Showing 1 to 1 of 1 business"],
    [250, 1_234_567, "Showing 12,451 to 12,500 of 1,234,567 businesses"],
    [1, 0, "Showing 0 of 0 businesses"],
  ])("when on page %d of %d rows, then it reads %j", (page, total, text) => {
    expect(showingText(page, 50, total)).toBe(text);
  });

  it("when there are more rows than were counted, then the total reads as 'more than'", () => {
    expect(showingText(2, 50, 1000, false)).toBe("Showing 51 to 100 of 1,000+ businesses");
  });
});
