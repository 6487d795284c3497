import type { ListedBusiness } from "@shared/api";
import { BusinessCard } from "./business-card";

export function BusinessGrid({ businesses }: { businesses: ListedBusiness[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {businesses.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders shaped like the cards, so the page does not shift when data arrives. */
export function BusinessGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading businesses">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-64 animate-pulse rounded-xl border border-slate-200 bg-white p-5">
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
          <div className="mt-3 h-4 w-1/2 rounded bg-slate-200" />
          <div className="mt-6 h-4 w-full rounded bg-slate-100" />
          <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}
