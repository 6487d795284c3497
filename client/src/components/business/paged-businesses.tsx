import type { ReactNode } from "react";
import type { Business } from "@shared/api";
import { publicPageSize } from "@shared/constants";
import { totalPagesOf } from "../../lib/paging";
import { Pager } from "../ui/pager";
import { BusinessGrid, BusinessGridSkeleton } from "./business-grid";

/** A city's or category's page of businesses: skeleton, empty view, or cards with the pager. */
export function PagedBusinesses({
  data,
  page,
  hrefFor,
  empty,
}: {
  data: { items: Business[]; totalCount: number } | undefined;
  page: number;
  hrefFor: (page: number) => string;
  empty: ReactNode;
}) {
  if (!data) return <BusinessGridSkeleton count={6} />;
  if (data.items.length === 0) return <>{empty}</>;
  return (
    <>
      <BusinessGrid businesses={data.items} />
      <Pager page={page} totalPages={totalPagesOf(data.totalCount, publicPageSize)} hrefFor={hrefFor} />
    </>
  );
}
