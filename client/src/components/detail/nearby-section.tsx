import { Navigation, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { Business, NearbyBusiness } from "@shared/api";
import { findCategoryGroup } from "@shared/categories";
import { nearbyLimit, nearbyRadiusMiles } from "@shared/constants";
import { countOf } from "@shared/format";
import { businessPath, categoryImage, categoryPath } from "@shared/paths";
import { useNearbyBusinesses } from "../../api/nearby-businesses";
import { milesText } from "../../lib/search-text";
import { ClosedBadge } from "../business/closed-badge";
import { SampleBadge } from "../business/sample-badge";

function NearbyCard({ business }: { business: NearbyBusiness }) {
  const fallback = categoryImage(business.categoryGroup);
  const [failed, setFailed] = useState(false);
  const place = [business.city, business.state].filter(Boolean).join(", ");
  return (
    <Link
      href={businessPath(business)}
      className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-slate-300 hover:shadow-md"
    >
      <img
        src={business.photo && !failed ? business.photo : fallback}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
      <div className="min-w-0 text-sm">
        <h3 className="truncate text-base font-semibold text-slate-900">{business.name}</h3>
        <p className="truncate text-slate-600">{[business.category, place].filter(Boolean).join(" · ")}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
          <span className="inline-flex items-center gap-1 font-medium">
            <Navigation aria-hidden className="size-3.5" />
            {milesText(business.distanceMiles)}
          </span>
          {business.rating !== null && (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
              {business.rating.toFixed(1)} <span className="text-slate-600">({countOf(business.reviewCount, "review")})</span>
            </span>
          )}
          <ClosedBadge status={business.businessStatus} />
          <SampleBadge source={business.source} />
        </p>
      </div>
    </Link>
  );
}

/**
 * Others of the business's group within ten miles, nearest first. It sits below
 * the fold and asks for its list only once the page's own data is shown; a
 * business without coordinates has no such list, and a failed one leaves the
 * page as it was.
 */
export function NearbySection({ business }: { business: Business }) {
  const placed = business.latitude !== null && business.longitude !== null;
  const { data, isPending, isError } = useNearbyBusinesses(business.id, placed);
  if (!placed || isError) return null;
  const group = findCategoryGroup(business.categoryGroup);
  // "businesses in Healthcare": a group's name is no plural noun ("Healthcare", "Education", "Beauty & Wellness").
  const others = group ? `businesses in ${group.name}` : "businesses";
  return (
    <section aria-labelledby="nearby-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="nearby-heading" className="text-xl font-semibold text-slate-900">
        Nearby and similar
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Other {others} within {nearbyRadiusMiles} miles, nearest first.
      </p>
      {isPending ? (
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading nearby businesses">
          {Array.from({ length: nearbyLimit }, (_, i) => (
            <li key={i} className="h-[5.75rem] animate-pulse rounded-xl border border-slate-200 bg-white" />
          ))}
        </ul>
      ) : data.length === 0 ? (
        <p className="mt-4 text-slate-700">
          No other {others} are listed within {nearbyRadiusMiles} miles.{" "}
          {group && (
            <Link href={categoryPath(group.slug)} className="font-medium text-brand-700 hover:underline">
              See all {group.name}
            </Link>
          )}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((nearby) => (
            <li key={nearby.id}>
              <NearbyCard business={nearby} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
