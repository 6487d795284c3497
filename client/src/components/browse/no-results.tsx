import { Link } from "wouter";
import type { SearchInfo } from "@shared/api";
import { browsePath, paths, type BrowseState } from "@shared/paths";
import { atPlace } from "../../lib/browse-state";
import { milesText, placeText } from "../../lib/search-text";
import { typedInstead } from "./search-notes";

const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** The search as the server understood it, in one sentence. */
function Understood({ state, search }: { state: BrowseState; search: SearchInfo }) {
  const typed = typedInstead(state, search);
  const place = search.location && ` ${placeText(search.location)}`;
  if (!search.query && !place) return <>Nothing matches these filters. Try fewer words or another category.</>;
  return (
    <>
      Nothing matches{" "}
      {search.query ? (
        <>
          “<strong className="font-semibold text-slate-900">{search.query}</strong>”
        </>
      ) : (
        "these filters"
      )}
      {typed && ` (you typed “${typed}”)`}
      {place}.
    </>
  );
}

/**
 * No results: says so plainly, says what was searched for, and offers searches
 * that find something: a wider radius, everywhere instead of here, the nearest
 * towns with matches, or nothing filtered at all.
 */
export function NoResults({ state, search }: { state: BrowseState; search: SearchInfo }) {
  const hasPlace = Boolean(state.location || state.near || search.location);
  const wider = search.widerRadiusMiles;
  const offers = [
    ...(wider ? [{ label: `Search within ${milesText(wider)}`, href: browsePath({ ...state, radius: wider, page: undefined }) }] : []),
    ...(hasPlace ? [{ label: "Search without the location", href: browsePath(atPlace(state, search)) }] : []),
    ...search.nearbyCities.map((city) => ({
      label: `Try ${city.label}${city.distanceMiles === undefined ? "" : ` (${milesText(city.distanceMiles)})`}`,
      href: browsePath(atPlace(state, search, city.location)),
    })),
  ];
  return (
    <section aria-labelledby="no-results-heading" className="mx-auto max-w-xl py-12 text-center">
      <h2 id="no-results-heading" className="text-2xl font-bold text-slate-900">
        No businesses found
      </h2>
      <p className="mt-3 text-slate-600">
        <Understood state={state} search={search} />
      </p>
      {offers.length > 0 && (
        <ul aria-label="Searches to try instead" className="mt-5 space-y-2">
          {offers.map((offer) => (
            <li key={offer.label}>
              <Link href={offer.href} className={link}>
                {offer.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link href={paths.browse} className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        Clear Filters
      </Link>
    </section>
  );
}
