import { useQuery } from "@tanstack/react-query";
import type { Statistics } from "@shared/api";
import { apiPaths } from "@shared/api-paths";
import { firstJson, getJson } from "./api-client";

export const statisticsQueryKey = [apiPaths.statistics] as const;

export function useStatistics() {
  return useQuery({
    queryKey: statisticsQueryKey,
    queryFn: () => getJson<Statistics>(apiPaths.statistics),
    initialData: () => firstJson<Statistics>(apiPaths.statistics),
  });
}
