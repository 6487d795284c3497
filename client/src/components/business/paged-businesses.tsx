import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import type { Business } from "@shared/api";
import { publicPageSize } from "@shared/constants";
import { pageCount } from "@shared/paging";
import { Pager } from "../ui/pager";
import { BusinessGridSkeleton } from "../ui/page-skeletons";
import { ResultsRegion } from "../ui/results-region";
import { BusinessGrid } from "./business-grid";

/** A city's or category's page of businesses: skeleton, empty view, or cards with the pager; past the end, the last page. */
export function PagedBusinesses({
  data,
  page,
  hrefFor,
  empty,
  besideMap = false,
}: {
  data: { items: Business[]; totalCount: number } | undefined;
  page: number;
  hrefFor: (page: number) => string;
  empty: ReactNode;
  besideMap?: boolean;
}) {
  const lastPage = Math.max(1, pageCount(data?.totalCount ?? 0, publicPageSize));
  // A page past the end (an old link, a number typed by hand) gives way to the last page, in place of this address.
  const lastPageHref = data && data.items.length === 0 && page > lastPage ? hrefFor(lastPage) : undefined;
  const [, navigate] = useLocation();
  useEffect(() => {
    if (lastPageHref) navigate(lastPageHref, { replace: true });
  }, [lastPageHref, navigate]);
  const results = useRef<HTMLElement>(null);
  return (
    <ResultsRegion ref={results}>
      {!data || lastPageHref ? (
        <BusinessGridSkeleton count={6} />
      ) : data.items.length === 0 ? (
        empty
      ) : (
        <>
          <BusinessGrid businesses={data.items} besideMap={besideMap} />
          <Pager page={page} totalPages={pageCount(data.totalCount, publicPageSize)} hrefFor={hrefFor} results={results} />
        </>
      )}
    </ResultsRegion>
  );
}
