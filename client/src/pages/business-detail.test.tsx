// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Business, SiteInfo } from "@shared/api";
import { failure, json, pending, stubApi, type Handler } from "../test/api-stub";
import { weekdays } from "@shared/opening-hours";
import { makeBusiness, site } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { BusinessDetailPage } from "./business-detail";

resetAfterEach();

function show(business: Business, siteInfo: SiteInfo = site) {
  stubApi({ [`/api/businesses/slug/${business.slug}`]: () => json(business), "/api/site": () => json(siteInfo) });
  return renderAt(`/details/${business.slug}`, <BusinessDetailPage slug={business.slug} />);
}

async function showLoaded(overrides: Partial<Business> = {}, siteInfo: SiteInfo = site) {
  const business = makeBusiness(overrides);
  const view = show(business, siteInfo);
  await screen.findByRole("heading", { level: 1, name: business.name });
  return { business, view };
}

const everyDay = (hours: string) => Object.fromEntries(weekdays.map((day) => [day, hours]));

function stubFailing(handler: Handler) {
  stubApi({ "/api/businesses/slug/gone": handler });
  renderAt("/details/gone", <BusinessDetailPage slug="gone" />);
}

describe("detail states", () => {
  it("when the business is loading, then a busy skeleton is shown and no heading yet", () => {
    stubFailing(pending);
    expect(screen.getByLabelText("Loading business")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it.each([404, 400])("when the API answers %d, then Business Not Found links back home", async (status) => {
    stubFailing(() => failure(status, "Business not found"));
    expect(await screen.findByRole("heading", { level: 1, name: "Business Not Found" })).toBeInTheDocument();
    expect(screen.getByText(/does not exist or may have been removed/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("when opened by id, then it asks /api/businesses/{id}", async () => {
    const business = makeBusiness({ id: 42, name: "Forty Two Diner" });
    const api = stubApi({ "/api/businesses/42": () => json(business) });
    renderAt("/business/42", <BusinessDetailPage id="42" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Forty Two Diner" })).toBeInTheDocument();
    expect(api.requested("/api/businesses/42")).toHaveLength(1);
  });
});

describe("detail content", () => {
  it("when shown, then the name is the only h1 and the title and structured data are set", async () => {
    const { business } = await showLoaded({ name: "Lone Star Pizza" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe("Lone Star Pizza – Bakery in Austin, TX | Main Street"));
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(jsonLd["@context"]).toBe("https://schema.org");
    const [place, trail] = jsonLd["@graph"];
    expect(place).toMatchObject({ "@type": "Bakery", name: business.name, url: `https://main-street.example/details/${business.slug}` });
    expect(trail["@type"]).toBe("BreadcrumbList");
    expect(trail.itemListElement.map((step: { name: string; item: string }) => [step.name, step.item])).toEqual([
      ["Home", "https://main-street.example/"],
      ["Austin, TX", "https://main-street.example/city/Austin,%20TX"],
      ["Restaurants", "https://main-street.example/city/Austin,%20TX/restaurants"],
      ["Lone Star Pizza", `https://main-street.example/details/${business.slug}`],
    ]);
  });

  it("when the name, category and town are long, then the title leaves out the category and fits in 70 characters with the site's name", async () => {
    await showLoaded({ name: "Thomas & Brooks Home Cleaning", category: "House cleaning service", city: "Des Moines", state: "IA" });
    await waitFor(() => expect(document.title).toBe("Thomas & Brooks Home Cleaning in Des Moines, IA | Main Street"));
  });

  it("when the business has a phone, then Call Now is a tel: link", async () => {
    await showLoaded({ phone: "(512) 555-0100" });
    expect(screen.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:5125550100");
  });

  it("when the business has no phone, then there is no Call Now link", async () => {
    await showLoaded({ phone: null });
    expect(screen.queryByRole("link", { name: "Call Now" })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it("when the business is closed for good, then a banner says so and there is no Call Now or Verified", async () => {
    await showLoaded({ phone: "(512) 555-0100", isVerified: true, businessStatus: "CLOSED_PERMANENTLY", isOpen: null });
    expect(screen.getByText("Permanently closed.")).toBeInTheDocument();
    expect(screen.getByText(/has closed for good/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Call Now" })).not.toBeInTheDocument();
    expect(screen.queryByText("Verified")).not.toBeInTheDocument();
  });

  it("when the business is closed for now, then a banner says so and its phone still works", async () => {
    await showLoaded({ phone: "(512) 555-0100", businessStatus: "CLOSED_TEMPORARILY", isOpen: null });
    expect(screen.getByText("Temporarily closed.")).toBeInTheDocument();
    expect(screen.getByText(/Check that it has reopened/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:5125550100");
  });

  it("when the business is verified, then the Verified badge is shown", async () => {
    await showLoaded({ isVerified: true });
    expect(screen.getAllByText("Verified").length).toBeGreaterThan(0);
  });

  it("when the business is not verified, then no Verified badge is shown", async () => {
    await showLoaded({ isVerified: false });
    expect(screen.queryByText("Verified")).not.toBeInTheDocument();
  });

  it.each([
    ["Open 24 hours", "Open now", "Closed"],
    ["Closed", "Closed", "Open now"],
  ])("when every day's hours read %s, then it shows %s and not %s", async (hours, shown, hidden) => {
    // As the server answers for this minute; the hours decide from the next.
    const { business } = await showLoaded({ openingHours: everyDay(hours), isOpen: shown === "Open now" });
    const hero = within(screen.getByRole("heading", { level: 1, name: business.name }).closest("section") ?? document.body);
    expect(hero.getByText(shown)).toBeInTheDocument();
    expect(hero.queryByText(hidden)).not.toBeInTheDocument();
  });

  it("when the hours are unknown, then neither Open now nor Closed is shown, whatever the server said minutes ago", async () => {
    // Minutes after the page loaded, an answer kept from then no longer decides.
    vi.useFakeTimers({ now: performance.timeOrigin + 5 * 60_000, toFake: ["Date"] });
    try {
      await showLoaded({ openingHours: null, isOpen: true });
      expect(screen.queryByText("Open now")).not.toBeInTheDocument();
      expect(screen.queryByText("Closed")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("when the business has hours, then Opening Hours lists every day, Monday first", async () => {
    await showLoaded({ openingHours: { Sunday: "Closed", Monday: "9 AM–5 PM", Tuesday: "9 AM–5 PM" } });
    const box = screen.getByRole("region", { name: "Opening Hours" });
    expect(
      within(box)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(within(box).getAllByText("9 AM–5 PM")).toHaveLength(2);
  });

  it.each([null, {}])("when the hours are %j, then there is no Opening Hours box", async (openingHours) => {
    await showLoaded({ openingHours });
    expect(screen.queryByRole("heading", { name: "Opening Hours" })).not.toBeInTheDocument();
  });

  it("when the business has a town, then a link leads to that town's page in its own state", async () => {
    await showLoaded({ city: "Portland", state: "ME" });
    expect(screen.getByRole("link", { name: "More businesses in Portland, ME" })).toHaveAttribute("href", "/city/Portland,%20ME");
  });
});

describe("reviews", () => {
  it("when there are no reviews, then it says none are recorded and invents none", async () => {
    await showLoaded({ rating: null, reviewCount: 0 });
    const reviews = screen.getByRole("region", { name: "Customer Reviews" });
    expect(within(reviews).getByText("No reviews have been recorded for this business yet.")).toBeInTheDocument();
    expect(within(reviews).queryByRole("article")).not.toBeInTheDocument();
    expect(within(reviews).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("when there is a rating, then it shows it to one decimal with the count", async () => {
    await showLoaded({ rating: 4, reviewCount: 1234 });
    const reviews = screen.getByRole("region", { name: "Customer Reviews" });
    expect(within(reviews).getByText("4.0")).toBeInTheDocument();
    expect(within(reviews).getByText("Based on 1,234 reviews")).toBeInTheDocument();
    expect(within(reviews).getByRole("img", { name: "Rated 4.0 out of 5" })).toBeInTheDocument();
  });

  it("when there is a reviews link, then a link to read them opens in a new tab", async () => {
    await showLoaded({ reviewsLink: "https://maps.example/reviews/1" });
    const link = screen.getByRole("link", { name: /Read the reviews/ });
    expect(link).toHaveAttribute("href", "https://maps.example/reviews/1");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });
});

describe("hero image and sample listings", () => {
  const heroImage = () => document.querySelector("section img");

  it("when there are no photos, then the hero uses the bundled image of the category group", async () => {
    await showLoaded({ photos: [], categoryGroup: "auto-services" });
    expect(heroImage()).toHaveAttribute("src", "/images/categories/auto-services.svg");
  });

  it("when the first photo fails to load, then the hero shows the category group's picture instead", async () => {
    await showLoaded({ photos: ["https://img.example/gone.jpg"], categoryGroup: "healthcare" });
    expect(heroImage()).toHaveAttribute("src", "https://img.example/gone.jpg");
    fireEvent.error(heroImage() as Element);
    expect(heroImage()).toHaveAttribute("src", "/images/categories/healthcare.svg");
  });

  it("when there are photos, then the hero uses the first", async () => {
    await showLoaded({ photos: ["https://img.example/1.jpg", "https://img.example/2.jpg"] });
    expect(heroImage()).toHaveAttribute("src", "https://img.example/1.jpg");
  });

  it("when the listing is a sample, then the badge and the notice say so", async () => {
    await showLoaded({ source: "sample" });
    expect(screen.getByText("Sample listing")).toBeInTheDocument();
    expect(screen.getByText(/generated sample listing/)).toBeInTheDocument();
  });

  it("when the listing is real, then there is no sample badge", async () => {
    await showLoaded({ source: "import" });
    expect(screen.queryByText("Sample listing")).not.toBeInTheDocument();
  });
});

describe("promotions", () => {
  const promoted: SiteInfo = {
    ...site,
    adSlot: { image: "/ads/300x250.png", link: "https://ads.example/" },
    affiliateBanners: [
      { title: "Build your website", text: "Free for 30 days", url: "https://partner-one.example/" },
      { title: "Business insurance", text: "Quotes in minutes", url: "https://partner-two.example/" },
    ],
  };

  it("when affiliate banners are configured, then each is labelled Sponsored and opens in a new tab as sponsored", async () => {
    await showLoaded({}, promoted);
    const offers = await screen.findByRole("complementary", { name: "Sponsored offers" });
    const links = within(offers).getAllByRole("link");
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveTextContent("Sponsored");
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")?.split(" ")).toEqual(expect.arrayContaining(["sponsored", "noopener"]));
    }
  });

  it("when an ad slot is configured, then it is labelled as an advertisement", async () => {
    await showLoaded({}, promoted);
    const ad = await screen.findByRole("complementary", { name: "Advertisement" });
    expect(within(ad).getByRole("link")).toHaveAttribute("href", "https://ads.example/");
    expect(within(ad).getByRole("img")).toHaveAttribute("width", "300");
  });

  it("when nothing is configured, then neither the ad slot nor the banners are present", async () => {
    await showLoaded({}, site);
    // The canonical URL is built from /api/site, so once it shows the site's address the promotions have been read.
    await waitFor(() => expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/^https:\/\/main-street\.example\//));
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    expect(screen.queryByText("Sponsored")).not.toBeInTheDocument();
    expect(screen.queryByText("Advertisement")).not.toBeInTheDocument();
  });
});

describe("save", () => {
  it("when Save is pressed and pressed again, then aria-pressed and localStorage follow", async () => {
    const { business } = await showLoaded({ slug: "save-me", name: "Save Me Cafe" });
    const saved = () => JSON.parse(localStorage.getItem("mainstreet.bookmarks") ?? "[]") as unknown;
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    expect(screen.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
    expect(saved()).toEqual([{ slug: business.slug, name: business.name }]);
    await userEvent.click(screen.getByRole("button", { name: "Saved" }));
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("aria-pressed", "false");
    expect(saved()).toEqual([]);
  });
});
