import { searchSynonyms } from "../../shared/search-vocabulary";

/**
 * Words a search ignores: they carry no meaning in a business search ("pizza in
 * houston") and PostgreSQL's English configuration drops them anyway.
 */
const ignoredWords = new Set(["a", "an", "and", "the", "of", "in", "at", "near", "for", "on", "to", "by", "with", "my", "me"]);

/** Lower case, accents folded, apostrophes dropped: "Tony's Café" → "tonys cafe". */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "");
}

/** The words of a search, in order: letters and digits only, ignored words left out. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "" && !ignoredWords.has(word));
}

/** A plural's likely singular, only to look a word up in the vocabulary ("dentists" → "dentist"). */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

const synonymsByWord = new Map<string, string[]>();
for (const set of searchSynonyms) {
  const phrases = set.map((phrase) => searchWords(phrase).join(" "));
  for (const phrase of phrases) {
    const known = synonymsByWord.get(phrase) ?? [];
    synonymsByWord.set(phrase, [...new Set([...known, ...phrases])]);
  }
}

/**
 * The phrases a word stands for: itself and its synonyms ("dentist" → dentist,
 * dental, dentistry). Each phrase is a list of words that must all match.
 */
export function alternativesOf(word: string): string[][] {
  const phrases = synonymsByWord.get(word) ?? synonymsByWord.get(singular(word)) ?? [word];
  return [...new Set([word, ...phrases])].map((phrase) => phrase.split(" "));
}

/** A two-word phrase the vocabulary knows ("car wash", "urgent care"): searched as one word group. */
export function isVocabularyPhrase(first: string, second: string): boolean {
  return synonymsByWord.has(`${first} ${second}`) || synonymsByWord.has(`${singular(first)} ${singular(second)}`);
}

/**
 * PostgreSQL tsquery text for the words, each standing for its alternatives,
 * all of which must match: "(dentist | dental) & houston". With `weights`, each
 * word must match in those parts of the document only ("A": the name).
 * Words are [a-z0-9] only (searchWords), so nothing needs quoting.
 */
export function tsqueryText(groups: string[][][], weights = ""): string {
  const suffix = weights ? `:${weights}` : "";
  return groups.map((alternatives) => `(${alternatives.map((phrase) => phrase.map((w) => `${w}${suffix}`).join(" & ")).join(" | ")})`).join(" & ");
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How many edits a typo in a word of this length may hold: one from 4 letters, two from 8. */
export function allowedEdits(word: string): number {
  if (/^\d+$/.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}
