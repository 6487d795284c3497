import { useQuery } from "@tanstack/react-query";
import { popularCities } from "@shared/api";
import { getJson } from "./api-client";

export const popularCitiesQueryKey = ["/api/cities/popular"] as const;

export const getPopularCities = () => getJson("/api/cities/popular", popularCities);

export function usePopularCities() {
  return useQuery({ queryKey: popularCitiesQueryKey, queryFn: getPopularCities });
}
