import { maxSuggestions, type Suggestion } from "../../shared/api";
import { categoryGroups } from "../../shared/categories";
import { businessPath, categoryPath, cityPath } from "../../shared/paths";
import type { Db } from "../db/database";
import type { FacetCache } from "../directory/facets";
import { zipsStartingWith } from "./geo";
import { businessesNamed, normalizedTsqueries } from "./search.queries";
import { allowedEdits, editDistance, foldText, searchWords } from "./search-words";

interface Candidate {
  suggestion: Suggestion;
  /** Lower is better: 0 the label starts with the text, 1 a later word does, 2 within a typo. */
  score: number;
  count: number;
}

/**
 * How well a label fits what was typed: every typed word must start a word of
 * the label (the last may be unfinished), or, failing that, the text may be a
 * typo of the label's start ("dentst" → "Dentist").
 */
export function labelScore(label: string, typed: string): number | undefined {
  const folded = foldText(label);
  const text = foldText(typed).trim().replace(/\s+/g, " ");
  if (!text) return undefined;
  if (folded.startsWith(text)) return 0;
  const labelWords = folded.split(/[^a-z0-9]+/).filter(Boolean);
  const typedWords = text.split(/[^a-z0-9]+/).filter(Boolean);
  if (typedWords.length > 0 && typedWords.every((w) => labelWords.some((l) => l.startsWith(w)))) return 1;
  const max = allowedEdits(text);
  if (max > 0 && labelWords.some((l) => editDistance(text, l.slice(0, text.length + 1), max) <= max || editDistance(text, l, max) <= max)) return 2;
  return undefined;
}

function best(candidates: Candidate[], limit: number): Suggestion[] {
  return candidates
    .sort((a, b) => a.score - b.score || b.count - a.count || a.suggestion.label.localeCompare(b.suggestion.label))
    .slice(0, limit)
    .map((c) => c.suggestion);
}

/** Suggestions as a visitor types: categories, towns and businesses for "what"; towns and ZIP codes for "where". */
export class SuggestService {
  constructor(
    private readonly db: Db,
    private readonly facets: FacetCache,
  ) {}

  async suggest(text: string, field: "what" | "where"): Promise<Suggestion[]> {
    if (!foldText(text).trim()) return [];
    return field === "where" ? this.where(text) : this.what(text);
  }

  private async what(text: string): Promise<Suggestion[]> {
    const facets = await this.facets.get();
    const groups: Candidate[] = categoryGroups.flatMap((g) => {
      const score = labelScore(g.name, text);
      const count = facets.groupCounts.get(g.slug) ?? 0;
      return score === undefined || count === 0 ? [] : [{ suggestion: { kind: "category" as const, label: g.name, url: categoryPath(g.slug), value: g.name }, score, count }];
    });
    const categories: Candidate[] = facets.categories.flatMap((c) => {
      const score = labelScore(c.label, text);
      return score === undefined ? [] : [{ suggestion: { kind: "category" as const, label: c.label, url: categoryPath(c.key), value: c.label }, score, count: c.count }];
    });
    const towns = this.towns(text, facets.places);
    const businesses = await this.businesses(text);
    const places = best(towns, 2);
    const kinds = best([...groups, ...categories], Math.max(3, maxSuggestions - places.length - businesses.length));
    return [...kinds, ...places, ...businesses].slice(0, maxSuggestions);
  }

  private async where(text: string): Promise<Suggestion[]> {
    const facets = await this.facets.get();
    const digits = text.trim();
    if (/^\d{3,5}$/.test(digits)) {
      return zipsStartingWith(digits, maxSuggestions).map((z) => ({
        kind: "zip" as const,
        label: `${z.zip} – ${z.city}, ${z.state}`,
        url: `/businesses?location=${z.zip}`,
        value: z.zip,
      }));
    }
    return best(this.towns(text, facets.places), maxSuggestions);
  }

  private towns(text: string, places: Awaited<ReturnType<FacetCache["get"]>>["places"]): Candidate[] {
    return places.flatMap((p) => {
      const score = labelScore(p.label, text);
      return score === undefined ? [] : [{ suggestion: { kind: "city" as const, label: p.label, url: cityPath(p.city), value: p.label }, score, count: p.count }];
    });
  }

  /** Names holding the typed words, the last one unfinished; from two letters on. */
  private async businesses(text: string): Promise<Suggestion[]> {
    const words = searchWords(text);
    const last = words.at(-1);
    if (!last || (words.length === 1 && last.length < 2)) return [];
    // The documents hold stems ("restaurant" → "restaur"): an unfinished word is cut so that it stays a prefix of its stem.
    const prefix = last.length > 3 ? last.slice(0, Math.max(3, last.length - 2)) : last;
    const [query = ""] = await normalizedTsqueries(this.db, [[...words.slice(0, -1), `${prefix}:*`].join(" & ")]);
    const found = await businessesNamed(this.db, query, 3);
    return found.map((b) => ({
      kind: "business" as const,
      label: b.city ? `${b.name} · ${b.city}${b.state ? `, ${b.state}` : ""}` : b.name,
      url: businessPath(b),
      value: b.name,
    }));
  }
}
