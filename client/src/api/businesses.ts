import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Business, BusinessListResponse } from "@shared/api";
import { publicPageSize } from "@shared/constants";
import type { BrowseState } from "@shared/paths";
import { getJson, getPage, withQuery } from "./api-client";

/** Every business query key starts with this, so one invalidation refreshes them all. */
export const businessesQueryKey = ["/api/businesses"] as const;

/** One page of /businesses as Browse asks for it: the URL's state, translated to the API's names. */
export function useBusinessList(state: BrowseState & { page: number }) {
  const url = withQuery("/api/businesses", {
    limit: publicPageSize,
    offset: (state.page - 1) * publicPageSize,
    search: state.q,
    location: state.location,
    category: state.category === "all" ? undefined : state.category,
    near: state.near,
    radius: state.radius,
    sort: state.sort,
    openNow: state.openNow ? "true" : undefined,
    minRating: state.minRating,
  });
  return useQuery({
    queryKey: [...businessesQueryKey, "list", url],
    queryFn: () => getJson<BusinessListResponse>(url),
    placeholderData: keepPreviousData,
  });
}

export function useRecommended() {
  return useQuery({
    queryKey: [...businessesQueryKey, "recommended"],
    queryFn: () => getJson<Business[]>("/api/businesses/recommended"),
  });
}

/** A business by slug or id, as its page and the saved list ask for it (one cache entry for both). */
export function businessDetailQuery(key: { slug: string } | { id: string }) {
  const url = "slug" in key ? `/api/businesses/slug/${encodeURIComponent(key.slug)}` : `/api/businesses/${encodeURIComponent(key.id)}`;
  return queryOptions({ queryKey: [...businessesQueryKey, "detail", url], queryFn: () => getJson<Business>(url) });
}

/** /details/{slug} and /business/{id} both land here. */
export function useBusinessDetail(key: { slug: string } | { id: string }) {
  return useQuery(businessDetailQuery(key));
}

export function useCityBusinesses(city: string, page: number) {
  const url = withQuery(`/api/city/${encodeURIComponent(city)}`, { limit: publicPageSize, offset: (page - 1) * publicPageSize });
  return useQuery({ queryKey: [...businessesQueryKey, "city", url], queryFn: () => getPage<Business>(url) });
}

export function useCategoryBusinesses(category: string, page: number) {
  const url = withQuery(`/api/category/${encodeURIComponent(category)}`, {
    limit: publicPageSize,
    offset: (page - 1) * publicPageSize,
  });
  return useQuery({ queryKey: [...businessesQueryKey, "category", url], queryFn: () => getPage<Business>(url) });
}
