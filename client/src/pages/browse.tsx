import { useSearch } from "wouter";
import { totalText } from "@shared/format";
import { browseMeta } from "@shared/page-meta";
import { browsePath, paths, type BrowseState } from "@shared/paths";
import { useBusinessList } from "../api/businesses";
import { BrowseFilters } from "../components/browse/browse-filters";
import { BusinessGrid, BusinessGridSkeleton } from "../components/business/business-grid";
import { Seo } from "../components/seo";
import { Pager } from "../components/ui/pager";
import { MessageView } from "../components/ui/state-views";
import { pageFromSearch } from "../lib/paging";

/** Everything Browse shows is in the URL, so back, reload and shared links restore it. */
export function browseStateFrom(search: string): BrowseState {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return { q: text("q"), location: text("location"), category: text("category"), page: pageFromSearch(search) };
}

export function BrowsePage() {
  const state = browseStateFrom(useSearch());
  const page = state.page ?? 1;
  const { data, isPending, isError } = useBusinessList({ search: state.q, location: state.location, category: state.category, page });
  const filtered = Boolean(state.q || state.location || state.category);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Seo
        {...browseMeta(state)}
        path={browsePath(state)}
        noindex={filtered || page > 1}
      />
      <h1 className="text-3xl font-bold text-slate-900">Browse All Businesses</h1>
      <p className="mt-2 min-h-6 text-slate-600" aria-live="polite">
        {data && `${totalText(data.totalCount, data.totalExact)} businesses${filtered ? " match your search" : ""}`}
        {state.location && data && ` in ${state.location}`}
      </p>
      <div className="mt-6" key={`${state.q ?? ""}|${state.category ?? ""}`}>
        <BrowseFilters state={state} />
      </div>
      <div className="mt-8">
        {isError ? (
          <MessageView title="Error Loading Businesses">Unable to load businesses. Please try again later.</MessageView>
        ) : isPending ? (
          <BusinessGridSkeleton count={6} />
        ) : data.businesses.length === 0 ? (
          <MessageView title="No businesses found" action={{ label: "Clear Filters", href: paths.browse }}>
            Nothing matches these filters. Try fewer words or another category.
          </MessageView>
        ) : (
          <>
            <BusinessGrid businesses={data.businesses} />
            <Pager page={page} totalPages={data.totalPages} more={!data.totalExact} hrefFor={(p) => browsePath({ ...state, page: p })} />
          </>
        )}
      </div>
    </div>
  );
}
