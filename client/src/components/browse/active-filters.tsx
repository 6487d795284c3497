import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import type { SearchInfo } from "@shared/api";
import { findCategoryGroup } from "@shared/categories";
import { categoryTitle } from "@shared/page-meta";
import { browsePath, type BrowseState } from "@shared/paths";
import { useCategories } from "../../api/categories";
import { activeFilters } from "../../lib/active-filters";
import { browseSearchId } from "./browse-filters";

function useCategoryName(slug: string | undefined): string {
  const categories = useCategories().data;
  if (!slug) return "";
  return categories?.find((c) => c.slug === slug)?.category ?? findCategoryGroup(slug)?.name ?? categoryTitle(slug);
}

/**
 * The filters in force as chips, each with a button that removes it. The removed
 * chip's button had focus; it goes to the chip now in its place, or to the search
 * box when none is left, rather than being lost to the page.
 */
export function ActiveFilters({ state, search }: { state: BrowseState; search: SearchInfo | undefined }) {
  const [, navigate] = useLocation();
  const filters = activeFilters(state, search, useCategoryName(state.category));
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useRef<number>(undefined);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === undefined) return;
    focusAfterRemoval.current = undefined;
    const buttons = list.current?.querySelectorAll("button") ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? document.getElementById(browseSearchId))?.focus();
  }, [filters.length]);

  if (filters.length === 0) return null;
  return (
    <ul ref={list} aria-label="Active filters" className="flex flex-wrap gap-2">
      {filters.map((filter, index) => (
        <li
          key={filter.key}
          className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
        >
          <span className="truncate">{filter.text}</span>
          <button
            type="button"
            aria-label={filter.removeLabel}
            onClick={() => {
              focusAfterRemoval.current = index;
              navigate(browsePath(filter.without));
            }}
            className="shrink-0 rounded-full p-1 text-brand-700 hover:bg-brand-100 hover:text-brand-900"
          >
            <X aria-hidden className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
