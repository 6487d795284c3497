import { useQuery } from "@tanstack/react-query";
import type { NearbyBusiness } from "@shared/api";
import { apiPaths } from "@shared/api-paths";
import { firstJson, getJson } from "./api-client";
import { businessesQueryKey } from "./businesses";

/** Others of a business's group near it, nearest first; under the businesses key, so edits refresh it too. */
export function useNearbyBusinesses(id: number, enabled: boolean) {
  const url = apiPaths.nearby(id);
  return useQuery({
    queryKey: [...businessesQueryKey, "nearby", url],
    queryFn: () => getJson<NearbyBusiness[]>(url),
    initialData: () => firstJson<NearbyBusiness[]>(url),
    enabled,
  });
}
