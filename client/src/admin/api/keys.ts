import { apiPaths } from "@shared/api-paths";

export const checkAuthQueryKey = [apiPaths.admin.checkAuth] as const;
export const activityQueryKey = [apiPaths.admin.activity] as const;
export const sitemapStatsQueryKey = [apiPaths.admin.sitemapStats] as const;
