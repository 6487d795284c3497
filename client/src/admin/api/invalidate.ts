import type { QueryClient } from "@tanstack/react-query";
import { businessesQueryKey } from "../../api/businesses";
import { categoriesQueryKey, categoryGroupsQueryKey } from "../../api/categories";
import { citiesQueryKey, popularCitiesQueryKey } from "../../api/cities";
import { countriesQueryKey } from "../../api/countries";
import { statisticsQueryKey } from "../../api/statistics";
import { activityQueryKey, sitemapStatsQueryKey, trashQueryKey } from "./keys";

/** After any write, every screen that shows businesses or counts reloads, and the trash, which deletes and restores change. */
export function invalidateDirectory(queryClient: QueryClient): Promise<void[]> {
  return Promise.all(
    [
      businessesQueryKey,
      statisticsQueryKey,
      citiesQueryKey,
      popularCitiesQueryKey,
      categoriesQueryKey,
      categoryGroupsQueryKey,
      countriesQueryKey,
      activityQueryKey,
      sitemapStatsQueryKey,
      trashQueryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
