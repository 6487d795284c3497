import { MapPin, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { homeSearchTarget } from "../../lib/search";

export function SearchHero() {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState("");
  const [location, setLocation] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = homeSearchTarget(query, location);
    if (target) navigate(target);
  };
  return (
    <form onSubmit={submit} role="search" className="mt-8 grid gap-3 rounded-2xl bg-white p-3 shadow-xl md:grid-cols-[1fr_1fr_auto]">
      <label className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 focus-within:border-brand-500">
        <Search aria-hidden className="size-5 text-slate-500" />
        <span className="sr-only">Business</span>
        <input
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="What business are you looking for?"
          className="h-12 w-full bg-transparent text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
      </label>
      <label className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 focus-within:border-brand-500">
        <MapPin aria-hidden className="size-5 text-slate-500" />
        <span className="sr-only">Location</span>
        <input
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          placeholder="City, State or ZIP Code"
          className="h-12 w-full bg-transparent text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
      </label>
      <button type="submit" className="h-12 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
        Find Businesses
      </button>
    </form>
  );
}
