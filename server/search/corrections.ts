import { usStates } from "../../shared/us-states";
import type { Db } from "../db/database";
import { similarWords, unmatchedWords } from "./search.queries";
import { allowedEdits, editDistance, tsqueryText } from "./search-words";
import { groupWords } from "./search-plan";

/** Words of US state names ("texas", "carolina"): places, which the documents hold as codes, never typos. */
const stateNameWords = new Set(Object.values(usStates).flatMap((name) => name.toLowerCase().split(/\s+/)));

export interface Correction {
  from: string;
  to: string;
}

/**
 * Words that match nothing here, read as the closest word the directory holds:
 * at most one edit for words of 4 letters or more, two from 8, the most frequent
 * word among the closest. A correction is always a word of the directory's own.
 */
export async function correctWords(db: Db, words: string[]): Promise<{ words: string[]; corrections: Correction[] }> {
  const candidates = words.map((word, index) => ({ word, index })).filter(({ word }) => allowedEdits(word) > 0 && !stateNameWords.has(word));
  const unmatched = await unmatchedWords(
    db,
    candidates.map(({ word }) => tsqueryText(groupWords([word]))),
  );
  const corrected = [...words];
  const corrections: Correction[] = [];
  for (const at of unmatched) {
    const candidate = candidates[at];
    if (!candidate) continue;
    const replacement = await closestWord(db, candidate.word);
    if (!replacement) continue;
    corrected[candidate.index] = replacement;
    corrections.push({ from: candidate.word, to: replacement });
  }
  return { words: corrected, corrections };
}

async function closestWord(db: Db, word: string): Promise<string | undefined> {
  const max = allowedEdits(word);
  let best: { word: string; distance: number; occurrences: number } | undefined;
  for (const similar of await similarWords(db, word)) {
    const distance = editDistance(word, similar.word, max);
    if (distance > max || distance === 0) continue;
    if (!best || distance < best.distance || (distance === best.distance && similar.occurrences > best.occurrences)) {
      best = { ...similar, distance };
    }
  }
  return best?.word;
}
