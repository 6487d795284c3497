import { Search } from "lucide-react";
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from "react";
import { noCountry, type CategorySummary, type CountrySummary } from "@shared/api";
import type { AdminListFilters } from "../api/admin-data";
import { Input, Label, Select } from "../../components/ui/input";
import { fullCount } from "@shared/format";

/** How long typing must pause before the search is sent. */
const searchDelayMs = 300;

export type FilterValues = Omit<AdminListFilters, "page">;

export interface BusinessFiltersProps {
  filters: FilterValues;
  countries: CountrySummary[];
  categories: CategorySummary[];
  /** Called with what changed; the caller goes back to page 1. */
  onChange: (changes: Partial<FilterValues>) => void;
}

const statuses = ["all", "verified", "pending"] as const;
const statusLabel = { all: "All", verified: "Verified", pending: "Pending" } as const;

/** The filter's name for a country value: the businesses listed without one have their own. */
const countryLabel = (country: string) => (country === noCountry ? "No country" : country);

function isStatus(value: string): value is FilterValues["status"] {
  return (statuses as readonly string[]).includes(value);
}

/** Search (sent after a pause in typing, or at once on Enter), country, category and status. */
export function BusinessFilters({ filters, countries, categories, onChange }: BusinessFiltersProps) {
  const id = useId();
  const [query, setQuery] = useState(filters.search);
  const applySearch = useEffectEvent((text: string) => onChange({ search: text }));

  useEffect(() => {
    if (query.trim() === filters.search.trim()) return;
    const timer = setTimeout(() => applySearch(query), searchDelayMs);
    return () => clearTimeout(timer);
  }, [query, filters.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() !== filters.search.trim()) onChange({ search: query });
  };
  const countryMissing = filters.country !== "all" && !countries.some((c) => c.country === filters.country);
  const categoryMissing = filters.category !== "all" && !categories.some((c) => c.slug === filters.category);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <form role="search" onSubmit={submit} className="sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-search`}>Search</Label>
        <div className="relative mt-1">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name, category, city or state"
            className="pl-9"
          />
        </div>
      </form>
      <div>
        <Label htmlFor={`${id}-country`}>Country</Label>
        <Select id={`${id}-country`} value={filters.country} onChange={(e) => onChange({ country: e.target.value })} className="mt-1">
          <option value="all">All Countries</option>
          {countryMissing && <option value={filters.country}>{countryLabel(filters.country)}</option>}
          {countries.map((c) => (
            <option key={c.country} value={c.country}>
              {countryLabel(c.country)} ({fullCount(c.businessCount)})
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select id={`${id}-category`} value={filters.category} onChange={(e) => onChange({ category: e.target.value })} className="mt-1">
          <option value="all">All</option>
          {categoryMissing && <option value={filters.category}>{filters.category}</option>}
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.category} ({fullCount(c.businessCount)})
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select id={`${id}-status`} value={filters.status} onChange={(e) => isStatus(e.target.value) && onChange({ status: e.target.value })} className="mt-1">
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel[s]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
