// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Business } from "@shared/api";
import { json, stubApi } from "../test/api-stub";
import { makeBusiness, site } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { BusinessDetailPage } from "./business-detail";

resetAfterEach();

async function showLoaded(overrides: Partial<Business>) {
  const business = makeBusiness(overrides);
  stubApi({ [`/api/businesses/slug/${business.slug}`]: () => json(business), "/api/site": () => json(site) });
  renderAt(`/details/${business.slug}`, <BusinessDetailPage slug={business.slug} />);
  await screen.findByRole("heading", { level: 1, name: business.name });
  return business;
}

const hoursRows = () =>
  within(screen.getByRole("region", { name: "Opening Hours" }))
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe("detail: phone", () => {
  it.each(['=HYPERLINK("http://evil.example.com","call")', "call us", "12"])(
    "when the stored phone is %j, not a dialable number, then there is no Call Now, no tel: link and no phone shown",
    async (phone) => {
      await showLoaded({ phone });
      expect(screen.queryByRole("link", { name: "Call Now" })).not.toBeInTheDocument();
      expect(document.querySelector('a[href^="tel:"]')).toBeNull();
      expect(screen.queryByText(phone)).not.toBeInTheDocument();
    },
  );

  it("when the phone has a country code and an extension, then Call Now dials both", async () => {
    await showLoaded({ phone: "+1 (512) 555-0100 ext. 7" });
    expect(screen.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+15125550100;ext=7");
  });
});

describe("detail: opening hours", () => {
  it("when some days have no hours, then all seven are listed, Monday first, the missing ones as Hours not listed", async () => {
    await showLoaded({ openingHours: { Sunday: "Closed", Monday: "9AM-5PM", Wednesday: "9AM-5PM" } });
    expect(hoursRows()).toEqual([
      ["Monday", "9AM-5PM"],
      ["Tuesday", "Hours not listed"],
      ["Wednesday", "9AM-5PM"],
      ["Thursday", "Hours not listed"],
      ["Friday", "Hours not listed"],
      ["Saturday", "Hours not listed"],
      ["Sunday", "Closed"],
    ]);
  });

  it("when a stored day's hours cannot be read, then that day shows Hours not listed, not the text", async () => {
    await showLoaded({ openingHours: { Monday: "9AM-5PM", Tuesday: "nonsense" } });
    expect(hoursRows()[1]).toEqual(["Tuesday", "Hours not listed"]);
    expect(screen.queryByText("nonsense")).not.toBeInTheDocument();
  });

  it("when no day's hours can be read, then there is no Opening Hours box", async () => {
    await showLoaded({ openingHours: { Tuesday: "nonsense" } });
    expect(screen.queryByRole("region", { name: "Opening Hours" })).not.toBeInTheDocument();
  });
});
