// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { failure, json, paged, stubApi } from "../test/api-stub";
import { makeBusiness, makeSearchInfo } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { BrowsePage } from "./browse";
import { BusinessDetailPage } from "./business-detail";
import { CategoryPage } from "./category";

resetAfterEach();

const business = makeBusiness({ name: "Rosa's Bakery", slug: "rosas-bakery-x1", category: "Bakery", categorySlug: "bakery" });

/** Each page whose subject may be missing: its API path, a good answer, the page, and its two headings. */
const pages: {
  name: string;
  api: string;
  ok: () => Response;
  page: ReactElement;
  url: string;
  notFound: string;
  couldNotLoad: string;
  loaded: string;
}[] = [
  {
    name: "detail page",
    api: `/api/businesses/slug/${business.slug}`,
    ok: () => json(business),
    page: <BusinessDetailPage slug={business.slug} />,
    url: `/details/${business.slug}`,
    notFound: "Business Not Found",
    couldNotLoad: "This business could not be loaded",
    loaded: "Rosa's Bakery",
  },
  {
    name: "category page",
    api: "/api/category/bakery",
    ok: () => paged([business], 1),
    page: <CategoryPage slug="bakery" />,
    url: "/category/bakery",
    notFound: "Category Not Found",
    couldNotLoad: "This category could not be loaded",
    loaded: "Bakery",
  },
];

describe.each(pages)("the $name when its API fails", ({ api, ok, page, url, notFound, couldNotLoad, loaded }) => {
  it("when the API answers 503, then it says the page could not be loaded, not that anything was removed", async () => {
    stubApi({ [api]: () => failure(503, "Service Unavailable") });
    renderAt(url, page);
    expect(await screen.findByRole("heading", { level: 1, name: couldNotLoad })).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded right now/)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: notFound })).not.toBeInTheDocument();
    expect(screen.queryByText(/removed|does not exist|could not find/i)).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"));
  });

  it("when Try again is pressed and the API has recovered, then the page shows what it asked for", async () => {
    let answer = () => failure(503);
    const stub = stubApi({ [api]: () => answer() });
    renderAt(url, page);
    const retry = await screen.findByRole("button", { name: "Try again" });
    answer = ok;
    await userEvent.click(retry);
    expect(await screen.findByRole("heading", { level: 1, name: loaded })).toBeInTheDocument();
    expect(stub.requested(api)).toHaveLength(2);
  });

  it("when Try again is pressed and the API still fails, then the message stays with its button", async () => {
    const stub = stubApi({ [api]: () => failure(500) });
    renderAt(url, page);
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(stub.requested(api)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled());
    expect(screen.getByRole("heading", { level: 1, name: couldNotLoad })).toBeInTheDocument();
  });

  it("when the API answers 404, then the page's own not-found view is shown, with no Try again", async () => {
    stubApi({ [api]: () => failure(404, "Not found") });
    renderAt(url, page);
    expect(await screen.findByRole("heading", { level: 1, name: notFound })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });
});

describe("Browse when the list's API fails", () => {
  const answers = (businesses: () => Response) => stubApi({ "/api/businesses": businesses, "/api/categories": () => json([]) });

  it("when the API answers 503, then the list says it could not be loaded and keeps the page's heading and filters", async () => {
    answers(() => failure(503, "Service Unavailable"));
    renderAt("/businesses?q=pizza", <BrowsePage />);
    expect(await screen.findByRole("heading", { level: 2, name: "Error Loading Businesses" })).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded right now/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Browse All Businesses" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  });

  it("when Try again is pressed and the API has recovered, then the results show", async () => {
    let answer = () => failure(503);
    const stub = answers(() => answer());
    renderAt("/businesses?q=pizza", <BrowsePage />);
    const retry = await screen.findByRole("button", { name: "Try again" });
    answer = () => json({ businesses: [business], totalCount: 1, totalPages: 1, totalExact: true, search: makeSearchInfo() });
    await userEvent.click(retry);
    expect(await screen.findByRole("link", { name: "Rosa's Bakery" })).toBeInTheDocument();
    expect(stub.requested("/api/businesses")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });
});
