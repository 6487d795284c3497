import { maxSuggestions, type Suggestion } from "../../shared/api";
import { categoryGroups } from "../../shared/categories";
import { businessPath, categoryPath } from "../../shared/paths";
import { placePath } from "../facets/city-places";
import type { Db } from "../db/database";
import type { FacetCache, Facets } from "../facets/facets";
import { zipsStartingWith } from "./geo";
import { businessesNamed } from "./search.queries";
import { allowedEdits, editDistance, foldText, searchWords } from "./search-words";
import type { TopShare } from "./top-share";

interface Candidate {
  suggestion: Suggestion;
  /** Lower is better: 0 the label starts with the text, 1 a later word does, 2 within a typo. */
  score: number;
  count: number;
}

/** A label as suggestions compare it, prepared once for each set of counts. */
interface PreparedLabel {
  folded: string;
  words: string[];
}

function prepareLabel(label: string): PreparedLabel {
  const folded = foldText(label);
  return { folded, words: folded.split(/[^a-z0-9]+/).filter(Boolean) };
}

interface Typed {
  text: string;
  words: string[];
  edits: number;
}

const prepareTyped = (typed: string): Typed => {
  const text = foldText(typed).trim().replace(/\s+/g, " ");
  return { text, words: text.split(/[^a-z0-9]+/).filter(Boolean), edits: allowedEdits(text) };
};

function best(candidates: Candidate[], limit: number): Suggestion[] {
  return candidates
    .sort((a, b) => a.score - b.score || b.count - a.count || a.suggestion.label.localeCompare(b.suggestion.label))
    .slice(0, limit)
    .map((c) => c.suggestion);
}

interface Labelled {
  suggestion: Suggestion;
  label: PreparedLabel;
  count: number;
}

/** Labels with their words in order, so that the labels with a word starting with some letters are found by bisection. */
interface LabelIndex {
  labels: Labelled[];
  /** Every word of every label, sorted, with the label it belongs to. */
  words: { word: string; at: number }[];
}

function indexOf(labels: Labelled[]): LabelIndex {
  const words = labels.flatMap((l, at) => l.label.words.map((word) => ({ word, at })));
  return { labels, words: words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)) };
}

/** The first position in `words` whose word is not below `prefix`. */
function firstFrom(words: LabelIndex["words"], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((words[mid]?.word ?? "") < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Positions of the labels with a word that starts with `prefix` (or, with `edits`, is that close to it). */
function labelsWith(index: LabelIndex, prefix: string, edits = 0): Set<number> {
  const found = new Set<number>();
  const start = firstFrom(index.words, edits === 0 ? prefix : (prefix[0] ?? ""));
  for (let i = start; i < index.words.length; i++) {
    const entry = index.words[i];
    if (!entry) break;
    if (edits === 0 ? !entry.word.startsWith(prefix) : entry.word[0] !== prefix[0]) break;
    const l = entry.word;
    if (edits === 0 || editDistance(prefix, l.slice(0, prefix.length + 1), edits) <= edits || editDistance(prefix, l, edits) <= edits) found.add(entry.at);
  }
  return found;
}

/** What suggestions are chosen from, prepared once for each set of counts: categories and groups, and towns. */
function labelsOf(facets: Facets): { kinds: LabelIndex; towns: LabelIndex } {
  const groups = categoryGroups.flatMap((g) => {
    const count = facets.groupCounts.get(g.slug) ?? 0;
    return count === 0
      ? []
      : [{ suggestion: { kind: "category" as const, label: g.name, url: categoryPath(g.slug), value: g.name }, label: prepareLabel(g.name), count }];
  });
  const categories = facets.categories.map((c) => ({
    suggestion: { kind: "category" as const, label: c.label, url: categoryPath(c.key), value: c.label },
    label: prepareLabel(c.label),
    count: c.count,
  }));
  const towns = facets.places.map((p) => ({
    suggestion: { kind: "city" as const, label: p.label, url: placePath(p, facets), value: p.label },
    label: prepareLabel(p.label),
    count: p.count,
  }));
  return { kinds: indexOf([...groups, ...categories]), towns: indexOf(towns) };
}

const prepared = new WeakMap<Facets, ReturnType<typeof labelsOf>>();

/**
 * Labels fitting what was typed: every typed word starts a word of the label
 * (score 0 when the label starts with the whole text, else 1); failing any,
 * labels with a word within a typo of the text (score 2), among words with the
 * same first letter, as typists keep it.
 */
function matching(index: LabelIndex, typed: Typed): Candidate[] {
  const [first, ...rest] = typed.words;
  if (!first) return [];
  let found = labelsWith(index, first);
  for (const word of rest) found = new Set([...found].filter((at) => index.labels[at]?.label.words.some((l) => l.startsWith(word))));
  const typo = found.size === 0 && typed.edits > 0;
  if (typo) found = labelsWith(index, typed.text.replace(/ /g, ""), typed.edits);
  return [...found].flatMap((at) => {
    const labelled = index.labels[at];
    if (!labelled) return [];
    const score = typo ? 2 : labelled.label.folded.startsWith(typed.text) ? 0 : 1;
    return [{ suggestion: labelled.suggestion, score, count: labelled.count }];
  });
}

/** Suggestions as a visitor types: categories, towns and businesses for "what"; towns and ZIP codes for "where". */
export class SuggestService {
  constructor(
    private readonly db: Db,
    private readonly facets: FacetCache,
    private readonly topShare: TopShare,
  ) {}

  async suggest(text: string, field: "what" | "where"): Promise<Suggestion[]> {
    if (!foldText(text).trim()) return [];
    const facets = await this.facets.get();
    let labels = prepared.get(facets);
    if (!labels) prepared.set(facets, (labels = labelsOf(facets)));
    const typed = prepareTyped(text);
    if (field === "where") return this.where(text, typed, labels.towns);
    const businesses = await this.businesses(text, facets.total);
    const places = best(matching(labels.towns, typed), 2);
    const kinds = best(matching(labels.kinds, typed), Math.max(3, maxSuggestions - places.length - businesses.length));
    return [...kinds, ...places, ...businesses].slice(0, maxSuggestions);
  }

  private where(text: string, typed: Typed, towns: LabelIndex): Suggestion[] {
    const digits = text.trim();
    if (/^\d{3,5}$/.test(digits)) {
      return zipsStartingWith(digits, maxSuggestions).map((z) => ({
        kind: "zip" as const,
        label: `${z.zip} – ${z.city}, ${z.state}`,
        url: `/businesses?location=${z.zip}`,
        value: z.zip,
      }));
    }
    return best(matching(towns, typed), maxSuggestions);
  }

  /** Names holding the typed words, the last one unfinished; from two letters on. */
  private async businesses(text: string, businessCount: number): Promise<Suggestion[]> {
    const words = searchWords(text);
    const last = words.at(-1);
    if (!last || (words.length === 1 && last.length < 2)) return [];
    // The documents hold stems ("restaurant" → "restaur"): an unfinished word is cut so that it stays a prefix of its stem.
    const prefix = last.length > 3 ? last.slice(0, Math.max(3, last.length - 2)) : last;
    const before = words.slice(0, -1).join(" & ");
    const found = await businessesNamed(this.db, { words: before || undefined, prefix }, 3, businessCount, await this.topShare.get());
    return found.map((b) => ({
      kind: "business" as const,
      label: b.city ? `${b.name} · ${b.city}${b.state ? `, ${b.state}` : ""}` : b.name,
      url: businessPath(b),
      value: b.name,
    }));
  }
}
