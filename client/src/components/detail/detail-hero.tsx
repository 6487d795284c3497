import { ArrowLeft, MapPin, Navigation, Phone } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { Business } from "@shared/api";
import { directionsUrl } from "@shared/directions";
import { categoryImage } from "@shared/paths";
import { lastResultsPath } from "../../lib/last-results";
import { OpenStatus } from "../business/open-status";
import { RatingStars } from "../business/rating-stars";
import { SampleBadge } from "../business/sample-badge";
import { VerifiedBadge } from "../business/verified-badge";
import { ActionLinks } from "./action-links";
import { ShareBookmark } from "./share-bookmark";
import { countOf } from "@shared/format";
import { closedLabel } from "@shared/business-status";
import { telHref } from "@shared/phone";

export function DetailHero({ business, url }: { business: Business; url: string }) {
  const fallback = categoryImage(business.categoryGroup);
  // A photo that fails to load (gone at its source, or blocked) gives way to the category's picture.
  const [failedPhoto, setFailedPhoto] = useState<string>();
  const photo = business.photos[0];
  const image = photo && photo !== failedPhoto ? photo : fallback;
  const place = [business.city, business.state].filter(Boolean).join(", ");
  const closed = closedLabel(business.businessStatus);
  const closedForGood = business.businessStatus === "CLOSED_PERMANENTLY";
  const directions = directionsUrl(business);
  // A phone that cannot be dialled (one stored before the import checked phones) is not shown at all.
  const tel = telHref(business.phone);
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 text-white">
      <img src={image} alt="" className="absolute inset-0 -z-10 size-full object-cover opacity-40" fetchPriority="high" onError={() => setFailedPhoto(photo)} />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950 via-slate-900/70 to-slate-900/30" />
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-16">
        <Link href={lastResultsPath()} className="inline-flex items-center gap-1 text-sm text-white/90 hover:underline">
          <ArrowLeft aria-hidden className="size-4" /> Back to Search
        </Link>
        <div className="mt-6 flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium">{business.category}</span>
          <VerifiedBadge verified={business.isVerified && !closedForGood} />
          <OpenStatus business={business} />
          <SampleBadge source={business.source} />
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight md:text-5xl">{business.name}</h1>
        {closed && (
          <p className="mt-4 max-w-2xl rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-base text-red-900">
            <strong className="font-semibold">{closed}.</strong>{" "}
            {closedForGood
              ? "This business has closed for good, according to its listing. The details below are kept for reference."
              : "This business is closed for now, according to its listing. Check that it has reopened before you visit."}
          </p>
        )}
        {business.source === "sample" && (
          <p className="mt-2 max-w-2xl text-sm text-amber-200">
            This is a generated sample listing that shows how the directory works. It is not a real business, and its phone number is a fictional 555 number.
          </p>
        )}
        {business.rating !== null && (
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <RatingStars rating={business.rating} size="lg" />
            <span className="font-semibold">{business.rating.toFixed(1)}</span>
            <span className="text-white/90">({countOf(business.reviewCount, "review")})</span>
          </p>
        )}
        <ul className="mt-4 space-y-1 text-white/90">
          {(business.address || place) && (
            <li className="flex gap-2">
              <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
              {business.address ?? place}
            </li>
          )}
          {tel && (
            <li className="flex gap-2">
              <Phone aria-hidden className="mt-1 size-4 shrink-0" />
              {business.phone}
            </li>
          )}
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {tel && !closedForGood && (
            <a
              href={tel}
              className="inline-flex items-center gap-2 rounded-lg bg-emerald-500 px-6 py-3 text-lg font-semibold whitespace-nowrap text-slate-950 hover:bg-emerald-400"
            >
              <Phone aria-hidden className="size-5" /> Call Now
            </a>
          )}
          {directions && !closedForGood && (
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 text-lg font-semibold text-slate-900 hover:bg-slate-100"
            >
              <Navigation aria-hidden className="size-5" /> Directions<span className="sr-only"> (opens Google Maps)</span>
            </a>
          )}
          <ShareBookmark name={business.name} slug={business.slug} url={url} />
        </div>
        <ActionLinks business={business} />
      </div>
    </section>
  );
}
