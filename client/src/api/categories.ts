import { useQuery } from "@tanstack/react-query";
import type { CategorySummary } from "@shared/api";
import { apiPaths } from "@shared/api-paths";
import { firstJson, getJson } from "./api-client";

export const categoriesQueryKey = [apiPaths.categories] as const;
export const categoryGroupsQueryKey = [apiPaths.categoryGroups] as const;

export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: () => getJson<CategorySummary[]>(apiPaths.categories),
    initialData: () => firstJson<CategorySummary[]>(apiPaths.categories),
  });
}
