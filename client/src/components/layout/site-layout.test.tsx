// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PopularCity } from "@shared/api";
import { json, pending, stubApi } from "../../test/api-stub";
import { makeCity, statistics } from "../../test/fixtures";
import { renderAt, resetAfterEach } from "../../test/render";
import { SiteLayout } from "./site-layout";

resetAfterEach();

const cities: PopularCity[] = Array.from({ length: 12 }, (_, i) => makeCity(`Town ${i + 1}`, "OR", 1500 * (i + 1)));

function show(loaded: boolean) {
  stubApi({
    "/api/statistics": loaded ? () => json(statistics) : pending,
    "/api/cities/popular": loaded ? () => json(cities) : pending,
  });
  return renderAt(
    "/about",
    <SiteLayout>
      <p>Page body</p>
    </SiteLayout>,
  );
}

describe("footer", () => {
  it("when statistics are loading, then the statistics strip is absent", () => {
    show(false);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByText("Businesses")).not.toBeInTheDocument();
    expect(within(footer).queryByRole("term")).not.toBeInTheDocument();
  });

  it("when statistics load, then the strip shows full numbers with thousands separators", async () => {
    show(true);
    const footer = screen.getByRole("contentinfo");
    expect(await within(footer).findByText("1,234,567")).toBeInTheDocument();
    expect(within(footer).getByText("45,678")).toBeInTheDocument();
    expect(within(footer).getByText("2,400")).toBeInTheDocument();
  });

  it("when popular cities load, then the first 8 are listed with counts and a link to all cities", async () => {
    show(true);
    const nav = screen.getByRole("navigation", { name: "Popular Cities" });
    expect(await within(nav).findByRole("link", { name: "Town 1, OR (1,500)" })).toHaveAttribute("href", "/city/Town%201,%20OR");
    const links = within(nav).getAllByRole("link");
    expect(links).toHaveLength(9);
    expect(links.at(-1)).toHaveAttribute("href", "/cities");
  });

  it("when shown, then the copyright line carries the current year and links the sitemap", () => {
    show(false);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Main Street`))).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Sitemap" })).toHaveAttribute("href", "/sitemap.xml");
  });

  it("when the footer lists categories, then there are the spec's 8", () => {
    show(false);
    const nav = screen.getByRole("navigation", { name: "Popular Categories" });
    expect(within(nav).getAllByRole("link")).toHaveLength(8);
  });

  it("when the blurb is shown, then it is in American spelling", () => {
    show(false);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(/organized by city and category/)).toBeInTheDocument();
  });
});

describe("header", () => {
  it("when the Categories menu opens, then it ends with All categories, which opens the page of every category", async () => {
    const view = show(false);
    await userEvent.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("button", { name: "Categories" }));
    const all = await screen.findByRole("menuitem", { name: "All categories" });
    expect(screen.getAllByRole("menuitem").at(-1)).toBe(all);
    await userEvent.click(all);
    expect(view.currentUrl()).toBe("/categories");
  });
});

describe("mobile menu", () => {
  it("when a link in the menu is chosen, then the app navigates and the menu closes", async () => {
    const view = show(false);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    // The menu's code arrives on demand, so the panel shows a moment after the press.
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(menu).getByRole("link", { name: "Browse Businesses" }));
    expect(view.currentUrl()).toBe("/businesses");
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("when Escape is pressed, then the menu closes and focus goes back to the menu button", async () => {
    show(false);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(await screen.findByRole("button", { name: "Close menu" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus());
  });

  it("when the menu opens, then Tab goes from Close to Saved and then down the links, in the order they are drawn", async () => {
    show(false);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("button", { name: "Close menu" })).toHaveFocus();
    await userEvent.tab();
    expect(within(menu).getByRole("link", { name: "Saved" })).toHaveFocus();
    await userEvent.tab();
    expect(within(menu).getByRole("link", { name: "Home" })).toHaveFocus();
    // Nothing focusable is drawn before the element focus starts on.
    const focusable = [...menu.querySelectorAll("a[href], button")];
    expect(focusable[0]).toBe(within(menu).getByRole("button", { name: "Close menu" }));
  });
});
