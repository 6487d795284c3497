// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, paged, pending, stubApi, type Handler } from "../test/api-stub";
import { makeBusinesses } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { CityPage } from "./city";

resetAfterEach();

const stub = (handler: Handler) => stubApi({ "/api/city/Austin": handler, "/api/city/Atlantis": handler });

describe("City page", () => {
  it("when businesses load, then the title, the 'N Results' badge and the cards are shown", async () => {
    const businesses = makeBusinesses(20, { city: "Austin" });
    const api = stub(() => paged(businesses, 1234));
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    expect(await screen.findByText("1,234 Results")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Businesses in Austin");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: businesses[0]!.name })).toBeInTheDocument();
    expect(Object.fromEntries(api.requested("/api/city/Austin")[0]!.searchParams)).toEqual({ limit: "20", offset: "0" });
  });

  it("when one business is listed, then the page speaks of one result and one business", async () => {
    stub(() => paged(makeBusinesses(1, { city: "Austin", reviewCount: 1 }), 1));
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    expect(await screen.findByText("1 Result")).toBeInTheDocument();
    expect(screen.getByText("1 business listed in Austin")).toBeInTheDocument();
    expect(screen.getByText("(1 review)")).toBeInTheDocument();
  });

  it("when there are 45 results on page 2, then it asks for offset 20 and the pager links pages 1 and 3", async () => {
    const api = stub(() => paged(makeBusinesses(20, { city: "Austin" }), 45));
    renderAt("/city/Austin?page=2", <CityPage cityName="Austin" />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByText("Page 2 of 3")).toBeInTheDocument();
    expect(within(pager).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/city/Austin");
    expect(within(pager).getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/city/Austin?page=3");
    expect(api.requested("/api/city/Austin")[0]!.searchParams.get("offset")).toBe("20");
  });

  it("when the city name holds spaces and &, then the request and the pager links are encoded", async () => {
    const name = "Winston & Salem";
    const path = `/api/city/${encodeURIComponent(name)}`;
    const api = stubApi({ [path]: () => paged(makeBusinesses(20, { city: name }), 30) });
    renderAt(`/city/${encodeURIComponent(name)}`, <CityPage cityName={name} />);
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(api.requested(path)).toHaveLength(1);
    expect(within(pager).getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/city/Winston%20%26%20Salem?page=2");
  });

  it("when the list is loading, then a busy skeleton is shown under the title", () => {
    stub(pending);
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Businesses in Austin");
    expect(screen.getByRole("list", { name: "Loading businesses" })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText(/Results$/)).not.toBeInTheDocument();
  });

  it("when the city has no businesses, then the spec's empty text is shown", async () => {
    stub(() => paged([], 0));
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    expect(await screen.findByRole("heading", { name: "No businesses found" })).toBeInTheDocument();
    expect(screen.getByText("There are no businesses listed in Austin yet.")).toBeInTheDocument();
    expect(screen.getByText("0 Results")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("when the city is unknown (404), then City Not Found links back home", async () => {
    stub(() => failure(404, "City not found"));
    renderAt("/city/Atlantis", <CityPage cityName="Atlantis" />);
    expect(await screen.findByRole("heading", { level: 1, name: "City Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("when the request fails, then City Not Found is shown and the page is not indexed", async () => {
    stub(() => failure(500));
    renderAt("/city/Austin", <CityPage cityName="Austin" />);
    await screen.findByRole("heading", { level: 1, name: "City Not Found" });
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"));
  });
});
