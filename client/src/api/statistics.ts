import { useQuery } from "@tanstack/react-query";
import { statistics } from "@shared/api";
import { getJson } from "./api-client";

export const statisticsQueryKey = ["/api/statistics"] as const;

export const getStatistics = () => getJson("/api/statistics", statistics);

export function useStatistics() {
  return useQuery({ queryKey: statisticsQueryKey, queryFn: getStatistics });
}
