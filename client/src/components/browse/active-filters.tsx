import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import type { SearchInfo } from "@shared/api";
import { findCategoryGroup } from "@shared/categories";
import { categoryTitle } from "@shared/page-meta";
import { browsePath, type BrowseState } from "@shared/paths";
import { useCategories } from "../../api/categories";
import { activeFilters } from "../../lib/active-filters";
import { browseSearchId } from "./browse-filters";
import { FilterChip } from "./filter-chip";

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
        <FilterChip
          key={filter.key}
          text={filter.text}
          removeLabel={filter.removeLabel}
          onRemove={() => {
            focusAfterRemoval.current = index;
            navigate(browsePath(filter.without));
          }}
        />
      ))}
    </ul>
  );
}
