import { Star } from "lucide-react";
import { ratingScale } from "@shared/business-rules";

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
