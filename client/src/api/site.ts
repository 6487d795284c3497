import { useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "@shared/api";
import { apiPaths } from "@shared/api-paths";
import { firstJson, getJson } from "./api-client";

const siteQueryKey = [apiPaths.site] as const;

export function useSite() {
  return useQuery({ queryKey: siteQueryKey, queryFn: () => getJson<SiteInfo>(apiPaths.site), initialData: () => firstJson<SiteInfo>(apiPaths.site) });
}

/** The site's name before /api/site has answered, and where it cannot. */
export const defaultSiteName = "Main Street";
