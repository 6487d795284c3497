// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Business } from "@shared/api";
import { json, stubApi } from "../test/api-stub";
import { visibleTrail } from "../test/breadcrumbs";
import { makeBusiness } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { BusinessDetailPage } from "./business-detail";

resetAfterEach();

async function showLoaded(overrides: Partial<Business>) {
  const business = makeBusiness(overrides);
  stubApi({ [`/api/businesses/slug/${business.slug}`]: () => json(business) });
  renderAt(`/details/${business.slug}`, <BusinessDetailPage slug={business.slug} />);
  await screen.findByRole("heading", { level: 1, name: business.name });
  return business;
}

const actionLinks = () => screen.queryByRole("list", { name: "Menu, booking and ordering" });

function expectExternal(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute("href", href);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "nofollow noopener noreferrer");
}

describe("detail: menu, reservation and order links", () => {
  it("when a restaurant has a menu, a reservation and an order link, then Menu, Reserve and Order online open them in a new tab", async () => {
    await showLoaded({
      categoryGroup: "restaurants",
      menuLink: "https://menus.example.com/corner",
      reservationLinks: ["https://www.opentable.com/r/corner"],
      orderLinks: ["https://order.example.com/corner"],
    });
    const links = within(actionLinks() as HTMLElement);
    expectExternal(links.getByRole("link", { name: "Menu" }), "https://menus.example.com/corner");
    expectExternal(links.getByRole("link", { name: "Reserve" }), "https://www.opentable.com/r/corner");
    expectExternal(links.getByRole("link", { name: "Order online" }), "https://order.example.com/corner");
  });

  it("when a barber's order link is also its booking link, then one Book online link is shown", async () => {
    const link = "https://barbers.example.com/book-now/";
    await showLoaded({ categoryGroup: "beauty-wellness", reservationLinks: [link], orderLinks: [link] });
    expect(
      within(actionLinks() as HTMLElement)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([["Book online", link]]);
  });

  it("when there are several links of one kind, then each is named with its site", async () => {
    await showLoaded({ categoryGroup: "restaurants", reservationLinks: ["https://www.opentable.com/r/1", "https://resy.com/cities/ny/1"] });
    const links = within(actionLinks() as HTMLElement);
    expect(links.getByRole("link", { name: "Reserve · opentable.com" })).toHaveAttribute("href", "https://www.opentable.com/r/1");
    expect(links.getByRole("link", { name: "Reserve · resy.com" })).toHaveAttribute("href", "https://resy.com/cities/ny/1");
  });

  it("when the business has no such links, then there is no list of them", async () => {
    await showLoaded({ menuLink: null, reservationLinks: null, orderLinks: [] });
    expect(actionLinks()).not.toBeInTheDocument();
  });

  it("when the business is closed for good, then it offers no menu, booking or ordering", async () => {
    await showLoaded({ businessStatus: "CLOSED_PERMANENTLY", menuLink: "https://menus.example.com/gone", orderLinks: ["https://order.example.com/gone"] });
    expect(actionLinks()).not.toBeInTheDocument();
  });
});

describe("detail: other hours", () => {
  it("when the business has delivery and holiday hours, then each kind is listed by day, weekdays Monday first", async () => {
    await showLoaded({
      openingHours: { Monday: "9AM-5PM" },
      otherHours: { Delivery: { Sunday: "12-8PM", Monday: "11AM-9PM" }, "Holiday hours": { "Christmas Day": "Closed" } },
    });
    const box = screen.getByRole("region", { name: "More Hours" });
    const delivery = within(box).getByRole("heading", { level: 3, name: "Delivery" }).nextElementSibling as HTMLElement;
    expect([...delivery.querySelectorAll("dt, dd")].map((e) => e.textContent)).toEqual(["Monday", "11AM-9PM", "Sunday", "12-8PM"]);
    const holidays = within(box).getByRole("heading", { level: 3, name: "Holiday hours" }).nextElementSibling as HTMLElement;
    expect([...holidays.querySelectorAll("dt, dd")].map((e) => e.textContent)).toEqual(["Christmas Day", "Closed"]);
    expect(screen.getByRole("region", { name: "Opening Hours" })).toBeInTheDocument();
  });

  it("when the business has no other hours, then no More Hours box is shown", async () => {
    await showLoaded({ openingHours: { Monday: "9AM-5PM" }, otherHours: null });
    expect(screen.queryByRole("region", { name: "More Hours" })).not.toBeInTheDocument();
  });
});

describe("detail: the trail and the town's category", () => {
  it("when the business has a town, then the trail runs home, the town, its group in that town, and ends at the business", async () => {
    await showLoaded({ name: "Lone Star Pizza", category: "Pizza restaurant", categoryGroup: "restaurants", city: "Houston", state: "TX" });
    expect(await visibleTrail()).toEqual([
      ["Home", "/"],
      ["Houston, TX", "/city/Houston,%20TX"],
      ["Restaurants", "/city/Houston,%20TX/restaurants"],
      ["Lone Star Pizza", "current"],
    ]);
  });

  it("when the business has no town, then the trail runs home, its group's page, the business", async () => {
    await showLoaded({ name: "Roaming Dentist", category: "Dentist", categoryGroup: "healthcare", city: null, state: null });
    expect(await visibleTrail()).toEqual([
      ["Home", "/"],
      ["Healthcare", "/category/healthcare"],
      ["Roaming Dentist", "current"],
    ]);
    expect(screen.queryByRole("link", { name: /^More / })).not.toBeInTheDocument();
  });

  it("when the business has a town, then a link offers more of its group in that town, named in lower case", async () => {
    await showLoaded({ categoryGroup: "beauty-wellness", city: "Winston & Salem", state: "NC" });
    expect(screen.getByRole("link", { name: "More beauty & wellness in Winston & Salem, NC" })).toHaveAttribute(
      "href",
      "/city/Winston%20%26%20Salem,%20NC/beauty-wellness",
    );
    expect(screen.getByRole("link", { name: "More businesses in Winston & Salem, NC" })).toHaveAttribute("href", "/city/Winston%20%26%20Salem,%20NC");
  });
});
