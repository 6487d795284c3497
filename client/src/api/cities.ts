import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CategoryCities, CityCategories, CityChoice, CityIndex, PopularCity } from "@shared/api";
import { apiPaths } from "@shared/api-paths";
import type { CitiesState } from "@shared/paths";
import { firstJson, getJson } from "./api-client";

/** Every city query key starts with this, so one invalidation after a write refreshes them all. */
export const citiesQueryKey = [apiPaths.cities] as const;
export const popularCitiesQueryKey = [apiPaths.popularCities] as const;

export function usePopularCities() {
  return useQuery({
    queryKey: popularCitiesQueryKey,
    queryFn: () => getJson<PopularCity[]>(apiPaths.popularCities),
    initialData: () => firstJson<PopularCity[]>(apiPaths.popularCities),
  });
}

/** A page of /cities: a letter's towns or a search's; the last page shown stays while the next loads. */
export function useCityIndex(state: CitiesState) {
  const url = apiPaths.cityIndex(state);
  return useQuery({
    queryKey: [...citiesQueryKey, "index", url],
    queryFn: () => getJson<CityIndex>(url),
    initialData: () => firstJson<CityIndex>(url),
    placeholderData: keepPreviousData,
  });
}

/** The town a city page's name stands for, or the towns of that name to choose from. Under the cities' key, so writes refresh it. */
export function useCityChoice(name: string) {
  const url = apiPaths.cityPlaces(name);
  return useQuery({ queryKey: [...citiesQueryKey, "places", url], queryFn: () => getJson<CityChoice>(url), initialData: () => firstJson<CityChoice>(url) });
}

/** A town's groups and categories with their counts; none asked for a name several towns share. Under the cities' key, so writes refresh it. */
export function useCityCategories(name: string, enabled: boolean) {
  const url = apiPaths.cityCategories(name);
  return useQuery({
    queryKey: [...citiesQueryKey, "categories", url],
    queryFn: () => getJson<CityCategories>(url),
    initialData: () => firstJson<CityCategories>(url),
    enabled,
  });
}

/** The towns with most businesses of a group or a category. Under the cities' key, so writes refresh it. */
export function useCategoryCities(category: string) {
  const url = apiPaths.categoryCities(category);
  return useQuery({
    queryKey: [...citiesQueryKey, "category", url],
    queryFn: () => getJson<CategoryCities>(url),
    initialData: () => firstJson<CategoryCities>(url),
  });
}
