import { Star } from "lucide-react";
import { ratingScale } from "@shared/business-rules";
import { countOf } from "@shared/format";

/** Filled stars equal the floor of the rating, one star per point of the scale; the number is shown to one decimal. */
export function RatingStars({ rating, size = "sm" }: { rating: number; size?: "sm" | "lg" }) {
  const filled = Math.floor(rating);
  const iconClass = size === "lg" ? "size-5" : "size-4";
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating.toFixed(1)} out of ${ratingScale.max}`}>
      {Array.from({ length: ratingScale.max }, (_, i) => (
        <Star key={i} aria-hidden className={`${iconClass} ${i < filled ? "fill-amber-400 text-amber-400" : "fill-none text-slate-300"}`} />
      ))}
    </span>
  );
}

/** A card's rating line: the stars, the rating and how many reviews it rests on; nothing when unrated. */
export function RatingLine({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating === null) return null;
  return (
    <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
      <RatingStars rating={rating} />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="text-slate-600">({countOf(reviewCount, "review")})</span>
    </p>
  );
}
