import { Globe, Map, MapPin, Navigation, Phone } from "lucide-react";
import type { Business } from "@shared/api";
import { directionsUrl } from "@shared/directions";
import { telHref } from "@shared/phone";
import { DetailMap } from "../map/detail-map";

export function ContactBox({ business }: { business: Business }) {
  const place = [business.city, business.state, business.zipCode].filter(Boolean).join(", ");
  const directions = directionsUrl(business);
  const tel = telHref(business.phone);
  return (
    <section aria-labelledby="contact-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="contact-heading" className="text-lg font-semibold text-slate-900">
        Get in Touch
      </h2>
      <ul className="mt-3 space-y-3 text-sm text-slate-700">
        {tel && (
          <li className="flex gap-2">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <a href={tel} className="whitespace-nowrap hover:underline">
              {business.phone}
            </a>
          </li>
        )}
        {(business.address || place) && (
          <li className="flex gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>{business.address ?? place}</span>
          </li>
        )}
        {directions && (
          <li className="flex gap-2">
            <Navigation aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <a href={directions} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
              Get directions<span className="sr-only"> (opens Google Maps)</span>
            </a>
          </li>
        )}
        {business.website && (
          <li className="flex gap-2">
            <Globe aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <a href={business.website} target="_blank" rel="nofollow noopener noreferrer" className="break-all text-brand-700 hover:underline">
              {new URL(business.website).hostname}
            </a>
          </li>
        )}
        {business.locationLink && (
          <li className="flex gap-2">
            <Map aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <a href={business.locationLink} target="_blank" rel="nofollow noopener noreferrer" className="text-brand-700 hover:underline">
              View on the map
            </a>
          </li>
        )}
      </ul>
      <DetailMap business={business} />
    </section>
  );
}
