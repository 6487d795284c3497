// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SitemapStats } from "@shared/admin-api";
import { failure, json, pending, stubApi } from "../../test/api-stub";
import { renderAt, resetAfterEach } from "../../test/render";
import { SitemapTab } from "./sitemap-tab";

resetAfterEach();

const base = "https://main-street.example";
const stats: SitemapStats = {
  totalBusinesses: 90_001,
  totalSitemaps: 3,
  businessesPerSitemap: 45_000,
  totalCityCategories: 45_002,
  sitemapUrls: {
    main: `${base}/sitemap.xml`,
    mainPages: `${base}/sitemaps/main.xml`,
    categories: `${base}/sitemaps/categories.xml`,
    cities: `${base}/sitemaps/cities.xml`,
    cityCategories: [1, 2].map((n) => `${base}/sitemaps/city-categories-${n}.xml`),
    businesses: [1, 2, 3].map((n) => `${base}/sitemaps/businesses-${n}.xml`),
  },
};

const figure = (label: string) => screen.getByText(label).nextElementSibling;

describe("SEO Sitemap tab", () => {
  it("shows the statistics in Turkish, with the business files, the pairs' files and 3 more", async () => {
    stubApi({ "/api/admin/sitemap-stats": () => json(stats) });
    const { container } = renderAt("/admin-panel?tab=sitemap", <SitemapTab />);
    expect(await screen.findByRole("heading", { name: "Site Haritası İstatistikleri" })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("lang", "tr");
    expect(await screen.findByText("Toplam İşletme")).toBeInTheDocument();
    expect(figure("Toplam İşletme")).toHaveTextContent("90.001");
    expect(figure("Site haritası dosyası sayısı")).toHaveTextContent(/^8$/);
    expect(figure("Dosya başına işletme")).toHaveTextContent("45.000");
    expect(figure("Şehirdeki kategori sayfası")).toHaveTextContent("45.002");
  });

  it("links every sitemap file, each opening in a new tab", async () => {
    stubApi({ "/api/admin/sitemap-stats": () => json(stats) });
    renderAt("/admin-panel?tab=sitemap", <SitemapTab />);
    const section = (await screen.findByRole("heading", { name: "Site haritası bağlantıları" })).closest("section")!;
    const items = within(section).getAllByRole("listitem");
    const links = within(section).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      stats.sitemapUrls.main,
      stats.sitemapUrls.mainPages,
      stats.sitemapUrls.categories,
      stats.sitemapUrls.cities,
      ...stats.sitemapUrls.cityCategories,
      ...stats.sitemapUrls.businesses,
    ]);
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual([
      "Ana site haritası",
      "Ana sayfalar",
      "Kategoriler",
      "Şehirler",
      "Şehirlerdeki kategoriler (sayfa 1)",
      "Şehirlerdeki kategoriler (sayfa 2)",
      "İşletmeler (sayfa 1)",
      "İşletmeler (sayfa 2)",
      "İşletmeler (sayfa 3)",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveAccessibleName(expect.stringContaining("(yeni sekmede açılır)"));
    }
  });

  it("when there are no businesses, then it still shows the 3 fixed files", async () => {
    stubApi({
      "/api/admin/sitemap-stats": () =>
        json({
          ...stats,
          totalBusinesses: 0,
          totalSitemaps: 0,
          totalCityCategories: 0,
          sitemapUrls: { ...stats.sitemapUrls, cityCategories: [], businesses: [] },
        }),
    });
    renderAt("/admin-panel?tab=sitemap", <SitemapTab />);
    expect(await screen.findByText("Site haritası dosyası sayısı")).toBeInTheDocument();
    expect(figure("Site haritası dosyası sayısı")).toHaveTextContent(/^3$/);
    expect(screen.getAllByRole("link")).toHaveLength(4);
  });

  it("while loading, says so and marks the section busy", () => {
    stubApi({ "/api/admin/sitemap-stats": pending });
    renderAt("/admin-panel?tab=sitemap", <SitemapTab />);
    expect(screen.getByText("Yükleniyor…")).toBeInTheDocument();
    expect(screen.getByText("Yükleniyor…").closest("section")).toHaveAttribute("aria-busy", "true");
  });

  it("on failure, says so in Turkish and can try again", async () => {
    let calls = 0;
    stubApi({ "/api/admin/sitemap-stats": () => (++calls === 1 ? failure(500, "boom") : json(stats)) });
    renderAt("/admin-panel?tab=sitemap", <SitemapTab />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Site haritası istatistikleri yüklenemedi.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Tekrar dene" }));
    expect(await screen.findByText("Toplam İşletme")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
