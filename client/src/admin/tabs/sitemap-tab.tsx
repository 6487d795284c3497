import { ExternalLink, RefreshCw } from "lucide-react";
import type { SitemapStats } from "@shared/admin-api";
import { useSitemapStats } from "../api/admin-data";

const number = (value: number) => value.toLocaleString("tr-TR");

/** The index lists the main pages, categories and cities files besides the pairs' and the business files. */
const sitemapFileCount = (stats: SitemapStats) => stats.totalSitemaps + stats.sitemapUrls.cityCategories.length + 3;

/** In the index's order. */
function sitemapLinks(stats: SitemapStats): { label: string; url: string }[] {
  const { main, mainPages, categories, cities, cityCategories, businesses } = stats.sitemapUrls;
  return [
    { label: "Ana site haritası", url: main },
    { label: "Ana sayfalar", url: mainPages },
    { label: "Kategoriler", url: categories },
    { label: "Şehirler", url: cities },
    ...cityCategories.map((url, index) => ({ label: `Şehirlerdeki kategoriler (sayfa ${index + 1})`, url })),
    ...businesses.map((url, index) => ({ label: `İşletmeler (sayfa ${index + 1})`, url })),
  ];
}

const card = "rounded-xl border border-slate-200 bg-white p-4 sm:p-6";

function Statistics({ stats }: { stats: SitemapStats }) {
  const figures = [
    { label: "Toplam İşletme", value: number(stats.totalBusinesses) },
    { label: "Site haritası dosyası sayısı", value: number(sitemapFileCount(stats)) },
    { label: "Dosya başına işletme", value: number(stats.businessesPerSitemap) },
    { label: "Şehirdeki kategori sayfası", value: number(stats.totalCityCategories) },
  ];
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-lg bg-slate-50 p-4">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Links({ stats }: { stats: SitemapStats }) {
  return (
    <ul className="mt-4 divide-y divide-slate-100">
      {sitemapLinks(stats).map(({ label, url }) => (
        <li key={url} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <span className="font-medium text-slate-800">{label}</span>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-w-0 items-center gap-1 rounded text-sm break-all text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {url}
            <ExternalLink aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">(yeni sekmede açılır)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** SEO Sitemap: statistics and a link to every sitemap file; its labels are in Turkish. */
export function SitemapTab() {
  const stats = useSitemapStats();
  return (
    <div lang="tr" className="space-y-6">
      <section aria-labelledby="sitemap-stats-heading" aria-busy={stats.isPending} className={card}>
        <h2 id="sitemap-stats-heading" className="text-lg font-semibold text-slate-900">
          Site Haritası İstatistikleri
        </h2>
        {stats.isPending && <p className="mt-3 text-slate-600">Yükleniyor…</p>}
        {stats.isError && (
          <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-red-700">
            <p>Site haritası istatistikleri yüklenemedi.</p>
            <button
              type="button"
              onClick={() => void stats.refetch()}
              disabled={stats.isFetching}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:text-slate-500"
            >
              <RefreshCw aria-hidden className="size-4" /> Tekrar dene
            </button>
          </div>
        )}
        {stats.data && (
          <>
            <Statistics stats={stats.data} />
            <p className="mt-3 text-sm text-slate-600">
              İşletmeler, her biri en fazla {number(stats.data.businessesPerSitemap)} işletme içeren dosyalara bölünür. Dosya sayısı, ana site haritasının
              listelediği dosyaları sayar: ana sayfalar, kategoriler, şehirler, şehirlerdeki kategoriler ve işletme dosyaları.
            </p>
          </>
        )}
      </section>
      {stats.data && (
        <section aria-labelledby="sitemap-links-heading" className={card}>
          <h2 id="sitemap-links-heading" className="text-lg font-semibold text-slate-900">
            Site haritası bağlantıları
          </h2>
          <Links stats={stats.data} />
        </section>
      )}
    </div>
  );
}
