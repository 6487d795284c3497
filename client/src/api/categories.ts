import { useQuery } from "@tanstack/react-query";
import type { CategoryGroupSummary, CategorySummary } from "@shared/api";
import { getJson } from "./api-client";

export const categoriesQueryKey = ["/api/categories"] as const;
export const categoryGroupsQueryKey = ["/api/category-groups"] as const;

export function useCategories() {
  return useQuery({ queryKey: categoriesQueryKey, queryFn: () => getJson<CategorySummary[]>("/api/categories") });
}

export function useCategoryGroups() {
  return useQuery({ queryKey: categoryGroupsQueryKey, queryFn: () => getJson<CategoryGroupSummary[]>("/api/category-groups") });
}
