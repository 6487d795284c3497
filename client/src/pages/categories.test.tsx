// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CategorySummary } from "@shared/api";
import { failure, json, stubApi } from "../test/api-stub";
import { renderAt, resetAfterEach } from "../test/render";
import { PublicRoutes } from "../app";

resetAfterEach();

const categories: CategorySummary[] = [
  { category: "Pizza restaurant", slug: "pizza-restaurant", group: "restaurants", businessCount: 1200 },
  { category: "Dentist", slug: "dentist", group: "healthcare", businessCount: 40 },
  { category: "Bakery", slug: "bakery", group: "restaurants", businessCount: 80 },
  { category: "Florist", slug: "florist", group: "shopping", businessCount: 1 },
];

describe("All categories page", () => {
  it("when the categories load, then each is linked with its count under its group, groups in the site's order", async () => {
    stubApi({ "/api/categories": () => json(categories) });
    renderAt("/categories", <PublicRoutes />);
    expect(await screen.findByRole("heading", { level: 1, name: "All Categories" })).toBeInTheDocument();
    expect(await screen.findByText("4 categories with listed businesses")).toBeInTheDocument();
    const groups = screen.getAllByRole("region");
    expect(groups.map((g) => within(g).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Restaurants (1,280 businesses)",
      "Healthcare (40 businesses)",
      "Shopping (1 business)",
    ]);
    const restaurants = within(groups[0]!).getAllByRole("listitem");
    expect(restaurants.map((item) => item.textContent)).toEqual(["Bakery (80)", "Pizza restaurant (1,200)"]);
    expect(within(groups[0]!).getByRole("link", { name: "Restaurants" })).toHaveAttribute("href", "/category/restaurants");
    expect(within(groups[2]!).getByRole("link", { name: "Florist" })).toHaveAttribute("href", "/category/florist");
    await waitFor(() => expect(document.title).toBe("All Categories | Main Street"));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/categories$/);
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain('"All Categories"');
  });

  it("when the API fails, then Try again asks once more and shows the list", async () => {
    let answer = () => failure(503);
    const api = stubApi({ "/api/categories": () => answer() });
    renderAt("/categories", <PublicRoutes />);
    const retry = await screen.findByRole("button", { name: "Try again" });
    answer = () => json(categories);
    await userEvent.click(retry);
    expect(await screen.findByRole("link", { name: "Dentist" })).toHaveAttribute("href", "/category/dentist");
    expect(api.requested("/api/categories")).toHaveLength(2);
  });
});
