import { MapPin, Navigation, Phone } from "lucide-react";
import { Link } from "wouter";
import type { Business, ListedBusiness } from "@shared/api";
import { businessPath } from "@shared/paths";
import { ClosedBadge } from "./closed-badge";
import { OpenStatus } from "./open-status";
import { RatingLine } from "./rating-stars";
import { SampleBadge } from "./sample-badge";
import { VerifiedBadge } from "./verified-badge";
import { telHref } from "@shared/phone";
import { milesText } from "../../lib/search-text";

export function placeLine(business: Pick<Business, "city" | "state">): string {
  return [business.city, business.state].filter(Boolean).join(", ");
}

/** One business in a list: name, category, verified, rating, address, distance (near a point), phone, open status, description. */
export function BusinessCard({ business, headingLevel = 3 }: { business: ListedBusiness; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const tel = telHref(business.phone);
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">{business.category}</span>
        <ClosedBadge status={business.businessStatus} />
        <VerifiedBadge verified={business.isVerified && business.businessStatus !== "CLOSED_PERMANENTLY"} />
        <OpenStatus business={business} />
        <SampleBadge source={business.source} />
      </div>
      <Heading className="mt-3 text-lg leading-snug font-semibold text-slate-900">
        <Link href={businessPath(business)} className="hover:text-brand-700 hover:underline">
          {business.name}
        </Link>
      </Heading>
      <RatingLine rating={business.rating} reviewCount={business.reviewCount} />
      <ul className="mt-3 space-y-1 text-sm text-slate-600">
        {(business.address || placeLine(business)) && (
          <li className="flex gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{business.address ?? placeLine(business)}</span>
          </li>
        )}
        {business.distanceMiles !== undefined && (
          <li className="flex gap-2 font-medium text-slate-700">
            <Navigation aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{milesText(business.distanceMiles)} away</span>
          </li>
        )}
        {tel && (
          <li className="flex gap-2">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
            <a href={tel} className="whitespace-nowrap hover:underline">
              {business.phone}
            </a>
          </li>
        )}
      </ul>
      {business.description && <p className="mt-3 line-clamp-2 text-sm text-slate-600">{business.description}</p>}
      <div className="mt-auto pt-4">
        <Link href={businessPath(business)} className="text-sm font-semibold text-brand-700 hover:underline" aria-label={`View details for ${business.name}`}>
          View Details →
        </Link>
      </div>
    </article>
  );
}
