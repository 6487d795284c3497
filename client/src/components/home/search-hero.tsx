import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { browsePath } from "@shared/paths";
import { homeSearchTarget, withoutNearMe } from "../../lib/search";
import { useNearMe } from "../../lib/use-near-me";
import { NearMeMessage } from "../search/near-me";
import { SearchFields } from "../search/search-fields";

const field = "flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 focus-within:border-brand-500";
const input = "h-12 w-full min-w-0 bg-transparent text-slate-900 placeholder:text-slate-500 focus:outline-none";

export function SearchHero() {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState("");
  const [location, setLocation] = useState("");
  const nearMe = useNearMe((near) => navigate(browsePath({ q: withoutNearMe(query).words || undefined, near })));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { words, nearMe: askedNearMe } = withoutNearMe(query);
    // "coffee near me" is the Near me button, unless a place was typed as well: that one is where to look.
    if (askedNearMe && !location.trim()) return nearMe.locate();
    const target = homeSearchTarget(words, location);
    if (target) navigate(target);
  };
  return (
    <form onSubmit={submit} role="search" className="mt-8 grid gap-3 rounded-2xl bg-white p-3 shadow-xl md:grid-cols-[1fr_1fr_auto]">
      <SearchFields
        what={{ label: "Business", placeholder: "What business are you looking for?", value: query, onChange: setQuery }}
        where={{ value: location, onChange: setLocation }}
        nearMe={nearMe}
        fieldClassName={field}
        inputClassName={input}
        nearMeClassName="h-12 border-slate-200"
      />
      <button type="submit" className="h-12 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
        Find Businesses
      </button>
      <NearMeMessage message={nearMe.message} className="px-1 md:col-span-3" />
    </form>
  );
}
