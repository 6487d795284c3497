import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { browseMeta } from "@shared/page-meta";
import { apiPaths } from "@shared/api-paths";
import { browseNoindex, browsePath } from "@shared/paths";
import { useBusinessList } from "../api/businesses";
import { ActiveFilters } from "../components/browse/active-filters";
import { BrowseFilters } from "../components/browse/browse-filters";
import { NoResults } from "../components/browse/no-results";
import { RefineControls } from "../components/browse/refine-controls";
import { SearchNotes } from "../components/browse/search-notes";
import { BusinessGrid } from "../components/business/business-grid";
import { CountLine } from "../components/business/count-line";
import { Seo } from "../components/seo";
import { BusinessGridSkeleton } from "../components/ui/page-skeletons";
import { Pager } from "../components/ui/pager";
import { LoadErrorView } from "../components/ui/failure-views";
import { ResultsRegion } from "../components/ui/results-region";
import { MapLayout, MapToggle } from "../components/map/map-layout";
import { ResultsMap } from "../components/map/results-map";
import { browseStateFrom } from "@shared/browse-state";
import { resultsLine } from "../lib/search-text";

export function BrowsePage() {
  const state = browseStateFrom(useSearch());
  const page = state.page ?? 1;
  const list = useBusinessList({ ...state, page });
  const { data, isPending, isError, isPlaceholderData } = list;
  // The previous answer stays on screen while the next loads, but how it read the search belongs to the old URL.
  const search = isPlaceholderData ? undefined : data?.search;
  const { q, location, category } = state;
  const filtered = Boolean(q || location || category || state.near || state.openNow || state.minRating || state.bbox);
  // A page past the end (an old link, a number typed by hand) gives way to the last page, in place of this address.
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  const pastEnd = !isPlaceholderData && data !== undefined && data.businesses.length === 0 && page > lastPage;
  const lastPageUrl = pastEnd ? browsePath({ ...state, page: lastPage }) : undefined;
  const [, navigate] = useLocation();
  const results = useRef<HTMLElement>(null);
  useEffect(() => {
    if (lastPageUrl) navigate(lastPageUrl, { replace: true });
  }, [lastPageUrl, navigate]);
  const mapOpen = Boolean(state.map);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {/* The canonical URL is the one the server's page head gives: the listing, without order or personal filters. */}
      <Seo {...browseMeta(state)} path={browsePath({ q, location, category, page })} noindex={browseNoindex(state)} />
      <h1 className="text-3xl font-bold text-slate-900">Browse All Businesses</h1>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <CountLine text={data && resultsLine(data.totalCount, data.totalExact, filtered, search?.location ?? null)} />
        <MapToggle open={mapOpen} href={browsePath({ ...state, map: !mapOpen || undefined })} />
      </div>
      <div className="mt-6 space-y-4">
        <BrowseFilters key={`${q ?? ""}|${location ?? ""}|${category ?? ""}`} state={state} />
        <RefineControls state={state} search={search} />
        <ActiveFilters state={state} search={search} />
        {search && data && <SearchNotes state={state} search={search} hasResults={data.businesses.length > 0} />}
      </div>
      <div className="mt-8">
        <MapLayout
          open={mapOpen}
          listHref={browsePath({ ...state, map: undefined })}
          map={
            <ResultsMap
              listUrl={apiPaths.businessList({ ...state, page: 1 })}
              total={isPlaceholderData ? undefined : data?.totalCount}
              shape="search"
              area={state.bbox}
              onSearchArea={(bbox) => navigate(browsePath({ ...state, bbox, page: 1 }))}
            />
          }
        >
          <ResultsRegion ref={results}>
            {isError ? (
              <LoadErrorView title="Error Loading Businesses" query={list} inPage />
            ) : isPending || pastEnd || (isPlaceholderData && data.businesses.length === 0) ? (
              <BusinessGridSkeleton count={6} />
            ) : data.businesses.length === 0 ? (
              <NoResults state={state} search={data.search} />
            ) : (
              <>
                <BusinessGrid businesses={data.businesses} besideMap={mapOpen} />
                <Pager page={page} totalPages={data.totalPages} hrefFor={(p) => browsePath({ ...state, page: p })} results={results} />
              </>
            )}
          </ResultsRegion>
        </MapLayout>
      </div>
    </div>
  );
}
