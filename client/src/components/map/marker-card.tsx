import { X } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { businessPath } from "@shared/paths";
import type { MapBusiness } from "../../api/map";
import { RatingLine } from "../business/rating-stars";

/**
 * The chosen marker's business: a small card over the map (inside it, so it is never clipped or
 * hidden behind the list), across the map's foot on a phone and at its top left on a wide screen.
 */
export function MarkerCard({ business, onClose }: { business: MapBusiness; onClose: () => void }) {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [onClose]);
  return (
    <section
      aria-label={`On the map: ${business.name}`}
      className="absolute inset-x-2 bottom-8 z-20 rounded-lg border border-slate-200 bg-white p-3 pr-10 shadow-lg sm:right-auto sm:bottom-auto sm:left-2 sm:top-12 sm:w-72"
    >
      <p className="text-xs font-medium text-slate-600">{business.category}</p>
      <h2 className="mt-0.5 font-semibold text-slate-900">
        <Link href={businessPath(business)} className="text-brand-700 hover:underline">
          {business.name}
        </Link>
      </h2>
      <RatingLine rating={business.rating} reviewCount={business.reviewCount} />
      <button type="button" aria-label="Close" onClick={onClose} className="absolute top-2 right-2 rounded-full p-1 text-slate-600 hover:bg-slate-100">
        <X aria-hidden className="size-4" />
      </button>
    </section>
  );
}
