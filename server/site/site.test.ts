import { describe, expect, it } from "vitest";
import { cityList, siteInfo } from "../../shared/api";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp({
  SITE_NAME: "Hometown Finder",
  CONTACT_EMAIL: "owners@hometown.example",
  AD_SLOT_IMAGE: "https://ads.example/banner.png",
  AD_SLOT_LINK: "https://ads.example/click",
  AFFILIATE_BANNERS: JSON.stringify([{ title: "Partner offer", text: "30% off for new users", url: "https://partner.example/offer" }]),
});

describe("GET /api/site", () => {
  it("when the site is configured, then the client gets its name, contacts and promotions", async () => {
    const res = await context.request.get("/api/site").expect(200);
    expect(siteInfo.parse(res.body)).toEqual({
      siteName: "Hometown Finder",
      siteUrl: "http://directory.test",
      contactEmail: "owners@hometown.example",
      contactPhone: null,
      adSlot: { image: "https://ads.example/banner.png", link: "https://ads.example/click" },
      affiliateBanners: [{ title: "Partner offer", text: "30% off for new users", url: "https://partner.example/offer" }],
    });
  });
});

describe("GET /api/cities", () => {
  it("when cities have businesses, then every one is listed alphabetically with its count", async () => {
    const token = uniqueToken();
    const [a, b] = [`Zed City ${token}`, `Abbotsford ${token}`];
    await insertBusinesses(context, [{ city: a }, { city: a }, { city: b }]);
    const cities = cityList.parse((await context.request.get("/api/cities").expect(200)).body);
    const names = cities.map((c) => c.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, "en")));
    expect(cities.find((c) => c.name === a)?.businessCount).toBe(2);
    expect(names.indexOf(b)).toBeLessThan(names.indexOf(a));
  });
});
