import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { browsePath, type BrowseState } from "@shared/paths";
import { useCategories } from "../../api/categories";
import { fullCount } from "@shared/format";

/** Spec: the first 20 categories (most businesses first) with their counts. */
const categoryOptions = 20;

/** Search box and category select; both reset to page 1 and keep everything else in the URL. */
export function BrowseFilters({ state }: { state: BrowseState }) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(state.q ?? "");
  const categories = useCategories().data?.slice(0, categoryOptions) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(browsePath({ ...state, q: query.trim() || undefined, page: 1 }));
  };
  const selected = state.category ?? "all";
  const selectedMissing = selected !== "all" && !categories.some((c) => c.slug === selected);
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_auto]">
      <form onSubmit={submit} role="search" className="flex gap-2">
        <label className="flex flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 focus-within:border-brand-500">
          <Search aria-hidden className="size-5 text-slate-500" />
          <span className="sr-only">Search businesses</span>
          <input
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search by name, category, city or state"
            className="h-11 w-full bg-transparent focus:outline-none"
          />
        </label>
        <button type="submit" className="rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
          Search
        </button>
      </form>
      <label className="flex items-center gap-2">
        <span className="text-sm font-medium text-slate-700">Category</span>
        <select
          value={selected}
          onChange={(e) => navigate(browsePath({ ...state, category: e.target.value, page: 1 }))}
          className="h-11 rounded-lg border border-slate-300 bg-white px-3"
        >
          <option value="all">All Categories</option>
          {selectedMissing && <option value={selected}>{selected}</option>}
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.category} ({fullCount(c.businessCount)})
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
