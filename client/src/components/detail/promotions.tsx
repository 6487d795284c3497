import { ExternalLink } from "lucide-react";
import type { SiteInfo } from "@shared/api";

/** The 300x250 slot, labelled; takes no space when no advertiser is configured. */
export function AdSlot({ ad }: { ad: SiteInfo["adSlot"] }) {
  if (!ad) return null;
  return (
    <aside aria-label="Advertisement" className="mx-auto w-[300px]">
      <p className="mb-1 text-xs tracking-wide text-slate-500 uppercase">Advertisement</p>
      <a href={ad.link} target="_blank" rel="sponsored noopener noreferrer">
        <img src={ad.image} alt="Advertisement" width={300} height={250} loading="lazy" className="rounded-lg" />
      </a>
    </aside>
  );
}

/** Affiliate offers, clearly labelled as sponsored; none configured, nothing shown. */
export function AffiliateBanners({ banners }: { banners: SiteInfo["affiliateBanners"] }) {
  if (banners.length === 0) return null;
  return (
    <aside aria-label="Sponsored offers" className="space-y-3">
      {banners.map((banner) => (
        <a
          key={banner.url}
          href={banner.url}
          target="_blank"
          rel="sponsored noopener noreferrer"
          className="block rounded-xl border border-amber-300 bg-amber-50 p-4 hover:bg-amber-100"
        >
          <span className="text-xs font-semibold tracking-wide text-amber-800 uppercase">Sponsored</span>
          <span className="mt-1 flex items-center gap-1 font-semibold text-slate-900">
            {banner.title} <ExternalLink aria-hidden className="size-4" />
          </span>
          {banner.text && <span className="mt-1 block text-sm text-slate-700">{banner.text}</span>}
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ))}
    </aside>
  );
}
