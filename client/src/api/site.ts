import { useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "@shared/api";
import { getJson } from "./api-client";

export const siteQueryKey = ["/api/site"] as const;

export function useSite() {
  return useQuery({ queryKey: siteQueryKey, queryFn: () => getJson<SiteInfo>("/api/site") });
}

/** The site's name before /api/site has answered, and where it cannot. */
export const defaultSiteName = "Main Street";
