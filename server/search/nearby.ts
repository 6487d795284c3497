import type { BusinessRow } from "../../shared/schema";
import { nearbyLimit, nearbyRadiusMiles, type NearbyBusiness } from "../../shared/api";
import type { Db } from "../db/database";
import { nearestMatches, selectByIds } from "./search.queries";

/**
 * Others of the business's category group within ten miles, nearest first, at
 * most six, none closed for good: read nearest first through the search table's
 * point index, as a search sorted by distance is. A business with no
 * coordinates has no neighbours to tell.
 */
export async function nearbyBusinessesOf(db: Db, business: BusinessRow): Promise<NearbyBusiness[]> {
  const { latitude, longitude } = business;
  if (latitude === null || longitude === null) return [];
  const nearest = await nearestMatches(
    db,
    {
      group: business.categoryGroup,
      area: { point: { lat: latitude, lng: longitude }, radius: nearbyRadiusMiles },
      exceptId: business.id,
      withoutClosedForGood: true,
      sort: "distance",
    },
    nearbyLimit,
  );
  const rows = await selectByIds(
    db,
    nearest.map((n) => n.id),
  );
  const miles = new Map(nearest.map((n) => [n.id, Math.round((n.distance ?? 0) * 10) / 10]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    category: r.category,
    categoryGroup: r.categoryGroup,
    city: r.city,
    state: r.state,
    rating: r.rating === null ? null : Number(r.rating),
    reviewCount: r.reviewCount,
    businessStatus: r.businessStatus,
    source: r.source,
    photo: r.photos[0] ?? null,
    distanceMiles: miles.get(r.id) ?? 0,
  }));
}
