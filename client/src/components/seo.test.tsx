// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { businessShareImage } from "@shared/share-images";
import { json, stubApi } from "../test/api-stub";
import { makeBusiness, site } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { Seo } from "./seo";

resetAfterEach();

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? undefined;

function preview() {
  return {
    image: content('meta[property="og:image"]'),
    width: content('meta[property="og:image:width"]'),
    height: content('meta[property="og:image:height"]'),
    alt: content('meta[property="og:image:alt"]'),
    card: content('meta[name="twitter:card"]'),
    twitterImage: content('meta[name="twitter:image"]'),
    twitterAlt: content('meta[name="twitter:image:alt"]'),
  };
}

describe("Seo link previews", () => {
  it("when a page sets no image, then its head shows the site's PNG card at 1200x630 with its alt text", async () => {
    stubApi({ "/api/site": () => json(site) });
    renderAt("/about", <Seo title="About us" description="What the directory is." path="/about" />);
    await waitFor(() => expect(preview().image).toBe("https://main-street.example/images/share/default.png"));
    expect(preview()).toMatchObject({ width: "1200", height: "630", card: "summary_large_image", twitterImage: preview().image });
    expect(preview().alt).toMatch(/^Main Street: .*Find local businesses across America/);
    expect(preview().twitterAlt).toBe(preview().alt);
  });

  it("when a business without a photo sets its image, then the head shows its group's PNG card", async () => {
    stubApi({ "/api/site": () => json(site) });
    const business = makeBusiness({ categoryGroup: "healthcare", photos: ["/images/categories/healthcare.svg"] });
    renderAt("/details/x", <Seo title="Clinic" description="A clinic." path="/details/x" image={businessShareImage(business, site.siteName)} />);
    await waitFor(() => expect(preview().image).toBe("https://main-street.example/images/share/healthcare.png"));
    expect(preview()).toMatchObject({ width: "1200", height: "630", card: "summary_large_image" });
    expect(preview().alt).toContain("Healthcare");
  });

  it("when a business with a photo sets its image, then the head shows the photo, described, with no size", async () => {
    stubApi({ "/api/site": () => json(site) });
    const business = makeBusiness({ name: "Corner Bakery", photos: ["https://photos.example/bakery.jpg"] });
    renderAt("/details/y", <Seo title="Bakery" description="A bakery." path="/details/y" image={businessShareImage(business, site.siteName)} />);
    await waitFor(() => expect(preview().image).toBe("https://photos.example/bakery.jpg"));
    expect(preview()).toMatchObject({ width: undefined, height: undefined, alt: "Photo of Corner Bakery", twitterAlt: "Photo of Corner Bakery" });
  });
});
