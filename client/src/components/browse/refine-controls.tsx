import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { CategorySummary, SearchInfo } from "@shared/api";
import { fullCount } from "@shared/format";
import { categoryTitle } from "@shared/page-meta";
import { browsePath, paths, type BrowseState } from "@shared/paths";
import { useCategories } from "../../api/categories";
import { ratingChoices, sortLabels } from "../../lib/search-options";
import { isSearchSort } from "@shared/constants";

/** The first 20 categories (most businesses first) with their counts. */
const categoryOptions = 20;

const select = "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 sm:w-auto";

// On a phone each label sits above its control, two to a row; from sm up they run in one line.
function Labelled({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <label className={`flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2 ${className}`}>
      <span className="text-sm font-medium text-slate-700">{label}</span>
      {children}
    </label>
  );
}

const categoryOption = (c: CategorySummary) => `${c.category} (${fullCount(c.businessCount)})`;

/** Distance needs a point: a ZIP code or "Near me". Before the first answer, `near` in the URL is one. */
function knowsPoint(state: BrowseState, search: SearchInfo | undefined): boolean {
  if (search) return search.location?.kind === "zip" || search.location?.kind === "point";
  return Boolean(state.near);
}

/** Category, order, minimum rating and "Open now"; each change goes back to page 1 and keeps the rest. */
export function RefineControls({ state, search }: { state: BrowseState; search: SearchInfo | undefined }) {
  const [, navigate] = useLocation();
  const go = (change: Partial<BrowseState>) => navigate(browsePath({ ...state, ...change, page: 1 }));
  const allCategories = useCategories().data ?? [];
  const categories = allCategories.slice(0, categoryOptions);
  const category = state.category ?? "all";
  const categoryMissing = category !== "all" && !categories.some((c) => c.slug === category);
  // A category past the first 20 (a link from its page, /categories) is shown by its name, as the list would.
  const missing = categoryMissing ? allCategories.find((c) => c.slug === category) : undefined;
  const sort = state.sort ?? search?.sort ?? "relevance";
  const sorts = Object.keys(sortLabels)
    .filter(isSearchSort)
    .filter((s) => s !== "distance" || s === sort || knowsPoint(state, search));
  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap sm:items-center sm:gap-x-5">
      <div className="col-span-2 flex items-end gap-3 sm:items-center">
        <Labelled label="Category" className="min-w-0 flex-1 sm:flex-none">
          <select value={category} onChange={(e) => go({ category: e.target.value })} className={`${select} sm:max-w-56`}>
            <option value="all">All Categories</option>
            {categoryMissing && <option value={category}>{missing ? categoryOption(missing) : categoryTitle(category)}</option>}
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {categoryOption(c)}
              </option>
            ))}
          </select>
        </Labelled>
        <Link href={paths.categories} className="flex h-10 shrink-0 items-center text-sm font-medium text-brand-700 hover:underline">
          See all categories
        </Link>
      </div>
      <Labelled label="Sort by">
        <select value={sort} onChange={(e) => isSearchSort(e.target.value) && go({ sort: e.target.value })} className={select}>
          {sorts.map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled label="Minimum rating">
        <select
          value={state.minRating ? String(state.minRating) : ""}
          onChange={(e) => go({ minRating: e.target.value ? Number(e.target.value) : undefined })}
          className={select}
        >
          <option value="">Any</option>
          {ratingChoices.map((r) => (
            <option key={r} value={String(r)}>
              {r}+
            </option>
          ))}
        </select>
      </Labelled>
      <label className="flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50">
        <input
          type="checkbox"
          checked={Boolean(state.openNow)}
          onChange={(e) => go({ openNow: e.target.checked || undefined })}
          className="size-4 accent-brand-600"
        />
        Open now
      </label>
    </div>
  );
}
