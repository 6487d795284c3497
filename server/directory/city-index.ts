import type { CityIndex, CityLetter, CityPlace } from "../../shared/api";
import { citiesPageSize } from "../../shared/constants";
import type { CitiesState } from "../../shared/paths";
import type { Facets, PlaceFacet } from "../facets/facets";

/** Text as /cities compares it: "Ísafjörður" and "ISAFJORDUR" both read "isafjordur". */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** "A" to "Z" by the name's first letter once folded; "#" for anything else (a digit, "Ł"). */
export function cityLetterOf(name: string): string {
  const first = foldText(name).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : "#";
}

/** The towns in /api/cities order, grouped by letter and folded once for searching. */
interface TownIndex {
  letters: CityLetter[];
  byLetter: Map<string, PlaceFacet[]>;
  folded: { place: PlaceFacet; label: string }[];
}

/** One index per load of the counts: a new load is a new Facets object, so the old index goes with it. */
const indexes = new WeakMap<Facets, TownIndex>();

function townIndex(facets: Facets): TownIndex {
  const held = indexes.get(facets);
  if (held) return held;
  const byLetter = new Map<string, PlaceFacet[]>();
  for (const place of facets.placesByName) {
    const letter = cityLetterOf(place.city);
    const list = byLetter.get(letter);
    if (list) list.push(place);
    else byLetter.set(letter, [place]);
  }
  // A to Z, then "#".
  const rank = (letter: string) => (letter === "#" ? 26 : letter.charCodeAt(0) - 65);
  const letters = [...byLetter].map(([letter, list]) => ({ letter, cityCount: list.length })).sort((a, b) => rank(a.letter) - rank(b.letter));
  const index = { letters, byLetter, folded: facets.placesByName.map((place) => ({ place, label: foldText(place.label) })) };
  indexes.set(facets, index);
  return index;
}

/**
 * One page of /cities: a letter's towns (the first letter that has any by
 * default), or the towns whose "Portland, OR" holds the search, accents and
 * case aside. Past the last page the list is empty and the page count true.
 */
export function cityIndexPage(facets: Facets, query: CitiesState, toCity: (place: PlaceFacet) => CityPlace): CityIndex {
  const index = townIndex(facets);
  const needle = query.q === undefined ? undefined : foldText(query.q);
  const letter = needle === undefined ? (query.letter ?? index.letters[0]?.letter ?? null) : null;
  const towns =
    needle === undefined ? (index.byLetter.get(letter ?? "") ?? []) : index.folded.filter((town) => town.label.includes(needle)).map((town) => town.place);
  const start = (query.page - 1) * citiesPageSize;
  return {
    letters: index.letters,
    letter,
    query: query.q ?? null,
    cities: towns.slice(start, start + citiesPageSize).map(toCity),
    totalCount: towns.length,
    page: query.page,
    totalPages: Math.ceil(towns.length / citiesPageSize),
  };
}
