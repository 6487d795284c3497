import { useDeferredValue, useState } from "react";
import { Link } from "wouter";
import { countOf, fullCount } from "@shared/format";
import { staticMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { useAllCities } from "../api/cities";
import { Seo } from "../components/seo";
import { MessageView } from "../components/ui/state-views";

/** Cities whose name and state ("Portland, OR") contain the filter text (case- and accent-insensitive), grouped by first letter. */
export function groupCities<T extends { name: string; label: string }>(cities: T[], filter: string): [string, T[]][] {
  const fold = (text: string) => text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const needle = fold(filter.trim());
  const groups = new Map<string, T[]>();
  for (const city of cities) {
    if (needle && !fold(city.label).includes(needle)) continue;
    const letter = fold(city.name).charAt(0).toUpperCase() || "#";
    const key = /[A-Z]/.test(letter) ? letter : "#";
    const list = groups.get(key);
    if (list) list.push(city);
    else groups.set(key, [city]);
  }
  return [...groups.entries()];
}

export function CitiesPage() {
  const { data, isPending, isError } = useAllCities();
  const [filter, setFilter] = useState("");
  const deferred = useDeferredValue(filter);
  const groups = data ? groupCities(data, deferred) : [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Seo {...staticMeta(paths.cities, "")} path={paths.cities} />
      <h1 className="text-3xl font-bold text-slate-900">All Cities</h1>
      <p className="mt-2 min-h-6 text-slate-600">{data && `${countOf(data.length, "city", "cities")} with listed businesses`}</p>
      <label className="mt-6 block max-w-md">
        <span className="text-sm font-medium text-slate-700">Filter cities</span>
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Type a city name"
          className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
        />
      </label>
      <div className="mt-8">
        {isError && <MessageView title="Cities could not be loaded">Please try again later.</MessageView>}
        {isPending && <div className="h-96 animate-pulse rounded-xl bg-slate-200" aria-busy="true" aria-label="Loading cities" />}
        {data?.length === 0 && <MessageView title="No cities yet">No businesses have been listed yet.</MessageView>}
        {data && data.length > 0 && groups.length === 0 && (
          <MessageView title="No cities match">Try a shorter part of the name.</MessageView>
        )}
        {groups.map(([letter, cities]) => (
          <section key={letter} aria-labelledby={`letter-${letter}`} className="mb-8">
            <h2 id={`letter-${letter}`} className="border-b border-slate-200 pb-1 text-xl font-semibold text-slate-900">
              {letter}
            </h2>
            <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
              {cities.map((city) => (
                <li key={city.id}>
                  <Link href={city.path} className="text-brand-700 hover:underline">
                    {city.label}
                  </Link>{" "}
                  <span className="text-sm text-slate-600">({fullCount(city.businessCount)})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
