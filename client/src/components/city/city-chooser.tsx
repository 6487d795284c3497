import { Link } from "wouter";
import type { CityChoice } from "@shared/api";
import { countOf } from "@shared/format";
import { cityChoiceMeta } from "@shared/page-meta";
import { cityPath } from "@shared/paths";
import { usStates } from "@shared/us-states";
import { Seo } from "../seo";

/**
 * A city name several states share (/city/Portland): each town, with its count, links to its own
 * page; with `categorySlug` (/city/Portland/restaurants), to that category's page in the town.
 */
export function CityChooser({ choice, categorySlug }: { choice: CityChoice; categorySlug?: string }) {
  const { name, places } = choice;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {/* Not for the index: each town's own page is. */}
      <Seo
        {...cityChoiceMeta(
          name,
          places.map((p) => p.label),
        )}
        path={categorySlug ? `${cityPath(name)}/${categorySlug}` : cityPath(name)}
        noindex
      />
      <h1 className="text-3xl font-bold text-slate-900">Businesses in {name}</h1>
      <p className="mt-2 text-slate-600">
        {countOf(places.length, "town")} called {name} have businesses listed here. Which one do you mean?
      </p>
      <ul aria-label={`Towns called ${name}`} className="mt-6 grid gap-3 sm:grid-cols-2">
        {places.map((place) => (
          <li key={place.id}>
            <Link
              href={categorySlug ? `${place.path}/${categorySlug}` : place.path}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="text-lg font-semibold text-brand-700">
                {place.label}{" "}
                {!categorySlug && <span className="text-sm font-normal text-slate-600">({countOf(place.businessCount, "business", "businesses")})</span>}
              </span>{" "}
              <span className="mt-1 text-sm text-slate-600">{place.state ? (usStates[place.state] ?? place.state) : "State not given"}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
