import { CheckCircle2 } from "lucide-react";
import { Link } from "wouter";
import type { Business } from "@shared/api";
import { categoryTitle } from "@shared/page-meta";
import { cityCategoryPath, cityPath } from "@shared/paths";
import { highlightsOf } from "./highlights";

export function AboutSection({ business }: { business: Business }) {
  const place = [business.city, business.state].filter(Boolean).join(", ");
  const text =
    business.seoAbout ??
    business.description ??
    `${business.name} is listed as ${/^[aeiou]/i.test(business.category) ? "an" : "a"} ${business.category.toLowerCase()}${place ? ` in ${place}` : ""}.`;
  const highlights = highlightsOf(business);
  return (
    <section aria-labelledby="about-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="about-heading" className="text-xl font-semibold text-slate-900">
        About {business.name}
      </h2>
      <div className="mt-3 space-y-3 leading-7 text-slate-700">
        {text.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {highlights.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">Highlights</h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {highlights.map((fact) => (
              <li key={fact} className="flex items-start gap-2 text-sm text-slate-700">
                <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {fact}
              </li>
            ))}
          </ul>
        </>
      )}
      {business.city && (
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link href={cityCategoryPath(business.city, business.state, business.categoryGroup)} className="font-medium text-brand-700 hover:underline">
            More {categoryTitle(business.categoryGroup).toLowerCase()} in {place}
          </Link>
          <Link href={cityPath(business.city, business.state)} className="font-medium text-brand-700 hover:underline">
            More businesses in {place}
          </Link>
        </p>
      )}
    </section>
  );
}
