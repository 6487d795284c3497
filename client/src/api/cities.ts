import { useQuery } from "@tanstack/react-query";
import type { CityListItem, PopularCity } from "@shared/api";
import { getJson } from "./api-client";

export const citiesQueryKey = ["/api/cities"] as const;
export const popularCitiesQueryKey = ["/api/cities/popular"] as const;

export function usePopularCities() {
  return useQuery({ queryKey: popularCitiesQueryKey, queryFn: () => getJson<PopularCity[]>("/api/cities/popular?limit=12") });
}

export function useAllCities() {
  return useQuery({ queryKey: citiesQueryKey, queryFn: () => getJson<CityListItem[]>("/api/cities") });
}
