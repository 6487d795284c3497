// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Business, NearbyBusiness } from "@shared/api";
import { failure, json, pending, stubApi, type Handler } from "../test/api-stub";
import { makeBusiness } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { PublicRoutes } from "../app";

resetAfterEach();
afterEach(() => sessionStorage.clear());

const placed = { latitude: 30.2672, longitude: -97.7431 };

function nearbyOf(business: Business, miles: number): NearbyBusiness {
  const { id, name, slug, category, categoryGroup, city, state, rating, reviewCount, businessStatus, source } = business;
  return { id, name, slug, category, categoryGroup, city, state, rating, reviewCount, businessStatus, source, photo: null, distanceMiles: miles };
}

async function showDetail(business: Business, handlers: Record<string, Handler> = {}, from = `/details/${business.slug}`) {
  const api = stubApi({
    [`/api/businesses/slug/${business.slug}`]: () => json(business),
    [`/api/businesses/${business.id}/nearby`]: () => json([]),
    ...handlers,
  });
  const view = renderAt(from, <PublicRoutes />);
  if (from !== `/details/${business.slug}`) view.navigate(`/details/${business.slug}`);
  await screen.findByRole("heading", { level: 1, name: business.name });
  return { api, view };
}

describe("directions", () => {
  it("when the business has coordinates and a place id, then Directions and Get directions open Google Maps there", async () => {
    await showDetail(makeBusiness({ ...placed, placeId: "ChIJ123" }));
    const expected = "https://www.google.com/maps/dir/?api=1&destination=30.2672,-97.7431&destination_place_id=ChIJ123";
    expect(screen.getByRole("link", { name: /^Directions/ })).toHaveAttribute("href", expected);
    expect(screen.getByRole("link", { name: /^Get directions/ })).toHaveAttribute("href", expected);
  });

  it("when a sample business has only an address, then Directions leads to the address without its made-up place id", async () => {
    await showDetail(makeBusiness({ source: "sample", address: "12 Elm St, Austin, TX 78701", placeId: "ms00001-sample" }));
    expect(screen.getByRole("link", { name: /^Directions/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=12%20Elm%20St%2C%20Austin%2C%20TX%2078701",
    );
  });

  it("when the business has neither coordinates nor an address, then there is no Directions link", async () => {
    await showDetail(makeBusiness({ address: null }));
    expect(screen.queryByRole("link", { name: /directions/i })).not.toBeInTheDocument();
  });
});

describe("nearby and similar", () => {
  it("when others of the group are near, then they are cards nearest first, each with its distance", async () => {
    const business = makeBusiness(placed);
    const near = [makeBusiness({ name: "Closest Cafe" }), makeBusiness({ name: "Further Deli" })];
    await showDetail(business, {
      [`/api/businesses/${business.id}/nearby`]: () => json([nearbyOf(near[0] as Business, 0.4), nearbyOf(near[1] as Business, 2.4)]),
    });
    const section = await screen.findByRole("region", { name: "Nearby and similar" });
    const cards = await within(section).findAllByRole("link");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Closest Cafe", "Further Deli"]);
    expect(cards[0]).toHaveAttribute("href", `/details/${near[0]?.slug}`);
    expect(cards[1]).toHaveTextContent("2.4 mi");
  });

  it("when none are near, then the section says so", async () => {
    await showDetail(makeBusiness(placed));
    expect(await screen.findByText(/No other businesses in Restaurants are listed within 10 miles/)).toBeInTheDocument();
  });

  it("when none are near a business of a group whose name is no plural, then the sentence still reads", async () => {
    await showDetail(makeBusiness({ ...placed, category: "Dentist", categorySlug: "dentist", categoryGroup: "healthcare" }));
    expect(await screen.findByText(/No other businesses in Healthcare are listed within 10 miles/)).toBeInTheDocument();
    expect(screen.getByText("Other businesses in Healthcare within 10 miles, nearest first.")).toBeInTheDocument();
  });

  it("when the list is still loading, then the business's own page is already shown", async () => {
    const business = makeBusiness(placed);
    await showDetail(business, { [`/api/businesses/${business.id}/nearby`]: pending });
    expect(screen.getByLabelText("Loading nearby businesses")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Get in Touch" })).toBeInTheDocument();
  });

  it("when the list fails, then the section stays away and the page is whole", async () => {
    const business = makeBusiness(placed);
    await showDetail(business, { [`/api/businesses/${business.id}/nearby`]: () => failure(503) });
    await waitFor(() => expect(screen.queryByLabelText("Loading nearby businesses")).not.toBeInTheDocument());
    expect(screen.queryByRole("region", { name: "Nearby and similar" })).not.toBeInTheDocument();
  });

  it("when the business has no coordinates, then no list is asked for", async () => {
    const business = makeBusiness();
    const { api } = await showDetail(business);
    expect(api.requested(`/api/businesses/${business.id}/nearby`)).toHaveLength(0);
    expect(screen.queryByRole("region", { name: "Nearby and similar" })).not.toBeInTheDocument();
  });
});

describe("back to search", () => {
  const back = () => screen.getByRole("link", { name: "Back to Search" });

  it("when no list was shown in this tab, then Back to Search goes home", async () => {
    await showDetail(makeBusiness());
    expect(back()).toHaveAttribute("href", "/");
  });

  it.each(["/businesses?q=pizza%20place&location=Austin&page=2", "/city/Austin,%20TX", "/city/Winston%26Salem", "/category/restaurants"])(
    "when the visitor came from %s, then Back to Search returns there",
    async (list) => {
      await showDetail(makeBusiness(), {}, list);
      expect(back()).toHaveAttribute("href", list);
    },
  );

  it("when another page came between the results and the business, then the results are still the way back", async () => {
    const business = makeBusiness();
    const { view } = await showDetail(business, {}, "/businesses?q=tacos");
    view.navigate("/about");
    view.navigate(`/details/${business.slug}`);
    await screen.findByRole("heading", { level: 1, name: business.name });
    expect(back()).toHaveAttribute("href", "/businesses?q=tacos");
  });
});
