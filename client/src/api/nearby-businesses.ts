import { useQuery } from "@tanstack/react-query";
import type { NearbyBusiness } from "@shared/api";
import { getJson } from "./api-client";
import { businessesQueryKey } from "./businesses";

/** Others of a business's group near it, nearest first; under the businesses key, so edits refresh it too. */
export function useNearbyBusinesses(id: number, enabled: boolean) {
  const url = `/api/businesses/${id}/nearby`;
  return useQuery({ queryKey: [...businessesQueryKey, "nearby", url], queryFn: () => getJson<NearbyBusiness[]>(url), enabled });
}
