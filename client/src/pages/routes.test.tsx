// @vitest-environment jsdom
import path from "node:path";
import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, json, paged, pending, stubApi } from "../test/api-stub";
import { makeBusiness } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { pageRoutes } from "@shared/page-routes";
import { pageViews, PublicRoutes } from "../app";

resetAfterEach();

describe("public routes", () => {
  it("when the path is unknown, then the 404 page links back home", async () => {
    stubApi({});
    renderAt("/no/such/page", <PublicRoutes />);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"));
  });

  it("when a city name holds an encoded &, then the page and the request get the decoded name", async () => {
    // The name's lookup is left pending: its answer is not what this test is about, and a failed one would replace the page.
    const api = stubApi({
      "/api/city/Winston%26Salem": () => paged([makeBusiness({ city: "Winston&Salem" })], 1),
      "/api/city/Winston%26Salem/places": pending,
    });
    renderAt("/city/Winston%26Salem", <PublicRoutes />);
    expect(await screen.findByRole("heading", { level: 1, name: "Businesses in Winston&Salem" })).toBeInTheDocument();
    // The heading comes from the path; the request may leave a moment later on a busy machine.
    await waitFor(() => expect(api.requested("/api/city/Winston%26Salem")).toHaveLength(1));
  });

  it("when a city name holds a space, then it is decoded once", async () => {
    const api = stubApi({ "/api/city/New%20York": pending, "/api/city/New%20York/places": pending });
    renderAt("/city/New%20York", <PublicRoutes />);
    expect(await screen.findByRole("heading", { level: 1, name: "Businesses in New York" })).toBeInTheDocument();
    // The heading comes from the path; the request may leave a moment later on a busy machine.
    await waitFor(() => expect(api.requested("/api/city/New%20York")).toHaveLength(1));
  });

  it("when /details/{slug} is opened, then the detail page asks for that slug", async () => {
    const business = makeBusiness({ slug: "joes-pizza-abc1234", name: "Joe's Pizza" });
    stubApi({ "/api/businesses/slug/joes-pizza-abc1234": () => json(business) });
    renderAt("/details/joes-pizza-abc1234", <PublicRoutes />);
    expect(await screen.findByRole("heading", { level: 1, name: "Joe's Pizza" })).toBeInTheDocument();
  });

  it("when /category/{slug} fails, then the category's not-found view is shown", async () => {
    stubApi({ "/api/category/nothing-here": () => failure(404) });
    renderAt("/category/nothing-here", <PublicRoutes />);
    expect(await screen.findByRole("heading", { level: 1, name: "Category Not Found" })).toBeInTheDocument();
  });
});

describe("the page-route table and the client", () => {
  it("when the client's pages are set beside the table's, then each side has every page of the other", () => {
    expect(Object.keys(pageViews).sort()).toEqual([...new Set(pageRoutes.map((r) => r.page))].sort());
  });

  it.each(pageRoutes.map((route) => [route.pattern, route] as const))(
    "when the page at %s loads its code, then it is the module the table names, which the server preloads",
    async (_, route) => {
      const view = pageViews[route.page];
      if (route.chunk === undefined) return expect(view.page).toBeUndefined();
      const loaded = (await view.page?.load()) as { default: unknown } | undefined;
      const module = (await import(/* @vite-ignore */ path.resolve(import.meta.dirname, "../..", route.chunk))) as Record<string, unknown>;
      expect(Object.values(module)).toContain(loaded?.default);
    },
  );
});
