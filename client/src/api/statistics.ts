import { useQuery } from "@tanstack/react-query";
import type { Statistics } from "@shared/api";
import { getJson } from "./api-client";

export const statisticsQueryKey = ["/api/statistics"] as const;

export function useStatistics() {
  return useQuery({ queryKey: statisticsQueryKey, queryFn: () => getJson<Statistics>("/api/statistics") });
}
