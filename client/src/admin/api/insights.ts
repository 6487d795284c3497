import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InsightsReport } from "@shared/insights";
import { apiPaths } from "@shared/api-paths";
import { getJson } from "../../api/api-client";

/** The last `days` days up to today, as the server counts days (UTC). */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** Read afresh each time the tab is opened or the range changes: visitors keep coming meanwhile. */
export function useInsights(range: { from: string; to: string }) {
  const url = apiPaths.admin.insights(range);
  return useQuery({ queryKey: [url], queryFn: () => getJson<InsightsReport>(url), staleTime: 0, placeholderData: keepPreviousData });
}
