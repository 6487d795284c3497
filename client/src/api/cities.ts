import { useQuery } from "@tanstack/react-query";
import type { CityChoice, CityListItem, PopularCity } from "@shared/api";
import { apiPaths } from "@shared/api-paths";
import { firstJson, getJson } from "./api-client";

export const citiesQueryKey = ["/api/cities"] as const;
export const popularCitiesQueryKey = ["/api/cities/popular"] as const;

export function usePopularCities() {
  return useQuery({
    queryKey: popularCitiesQueryKey,
    queryFn: () => getJson<PopularCity[]>(apiPaths.popularCities),
    initialData: () => firstJson<PopularCity[]>(apiPaths.popularCities),
  });
}

export function useAllCities() {
  return useQuery({ queryKey: citiesQueryKey, queryFn: () => getJson<CityListItem[]>(apiPaths.cities), initialData: () => firstJson<CityListItem[]>(apiPaths.cities) });
}

/** The town a city page's name stands for, or the towns of that name to choose from. Under the cities' key, so writes refresh it. */
export function useCityChoice(name: string) {
  const url = apiPaths.cityPlaces(name);
  return useQuery({ queryKey: [...citiesQueryKey, "places", url], queryFn: () => getJson<CityChoice>(url), initialData: () => firstJson<CityChoice>(url) });
}
