import { useQuery } from "@tanstack/react-query";
import type { CountrySummary } from "@shared/api";
import { apiPaths } from "@shared/api-paths";
import { getJson } from "./api-client";

export const countriesQueryKey = [apiPaths.countries] as const;

export function useCountries() {
  return useQuery({ queryKey: countriesQueryKey, queryFn: () => getJson<CountrySummary[]>(apiPaths.countries) });
}
