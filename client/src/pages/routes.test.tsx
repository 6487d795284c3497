// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, json, paged, pending, stubApi } from "../test/api-stub";
import { makeBusiness } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { PublicRoutes } from "../app";

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
