import { useDeferredValue, useEffect, useRef } from "react";
import type { CityIndex } from "@shared/api";
import { countOf, fullCount } from "@shared/format";
import { citiesPath, type CitiesState } from "@shared/paths";
import { useInAppLinks } from "../../lib/in-app-links";
import { CityGridSkeleton, cityGridClass } from "../ui/page-skeletons";
import { Pager } from "../ui/pager";
import { MessageView } from "../ui/state-views";

const bar = "animate-pulse rounded bg-slate-200";
/**
 * Rows drawn with the rest of the page; those after them follow in a render the
 * browser may interrupt (a deferred value), so a page of 240 is not one long
 * task. 120 rows reach past the bottom of a screen at any width.
 */
const firstRows = 120;

/**
 * The towns /cities shows: a letter's or a search's, a page at a time. While
 * another letter or page loads its rows are placeholders; while a search is
 * retyped the last answer stays, dimmed, rather than flashing at each pause.
 */
export function CityList({ state, data, loading }: { state: CitiesState; data: CityIndex | undefined; loading: boolean }) {
  const section = useRef<HTMLElement>(null);
  const followLink = useInAppLinks();
  const deferredCount = useDeferredValue(data?.cities.length ?? 0, firstRows);
  const shown = Math.max(firstRows, deferredCount);
  // A pager at the foot of a long page: the next page starts at the top of the list, not where the visitor was.
  useEffect(() => {
    const top = section.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) section.current?.scrollIntoView({ block: "start" });
  }, [state.letter, state.page]);

  if (data && data.letters.length === 0) return <MessageView title="No cities yet">No businesses have been listed yet.</MessageView>;
  const searching = Boolean(state.q) || Boolean(data?.query);
  if (data && !loading && data.totalCount === 0) {
    return state.q ? (
      <MessageView title="No cities match">No city or state contains “{state.q}”. Try a shorter part of the name, or pick a letter above.</MessageView>
    ) : (
      <MessageView title={`No cities under ${state.letter ?? ""}`}>Pick one of the letters above.</MessageView>
    );
  }
  const rows = data && (!loading || searching) ? data : undefined;
  return (
    // Focusable by script: the pager moves focus here, so a screen reader starts at the new page's towns.
    <section ref={section} tabIndex={-1} aria-labelledby="cities-heading" className="mt-8 scroll-mt-24 focus:outline-none">
      <h2 id="cities-heading" className="text-xl font-semibold text-slate-900">
        {state.q ? `Cities matching “${state.q}”` : (state.letter ?? data?.letter ?? <span className={`inline-block h-6 w-8 align-middle ${bar}`} />)}
      </h2>
      <p className="mt-1 min-h-5 text-sm text-slate-600">
        {data && !loading && `${countOf(data.totalCount, "city", "cities")}${data.totalPages > 1 ? ` · page ${data.page} of ${data.totalPages}` : ""}`}
      </p>
      <div className="mt-3">
        {rows ? (
          <ul aria-busy={loading || undefined} className={`${cityGridClass} ${loading ? "opacity-60" : ""}`} onClick={followLink}>
            {rows.cities.slice(0, shown).map((city) => (
              <li key={city.id}>
                <a href={city.path} className="text-brand-700 hover:underline">
                  {city.label}
                </a>{" "}
                <span className="text-sm text-slate-600">({fullCount(city.businessCount)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <div role="status" aria-busy="true" aria-label="Loading cities">
            <CityGridSkeleton />
          </div>
        )}
      </div>
      {data && !loading && <Pager page={state.page} totalPages={data.totalPages} hrefFor={(page) => citiesPath({ ...state, page })} results={section} />}
    </section>
  );
}
