import type { Facets } from "../facets/facets";
import { placeWordsIn, understandLocation, type Place } from "./places";
import { alternativesOf, isVocabularyPhrase, tsqueryText } from "./search-words";

/** The words of a search grouped for matching: each group is its alternatives, each alternative a phrase of words. */
export type WordGroups = string[][][];

/** Words grouped, a two-word phrase the vocabulary knows ("car wash") kept together. */
export function groupWords(words: string[]): WordGroups {
  const groups: WordGroups = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (next !== undefined && isVocabularyPhrase(word, next)) {
      groups.push(alternativesOf(`${word} ${next}`));
      i++;
    } else {
      groups.push(alternativesOf(word));
    }
  }
  return groups;
}

/** The tsqueries of a search's words; `placeWords` must match in the town and state part of the document. */
export function textQueries(words: string[], placeWords: string[] = []) {
  if (words.length === 0) return undefined;
  const groups = groupWords(words);
  const inPlace = placeWords.map((w) => ` & ${w}:D`).join("");
  const name = tsqueryText(groups, "A");
  return {
    all: `${tsqueryText(groups)}${inPlace}`,
    name,
    nameOrCategory: tsqueryText(groups, "AB"),
    nameOnly: tsqueryText(groups),
    // In the whole document the name's words are those of weight A: with the place's words, the one index narrows by both.
    ...(inPlace ? { nameInPlace: `${name}${inPlace}` } : {}),
  };
}

/**
 * A ZIP code first or last in the words ("pizza 77002", "77002 pizza"), read as the place the way
 * the location box reads it. Unlike a town name, which also matches as a word, a ZIP alone
 * ("77002") is the place with nothing left to match: otherwise it would find nothing at all.
 */
function zipWordIn(words: string[], facets: Facets, radius: number | undefined): { place: Place; rest: string[] } | undefined {
  const ends: [string | undefined, string[]][] = [
    [words.at(-1), words.slice(0, -1)],
    [words[0], words.slice(1)],
  ];
  for (const [word, rest] of ends) {
    const place = word !== undefined && /^\d{5}$/.test(word) ? understandLocation(word, facets, radius) : undefined;
    if (place) return { place, rest };
  }
  return undefined;
}

/** What to search for and where: place words in the text are taken as the place when no other place is given. */
export function planOf(
  words: string[],
  given: Place | undefined,
  facets: Facets,
  radius?: number,
): { words: string[]; place: Place | undefined; fromWords: boolean } {
  if (given) return { words, place: given, fromWords: false };
  const found = zipWordIn(words, facets, radius) ?? placeWordsIn(words, facets);
  return found ? { words: found.rest, place: found.place, fromWords: true } : { words, place: undefined, fromWords: false };
}
