// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CategoryCities } from "@shared/api";
import { failure, json, paged, pending, stubApi, type Handler } from "../test/api-stub";
import { visibleTrail } from "../test/breadcrumbs";
import { makeBusinesses } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { CategoryPage, categoryTitle } from "./category";

resetAfterEach();

function stub(slug: string, handler: Handler) {
  return stubApi({ [`/api/category/${slug}`]: handler });
}

describe("categoryTitle", () => {
  it.each([
    ["restaurants", "Restaurants"],
    ["beauty-wellness", "Beauty & Wellness"],
    ["italian-restaurant", "Italian Restaurant"],
    ["auto--glass-", "Auto Glass"],
  ])("when the slug is %s, then the title is %s", (slug, title) => {
    expect(categoryTitle(slug)).toBe(title);
  });
});

describe("Category page", () => {
  it("when a group's businesses load, then the group name and its count, said as on city and browse pages, are shown", async () => {
    const api = stub("restaurants", () => paged(makeBusinesses(20), 1500));
    renderAt("/category/restaurants", <CategoryPage slug="restaurants" />);
    expect(await screen.findByText("1,500 businesses listed in Restaurants")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Restaurants");
    expect(Object.fromEntries(api.requested("/api/category/restaurants")[0]!.searchParams)).toEqual({ limit: "20", offset: "0" });
    expect(screen.getByText("Page 1 of 75")).toBeInTheDocument();
  });

  it("when a fine category loads, then the title is the category's own name", async () => {
    stub("italian-restaurant", () => paged(makeBusinesses(2, { category: "Italian restaurant" }), 2));
    renderAt("/category/italian-restaurant", <CategoryPage slug="italian-restaurant" />);
    expect(await screen.findByText("2 businesses listed in Italian restaurant")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Italian restaurant");
  });

  it("when a group's page is open at any page, then the trail runs home, all categories, the group, and the head gives the same steps", async () => {
    stub("restaurants", () => paged(makeBusinesses(20), 45));
    renderAt("/category/restaurants?page=2", <CategoryPage slug="restaurants" />);
    expect(await visibleTrail()).toEqual([
      ["Home", "/"],
      ["All Categories", "/categories"],
      ["Restaurants", "current"],
    ]);
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const trail = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(trail).toMatchObject({ "@context": "https://schema.org", "@type": "BreadcrumbList" });
    expect(trail.itemListElement.map((step: { name: string; item: string }) => [step.name, step.item])).toEqual([
      ["Home", "https://main-street.example/"],
      ["All Categories", "https://main-street.example/categories"],
      ["Restaurants", "https://main-street.example/category/restaurants"],
    ]);
  });

  it("when a fine category loads, then its trail ends at the category's own name", async () => {
    stub("italian-restaurant", () => paged(makeBusinesses(2, { category: "Italian restaurant" }), 2));
    renderAt("/category/italian-restaurant", <CategoryPage slug="italian-restaurant" />);
    await screen.findByText("2 businesses listed in Italian restaurant");
    expect((await visibleTrail()).at(-1)).toEqual(["Italian restaurant", "current"]);
  });

  it("when on page 3 of 3, then it asks for offset 40 and Previous links page 2", async () => {
    const api = stub("healthcare", () => paged(makeBusinesses(5), 45));
    renderAt("/category/healthcare?page=3", <CategoryPage slug="healthcare" />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByText("Page 3 of 3")).toBeInTheDocument();
    expect(within(pager).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/category/healthcare?page=2");
    expect(within(pager).queryByRole("link", { name: /Next/ })).not.toBeInTheDocument();
    expect(api.requested("/api/category/healthcare")[0]!.searchParams.get("offset")).toBe("40");
  });

  it("when the list is loading, then a busy skeleton is shown and no count yet", () => {
    stub("restaurants", pending);
    renderAt("/category/restaurants", <CategoryPage slug="restaurants" />);
    expect(screen.getByRole("list", { name: "Loading businesses" })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText(/businesses listed in/)).not.toBeInTheDocument();
  });

  it("when the category is empty, then it says so and offers Browse All Categories", async () => {
    stub("restaurants", () => paged([], 0));
    renderAt("/category/restaurants", <CategoryPage slug="restaurants" />);
    expect(await screen.findByRole("heading", { name: "No businesses found in Restaurants" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse All Categories" })).toHaveAttribute("href", "/businesses");
  });

  it("when a fine category is empty, then its title comes from the slug", async () => {
    stub("vegan-bakery", () => paged([], 0));
    renderAt("/category/vegan-bakery", <CategoryPage slug="vegan-bakery" />);
    expect(await screen.findByRole("heading", { name: "No businesses found in Vegan Bakery" })).toBeInTheDocument();
  });

  it("when the category is unknown (404), then Category Not Found is the page's heading", async () => {
    stub("no-such-thing", () => failure(404, "Category not found"));
    renderAt("/category/no-such-thing", <CategoryPage slug="no-such-thing" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Category Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse All Categories" })).toHaveAttribute("href", "/businesses");
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"));
  });
});

describe("Category page past the last page", () => {
  it("when the page is past the end, then the last page takes its place in the address without a new history entry", async () => {
    const api = stub("restaurants", (url) => paged(url.searchParams.get("offset") === "40" ? makeBusinesses(5) : [], 45));
    const view = renderAt("/category/restaurants?page=99", <CategoryPage slug="restaurants" />);
    await waitFor(() => expect(view.currentUrl()).toBe("/category/restaurants?page=3"));
    expect(view.navigations()).toBe(0);
    expect(await screen.findAllByRole("link", { name: /^View details for / })).toHaveLength(5);
    expect(api.requested("/api/category/restaurants")).toHaveLength(2);
    expect(screen.queryByRole("heading", { name: /No businesses found/ })).not.toBeInTheDocument();
  });
});

describe("Category page canonical", () => {
  it.each(["RESTAURANTS", "Bar & grill", "bar-&-grill"])("when opened as %s, then the canonical link is the one slug", async (slug) => {
    const canonical = slug === "RESTAURANTS" ? "/category/restaurants" : "/category/bar-and-grill";
    stub(encodeURIComponent(slug), () => paged(makeBusinesses(2, { category: "Bar & grill" }), 2));
    renderAt(`/category/${encodeURIComponent(slug)}`, <CategoryPage slug={slug} />);
    await waitFor(() => expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(new RegExp(`${canonical}$`)));
  });

  it("when one business is listed, then the count says one business", async () => {
    stub("florist", () => paged(makeBusinesses(1, { category: "Florist" }), 1));
    renderAt("/category/florist", <CategoryPage slug="florist" />);
    expect(await screen.findByText("1 business listed in Florist")).toBeInTheDocument();
  });
});

describe("Category page's top towns", () => {
  const towns: CategoryCities = {
    category: { slug: "restaurants", label: "Restaurants", kind: "group" },
    towns: [
      { label: "Houston, TX", path: "/city/Houston,%20TX/restaurants", businessCount: 1500 },
      { label: "Portland, ME", path: "/city/Portland,%20ME/restaurants", businessCount: 1 },
    ],
  };

  it("when the category's towns load, then each links the category's page in that town with its count, after the list", async () => {
    const api = stubApi({ "/api/category/restaurants": () => paged(makeBusinesses(3), 3), "/api/category/restaurants/cities": () => json(towns) });
    renderAt("/category/restaurants", <CategoryPage slug="restaurants" />);
    const section = await screen.findByRole("region", { name: "Top towns for Restaurants" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Houston, TX 1,500 businesses", "/city/Houston,%20TX/restaurants"],
      ["Portland, ME 1 business", "/city/Portland,%20ME/restaurants"],
    ]);
    expect(links[0]).toHaveAccessibleName("Houston, TX 1,500 businesses");
    const firstCard = screen.getAllByRole("link", { name: /^View details for / })[0]!;
    expect(firstCard.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.requested("/api/category/restaurants/cities")).toHaveLength(1);
  });

  it("when the category's towns fail (503), then the businesses are shown and no section, nor any error, for them", async () => {
    const api = stubApi({ "/api/category/restaurants": () => paged(makeBusinesses(3), 3), "/api/category/restaurants/cities": () => failure(503) });
    renderAt("/category/restaurants", <CategoryPage slug="restaurants" />);
    expect(await screen.findByText("3 businesses listed in Restaurants")).toBeInTheDocument();
    expect(api.requested("/api/category/restaurants/cities")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("heading", { name: /Top towns/ })).not.toBeInTheDocument());
    expect(screen.queryByRole("heading", { name: /could not be loaded/ })).not.toBeInTheDocument();
  });
});
