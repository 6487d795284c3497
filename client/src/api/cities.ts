import { useQuery } from "@tanstack/react-query";
import type { CityChoice, CityListItem, PopularCity } from "@shared/api";
import { getJson } from "./api-client";

export const citiesQueryKey = ["/api/cities"] as const;
export const popularCitiesQueryKey = ["/api/cities/popular"] as const;

export function usePopularCities() {
  return useQuery({ queryKey: popularCitiesQueryKey, queryFn: () => getJson<PopularCity[]>("/api/cities/popular?limit=12") });
}

export function useAllCities() {
  return useQuery({ queryKey: citiesQueryKey, queryFn: () => getJson<CityListItem[]>("/api/cities") });
}

/** The town a city page's name stands for, or the towns of that name to choose from. Under the cities' key, so writes refresh it. */
export function useCityChoice(name: string) {
  const url = `/api/city/${encodeURIComponent(name)}/places`;
  return useQuery({ queryKey: [...citiesQueryKey, "places", url], queryFn: () => getJson<CityChoice>(url) });
}
