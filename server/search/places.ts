import { defaultRadiusMiles, type GeoPoint, type PlaceChoice } from "../../shared/api";
import { usStates, stateCode } from "../../shared/us-states";
import type { Facets, PlaceFacet } from "../facets/facets";
import { zipPlace } from "./geo";
import { allowedEdits, editDistance, foldText } from "./search-words";

/** Where a search looks, as understood from the location box, place words or a point. */
export interface Place {
  kind: "city" | "state" | "zip" | "point";
  label: string;
  cityKey?: string;
  state?: string;
  /** A ZIP with no known point is matched as written. */
  zipCode?: string;
  /** Results are limited to `radius` miles around it. */
  point?: GeoPoint;
  radius?: number;
  /** The ZIP a point stands for: its businesses without coordinates are in the area too. */
  areaZip?: string;
  /** A city name held in several states, and no state given: each of them. */
  choices: PlaceChoice[];
  /** A town name read past a typo ("huston" → "houston"). */
  correction?: { from: string; to: string };
}

const zipPattern = /^(\d{5})(?:-\d{4})?$/;

function stateOf(text: string): string | undefined {
  const folded = foldText(text).trim();
  return folded ? stateCode(folded) : undefined;
}

/** The state's name for a label: "TX" → "Texas". */
const stateName = (code: string) => usStates[code] ?? code;

function zipArea(zip: string, radius: number | undefined): Place {
  const found = zipPlace(zip);
  if (!found) return { kind: "zip", label: zip, zipCode: zip, choices: [] };
  return { kind: "zip", label: `${zip} (${found.city}, ${found.state})`, point: found.point, radius: radius ?? defaultRadiusMiles, areaZip: zip, choices: [] };
}

/** A town the directory holds, by its name (and state, when given), typos of 1–2 letters allowed. */
function town(name: string, state: string | undefined, facets: Facets): Place | undefined {
  const key = foldText(name).replace(/\s+/g, " ").trim();
  if (!key) return undefined;
  let places = facets.placesByCity.get(key);
  let correction: Place["correction"];
  if (!places) {
    const fixed = nearestTownKey(key, facets);
    if (!fixed) return undefined;
    places = facets.placesByCity.get(fixed);
    correction = { from: key, to: fixed };
  }
  if (!places?.length) return undefined;
  const inState = state ? places.filter((p) => p.state === state) : places;
  if (inState.length === 0) return undefined;
  const first = inState[0] as PlaceFacet;
  const choices = !state && inState.length > 1 ? inState.map((p) => ({ label: p.label, location: p.label })) : [];
  const label = state || inState.length === 1 ? first.label : first.city;
  return { kind: "city", label, cityKey: first.cityKey, state: state ?? (inState.length === 1 ? first.state || undefined : undefined), choices, correction };
}

function nearestTownKey(key: string, facets: Facets): string | undefined {
  const max = allowedEdits(key);
  if (max === 0) return undefined;
  let best: { key: string; distance: number; count: number } | undefined;
  for (const city of facets.cities) {
    const distance = editDistance(key, city.key, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && city.count > best.count)) best = { key: city.key, distance, count: city.count };
  }
  return best?.key;
}

function wholeState(code: string): Place {
  return { kind: "state", label: stateName(code), state: code, choices: [] };
}

/**
 * The location box: "Houston", "houston tx", "Houston, TX", "TX", "Texas", a
 * ZIP, or a city name shared by several states. Undefined when it names no
 * place the directory knows; the caller then matches it as a town name as typed.
 */
export function understandLocation(text: string, facets: Facets, radius?: number): Place | undefined {
  const trimmed = text.trim();
  const zip = zipPattern.exec(trimmed);
  if (zip?.[1]) return zipArea(zip[1], radius);
  const [cityPart = "", statePart] = trimmed.split(",").map((part) => part.trim());
  if (statePart !== undefined) {
    const code = stateOf(statePart.replace(/\s+\d{5}(-\d{4})?$/, ""));
    if (!cityPart) return code ? wholeState(code) : undefined;
    return town(cityPart, code, facets) ?? (code ? undefined : town(cityPart, undefined, facets));
  }
  const whole = stateOf(trimmed);
  if (whole) return wholeState(whole);
  const words = foldText(trimmed).split(/\s+/).filter(Boolean);
  // "houston tx", "portland new hampshire"
  for (const n of [2, 1]) {
    if (words.length <= n) continue;
    const code = stateOf(words.slice(-n).join(" "));
    if (code) return town(words.slice(0, -n).join(" "), code, facets);
  }
  return town(trimmed, undefined, facets);
}

/** A place as a filter when the box names none the directory knows: the town, as typed. */
export function typedTown(text: string): Place {
  return { kind: "city", label: text.trim(), cityKey: foldText(text).trim(), choices: [] };
}

export function pointArea(point: GeoPoint, radius?: number): Place {
  return { kind: "point", label: "your location", point, radius: radius ?? defaultRadiusMiles, choices: [] };
}

/**
 * Place words in the "what" box ("pizza houston", "houston pizza", "dentist tx"):
 * the longest run of words at the end, or else at the start, that names a town
 * or a state the directory knows, leaving at least one word to search for.
 */
export function placeWordsIn(words: string[], facets: Facets): { place: Place; rest: string[] } | undefined {
  for (const n of [4, 3, 2, 1]) {
    if (words.length <= n) continue;
    const atEnd = placeNamed(words.slice(-n), facets);
    if (atEnd) return { place: atEnd, rest: words.slice(0, -n) };
    const atStart = placeNamed(words.slice(0, n), facets);
    if (atStart) return { place: atStart, rest: words.slice(n) };
  }
  return undefined;
}

/** Exactly a town, a "town state" pair or a state: no typo allowance for words that may be a name. */
function placeNamed(words: string[], facets: Facets): Place | undefined {
  const text = words.join(" ");
  const code = stateOf(text);
  if (code) return wholeState(code);
  for (const n of [2, 1]) {
    if (words.length <= n) continue;
    const state = stateOf(words.slice(-n).join(" "));
    const city = words.slice(0, -n).join(" ");
    if (state && facets.placesByCity.get(city)?.some((p) => p.state === state)) return town(city, state, facets);
  }
  return facets.placesByCity.has(text) ? town(text, undefined, facets) : undefined;
}
