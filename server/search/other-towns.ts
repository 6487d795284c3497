import type { GeoPoint, PlaceChoice } from "../../shared/api";
import { maxRadiusMiles } from "../../shared/constants";
import type { Db } from "../db/database";
import type { Facets } from "../facets/facets";
import { townCentre } from "./geo";
import type { Place } from "./places";
import { matchTownsNear, type SearchSpec } from "./search.queries";

/** The radius a search found nothing within may be widened to, when that finds something. */
const widerRadiusMiles = 50;
/** The nearest matches whose towns are offered: enough for a few towns, few enough to read at once. */
const matchesRead = 100;
const townsOffered = 5;

export interface Elsewhere {
  /** Towns that have matches for the same words and filters, outside what was searched, nearest first. */
  towns: PlaceChoice[];
  /** Set when the search had a radius smaller than this and a match lies within it. */
  widerRadius: number | null;
}

const nowhere: Elsewhere = { towns: [], widerRadius: null };

function centreOf(place: Place, facets: Facets): GeoPoint | undefined {
  if (place.point) return place.point;
  if (!place.cityKey) return undefined;
  const states = place.state !== undefined ? [place.state] : (facets.placesByCity.get(place.cityKey) ?? []).map((p) => p.state);
  return states.map((s) => townCentre(place.cityKey ?? "", s)).find((c) => c !== undefined);
}

/**
 * Where a search that found nothing in its place would find something: the towns of the nearest matches of
 * the same words and filters (`unplaced`: the search without its place) (every one of them has at least that match), not the town searched, and
 * "within 50 miles" when a smaller radius was searched and a match lies that near. Offering the nearest
 * towns with any listing led to more empty results, and from them back to the first town.
 */
export async function elsewhere(db: Db, unplaced: SearchSpec, place: Place, facets: Facets): Promise<Elsewhere> {
  const centre = centreOf(place, facets);
  if (!centre) return nowhere;
  const towns = await matchTownsNear(db, { ...unplaced, area: { point: centre, radius: maxRadiusMiles } }, matchesRead, facets.total);
  const searched = (t: { cityKey: string; state: string }) =>
    !place.point && t.cityKey === place.cityKey && (place.state === undefined || t.state === place.state);
  const offered = towns
    .filter((t) => !searched(t))
    .flatMap((t) => {
      const town = facets.placeByKey.get(`${t.cityKey}|${t.state}`);
      return town ? [{ label: town.label, location: town.label, distanceMiles: Math.round(t.miles * 10) / 10 }] : [];
    })
    .slice(0, townsOffered);
  const nearest = towns[0]?.miles ?? Infinity;
  const radius = place.point ? (place.radius ?? 0) : Infinity;
  return { towns: offered, widerRadius: radius < widerRadiusMiles && nearest <= widerRadiusMiles ? widerRadiusMiles : null };
}
