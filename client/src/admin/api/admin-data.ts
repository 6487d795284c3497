import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminEvent, BusinessUpdate, DeleteResult, SeoResult, SitemapStats } from "@shared/admin-api";
import type { Business, BusinessListResponse } from "@shared/api";
import { adminPageSize } from "@shared/constants";
import { apiPaths, withQuery } from "@shared/api-paths";
import { apiRequest, getJson } from "../../api/api-client";
import { businessesQueryKey } from "../../api/businesses";
import { invalidateDirectory } from "./invalidate";
import { activityQueryKey, sitemapStatsQueryKey } from "./keys";

export interface AdminListFilters {
  search: string;
  country: string;
  category: string;
  status: "all" | "verified" | "pending";
  page: number;
}

export function useAdminBusinesses(filters: AdminListFilters) {
  const url = withQuery(apiPaths.businesses, {
    limit: adminPageSize,
    offset: (filters.page - 1) * adminPageSize,
    search: filters.search.trim() || undefined,
    country: filters.country === "all" ? undefined : filters.country,
    category: filters.category === "all" ? undefined : filters.category,
    status: filters.status === "all" ? undefined : filters.status,
  });
  return useQuery({
    queryKey: [...businessesQueryKey, "admin", url],
    queryFn: () => getJson<BusinessListResponse>(url),
    placeholderData: keepPreviousData,
  });
}

export function useActivity() {
  return useQuery({ queryKey: activityQueryKey, queryFn: () => getJson<AdminEvent[]>(apiPaths.admin.activity) });
}

export function useSitemapStats() {
  return useQuery({ queryKey: sitemapStatsQueryKey, queryFn: () => getJson<SitemapStats>(apiPaths.admin.sitemapStats) });
}

/** A write followed by reloading everything that shows businesses or counts. */
function useDirectoryMutation<T, R>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => invalidateDirectory(queryClient) });
}

export function useUpdateBusiness() {
  return useDirectoryMutation(
    async ({ id, changes }: { id: number; changes: BusinessUpdate }) =>
      (await apiRequest("PATCH", apiPaths.admin.business(id), changes)).json() as Promise<Business>,
  );
}

/** Moves a business to the trash; the answer's batch is what Undo restores. */
export function useDeleteBusiness() {
  return useDirectoryMutation(async (id: number) => (await apiRequest("DELETE", apiPaths.admin.business(id))).json() as Promise<DeleteResult>);
}

export function useGenerateSeo() {
  return useDirectoryMutation(async () => (await apiRequest("POST", apiPaths.admin.generateSeo)).json() as Promise<SeoResult>);
}
