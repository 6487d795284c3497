import { apiPaths } from "@shared/api-paths";

export const checkAuthQueryKey = [apiPaths.admin.checkAuth] as const;
export const activityQueryKey = [apiPaths.admin.activity] as const;
export const sitemapStatsQueryKey = [apiPaths.admin.sitemapStats] as const;
export const importsQueryKey = [apiPaths.admin.imports] as const;
export const importJobQueryKey = (id: number) => [apiPaths.admin.importJob(id)] as const;
export const trashQueryKey = [apiPaths.admin.trash] as const;
export const trashJobQueryKey = (id: string) => [apiPaths.admin.trashJob(id)] as const;
export const businessHistoryQueryKey = (id: number) => [apiPaths.admin.businessHistory(id)] as const;
export const suggestionsQueryKey = [apiPaths.admin.suggestions] as const;
