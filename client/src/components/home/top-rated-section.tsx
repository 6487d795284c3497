import { Star } from "lucide-react";
import { Link } from "wouter";
import { businessPath } from "@shared/paths";
import { useRecommended } from "../../api/businesses";
import { placeLine } from "../business/business-card";
import { countOf } from "@shared/format";

export function TopRatedSection() {
  const { data, isPending } = useRecommended();
  if (!isPending && !data?.length) return null;
  return (
    <section aria-labelledby="top-rated-heading" className="bg-slate-100 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="top-rated-heading" className="text-3xl font-bold text-slate-900">
          Top-rated businesses
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {isPending && Array.from({ length: 6 }, (_, i) => <li key={i} className="h-44 animate-pulse rounded-xl bg-white" aria-hidden />)}
          {data?.slice(0, 6).map((business) => (
            <li key={business.id} className="flex h-44 flex-col rounded-xl bg-white p-5 shadow-sm">
              <span className="text-xs font-medium text-brand-700">{business.category}</span>
              <h3 className="mt-1 line-clamp-1 text-lg font-semibold text-slate-900">{business.name}</h3>
              {business.rating !== null && (
                <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                  <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                  <span className="font-semibold">{business.rating.toFixed(1)}</span>
                  <span className="text-slate-600">· {countOf(business.reviewCount, "review")}</span>
                </p>
              )}
              <p className="mt-1 text-sm text-slate-600">{placeLine(business)}</p>
              <Link href={businessPath(business)} className="mt-auto text-sm font-semibold text-brand-700 hover:underline">
                View Details<span className="sr-only"> for {business.name}</span> →
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
