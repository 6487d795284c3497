import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Business, BusinessListResponse } from "@shared/api";
import { apiPaths } from "@shared/api-paths";
import type { BrowseState } from "@shared/paths";
import { firstJson, firstPage, getJson, getPage } from "./api-client";

/** Every business query key starts with this, so one invalidation refreshes them all. */
export const businessesQueryKey = [apiPaths.businesses] as const;

/** One page of /businesses as Browse asks for it. */
export function useBusinessList(state: BrowseState & { page: number }) {
  const url = apiPaths.businessList(state);
  return useQuery({
    queryKey: [...businessesQueryKey, "list", url],
    queryFn: () => getJson<BusinessListResponse>(url),
    initialData: () => firstJson<BusinessListResponse>(url),
    placeholderData: keepPreviousData,
  });
}

export function useRecommended() {
  return useQuery({
    queryKey: [...businessesQueryKey, "recommended"],
    queryFn: () => getJson<Business[]>(apiPaths.recommended),
    initialData: () => firstJson<Business[]>(apiPaths.recommended),
  });
}

/** A business by slug or id, as its page and the saved list ask for it (one cache entry for both). */
export function businessDetailQuery(key: { slug: string } | { id: string }) {
  const url = apiPaths.business(key);
  return queryOptions({ queryKey: [...businessesQueryKey, "detail", url], queryFn: () => getJson<Business>(url), initialData: () => firstJson<Business>(url) });
}

/** /details/{slug} and /business/{id} both land here. */
export function useBusinessDetail(key: { slug: string } | { id: string }) {
  return useQuery(businessDetailQuery(key));
}

export function useCityBusinesses(city: string, page: number, bbox?: string) {
  const url = apiPaths.cityBusinesses(city, page, bbox);
  return useQuery({ queryKey: [...businessesQueryKey, "city", url], queryFn: () => getPage<Business>(url), initialData: () => firstPage<Business>(url) });
}

/** A page of one category's businesses in a town (a group's slug or a fine category's). */
export function useCityCategoryBusinesses(city: string, category: string, page: number, bbox?: string) {
  const url = apiPaths.cityCategoryBusinesses(city, category, page, bbox);
  return useQuery({ queryKey: [...businessesQueryKey, "city", url], queryFn: () => getPage<Business>(url), initialData: () => firstPage<Business>(url) });
}

export function useCategoryBusinesses(category: string, page: number, bbox?: string) {
  const url = apiPaths.categoryBusinesses(category, page, bbox);
  return useQuery({ queryKey: [...businessesQueryKey, "category", url], queryFn: () => getPage<Business>(url), initialData: () => firstPage<Business>(url) });
}
