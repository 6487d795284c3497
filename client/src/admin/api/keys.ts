export const checkAuthQueryKey = ["/api/admin/check-auth"] as const;
export const activityQueryKey = ["/api/admin/activity"] as const;
export const sitemapStatsQueryKey = ["/api/admin/sitemap-stats"] as const;
