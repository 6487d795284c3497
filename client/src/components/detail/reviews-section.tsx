import { ExternalLink } from "lucide-react";
import type { Business } from "@shared/api";
import { RatingStars } from "../business/rating-stars";
import { countOf } from "@shared/format";

/** The rating and count as published, and a link to read the reviews at their source; no reviews are shown that nobody wrote. */
export function ReviewsSection({ business }: { business: Business }) {
  return (
    <section aria-labelledby="reviews-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
        Customer Reviews
      </h2>
      {business.rating !== null && business.reviewCount > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-4xl font-bold text-slate-900">{business.rating.toFixed(1)}</span>
          <div>
            <RatingStars rating={business.rating} size="lg" />
            <p className="text-sm text-slate-600">Based on {countOf(business.reviewCount, "review")}</p>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-slate-600">No reviews have been recorded for this business yet.</p>
      )}
      {business.reviewsLink && (
        <a
          href={business.reviewsLink}
          target="_blank"
          rel="nofollow noopener noreferrer"
          className="mt-4 inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          Read the reviews at their source <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </section>
  );
}
