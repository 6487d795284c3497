import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { browsePath, type BrowseState } from "@shared/paths";
import { withoutNearMe } from "../../lib/search";
import { useNearMe } from "../../lib/use-near-me";
import { NearMeMessage } from "../search/near-me";
import { SearchFields } from "../search/search-fields";

/** The id of Browse's search box, where focus goes when nothing nearer is left to take it. */
export const browseSearchId = "browse-search";

const field = "flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 focus-within:border-brand-500";
const input = "h-11 w-full min-w-0 bg-transparent focus:outline-none";

/**
 * What and where, with "Near me". A search goes back to page 1 and keeps the
 * other filters; a new place replaces any point (and its radius) from "Near me";
 * a place alone lists that place's businesses.
 */
export function BrowseFilters({ state }: { state: BrowseState }) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(state.q ?? "");
  const [where, setWhere] = useState(state.location ?? "");
  const { words, nearMe: askedNearMe } = withoutNearMe(query);
  const q = words || undefined;
  const nearMe = useNearMe((near) => navigate(browsePath({ ...state, q, location: undefined, near, page: 1 })));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const location = where.trim() || undefined;
    // "coffee near me" is the Near me button, unless a place was typed as well: that one is where to look.
    if (askedNearMe && !location) return nearMe.locate();
    const samePlace = location === state.location;
    navigate(browsePath({ ...state, q, location, near: samePlace ? state.near : undefined, radius: samePlace ? state.radius : undefined, page: 1 }));
  };
  return (
    <form onSubmit={submit} role="search" className="grid gap-2 md:grid-cols-[1fr_1fr_auto]">
      <SearchFields
        what={{ id: browseSearchId, label: "Search businesses", placeholder: "Search by name, category, city or state", value: query, onChange: setQuery }}
        where={{ value: where, onChange: setWhere }}
        nearMe={nearMe}
        fieldClassName={field}
        inputClassName={input}
        nearMeClassName="h-11 border-slate-300 bg-white"
      />
      <button type="submit" className="h-11 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
        Search
      </button>
      <NearMeMessage message={nearMe.message} className="md:col-span-3" />
    </form>
  );
}
