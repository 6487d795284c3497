import { useQuery } from "@tanstack/react-query";
import type { Business, BusinessListResponse, MapSettings } from "@shared/api";
import { apiPaths, mapBatchSize, mapBatchUrl } from "@shared/api-paths";
import { getJson, getPage } from "./api-client";
import { businessesQueryKey } from "./businesses";

/** The basemap's style, asked for only once a map is shown. */
export function useMapSettings() {
  return useQuery({ queryKey: [apiPaths.map], queryFn: () => getJson<MapSettings>(apiPaths.map), staleTime: Infinity });
}

/** The most markers a map shows: three batches, so a search's first 300 results. */
const mapMarkerLimit = 3 * mapBatchSize;

/** What a marker and its card need of a business. */
export type MapBusiness = Pick<Business, "id" | "name" | "slug" | "category" | "rating" | "reviewCount"> & { latitude: number; longitude: number };

/** How a list answers: Browse's search sends an object, a town's or a category's list an array. */
export type ListShape = "search" | "page";

async function readBatch(url: string, shape: ListShape): Promise<Business[]> {
  return shape === "search" ? (await getJson<BusinessListResponse>(url)).businesses : (await getPage<Business>(url)).items;
}

function placed(business: Business): MapBusiness | undefined {
  const { id, name, slug, category, rating, reviewCount, latitude, longitude } = business;
  return latitude === null || longitude === null ? undefined : { id, name, slug, category, rating, reviewCount, latitude, longitude };
}

/**
 * The list's businesses as the map shows them: not only the page on screen but the list's first
 * `mapMarkerLimit`, asked for in batches of 100 at once; those without a point are left out.
 */
export function useMapBusinesses(listUrl: string, total: number | undefined, shape: ListShape) {
  const batches = Math.min(Math.ceil((total ?? 0) / mapBatchSize), mapMarkerLimit / mapBatchSize);
  return useQuery({
    queryKey: [...businessesQueryKey, "map", listUrl, batches],
    queryFn: async () => {
      const lists = await Promise.all(Array.from({ length: batches }, (_, batch) => readBatch(mapBatchUrl(listUrl, batch), shape)));
      const fetched = lists.flat();
      return { fetched: fetched.length, businesses: fetched.map(placed).filter((b) => b !== undefined) };
    },
    enabled: total !== undefined,
  });
}
