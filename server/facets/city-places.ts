import type { CityPlace } from "../../shared/api";
import { cityCategoryPath, cityPath } from "../../shared/paths";
import { stateCode } from "../../shared/us-states";
import type { Facets, PlaceFacet } from "./facets";

/** What a city page's name stands for: every town of that name, and the one meant when the name says which. */
export interface CityLookup {
  /** Most businesses first. */
  places: PlaceFacet[];
  place: PlaceFacet | undefined;
}

/** The towns of one name as a URL writes it: "Portland", "portland" or "new-york". */
function townsNamed(name: string, facets: Facets): PlaceFacet[] | undefined {
  const key = name.trim().toLowerCase();
  return facets.placesByCity.get(key) ?? facets.placesByCity.get(key.replace(/-/g, " "));
}

/** "OR", "or" and "Oregon" all name Portland, OR; "" names the town listed without a state. */
function inState(place: PlaceFacet, state: string): boolean {
  const wanted = state.trim();
  return place.state.toLowerCase() === wanted.toLowerCase() || (place.state !== "" && place.state === stateCode(wanted));
}

/**
 * A city page's name, "Portland, OR" or "Portland" (with `state` from the query,
 * if any). The text after the last comma is the state unless the whole text is
 * a town's name: no town name holds a comma, so the two never clash. A name
 * alone stands for its town when only one state has it. Undefined when no town
 * of that name is in that state, or none has that name.
 */
export function lookUpCity(name: string, state: string | undefined, facets: Facets): CityLookup | undefined {
  let towns = townsNamed(name, facets);
  const states = state === undefined ? [] : [state];
  const comma = name.lastIndexOf(",");
  if (!towns && comma >= 0) {
    towns = townsNamed(name.slice(0, comma), facets);
    states.push(name.slice(comma + 1));
  }
  if (!towns?.length) return undefined;
  if (states.length === 0) return { places: towns, place: towns.length === 1 ? towns[0] : undefined };
  const place = towns.find((p) => states.every((s) => inState(p, s)));
  return place && { places: towns, place };
}

/** The state a town's address names: its own, or "" for the town without one among others of its name. */
function stateInPath(place: PlaceFacet, facets: Facets): string | undefined {
  if (place.state) return place.state;
  const shared = (facets.placesByCity.get(place.cityKey)?.length ?? 0) > 1;
  return shared ? "" : undefined;
}

/** A town's page: its name and state, or its name alone (with a comma where other states share the name). */
export function placePath(place: PlaceFacet, facets: Facets): string {
  return cityPath(place.city, stateInPath(place, facets));
}

/** A category's page in a town, under the town's page as placePath writes it. */
export function placeCategoryPath(place: PlaceFacet, facets: Facets, slug: string): string {
  return cityCategoryPath(place.city, stateInPath(place, facets), slug);
}

export function cityPlaceOf(place: PlaceFacet, facets: Facets): CityPlace {
  return {
    id: place.key,
    name: place.city,
    state: place.state || null,
    label: place.label,
    path: placePath(place, facets),
    businessCount: place.count,
  };
}
