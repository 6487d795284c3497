import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { citiesStateFrom } from "@shared/browse-state";
import { countOf } from "@shared/format";
import { citiesMeta } from "@shared/page-meta";
import { citiesCanonical, citiesPath } from "@shared/paths";
import { useCityIndex } from "../api/cities";
import { CityFilter } from "../components/cities/city-filter";
import { CityLetters } from "../components/cities/city-letters";
import { CityList } from "../components/cities/city-list";
import { Seo } from "../components/seo";
import { LoadErrorView } from "../components/ui/failure-views";

/**
 * Every town with listed businesses, a letter at a time (/cities?letter=C&page=2),
 * or those matching a search (/cities?q=port): a page of the index is small
 * enough to arrive inside the HTML, where the whole list was not (decision 008).
 */
export function CitiesPage() {
  const state = citiesStateFrom(useSearch());
  const query = useCityIndex(state);
  const { data, isError, isPlaceholderData } = query;
  const firstLetter = data?.letters[0]?.letter;
  // A page past the end (an old link, a number typed by hand) gives way to the last page, in place of this address.
  const pastEnd = !isPlaceholderData && data !== undefined && data.cities.length === 0 && state.page > Math.max(1, data.totalPages);
  const lastPageUrl = pastEnd ? citiesPath({ ...state, page: Math.max(1, data.totalPages) }) : undefined;
  const [, navigate] = useLocation();
  useEffect(() => {
    if (lastPageUrl) navigate(lastPageUrl, { replace: true });
  }, [lastPageUrl, navigate]);

  if (isError) return <LoadErrorView title="Cities could not be loaded" query={query} />;
  const canonical = citiesCanonical(state, firstLetter);
  const total = data?.letters.reduce((sum, letter) => sum + letter.cityCount, 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {/* As the server's head: a search, or an empty letter or page, is for visitors; the canonical is the letter's page. */}
      <Seo {...citiesMeta({ ...canonical, q: state.q })} path={citiesPath(canonical)} noindex={Boolean(state.q) || data?.cities.length === 0} />
      <h1 className="text-3xl font-bold text-slate-900">All Cities</h1>
      <p className="mt-2 min-h-6 text-slate-600">{total !== undefined && `${countOf(total, "city", "cities")} with listed businesses`}</p>
      <CityFilter state={state} />
      <CityLetters letters={data?.letters} current={state.q ? undefined : (state.letter ?? firstLetter)} />
      <CityList state={state} data={data} loading={isPlaceholderData || pastEnd} />
    </div>
  );
}
