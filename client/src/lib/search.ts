import { browsePath } from "@shared/paths";

// "near me", "nearby", "near by" (and "nearme"): the server drops "near", "me" and "by" as filler, so the
// words alone would search the whole country.
const nearMePhrase = /\bnear\s*(?:me|by)\b/gi;

/** The search words without "near me" / "nearby", and whether they were there: the visitor asked for their own position. */
export function withoutNearMe(text: string): { words: string; nearMe: boolean } {
  const words = text.replace(nearMePhrase, ",");
  if (words === text) return { words: text.trim(), nearMe: false };
  // "coffee, near me" leaves no stray comma behind.
  return {
    words: words
      .replace(/\s+/g, " ")
      .replace(/(?:\s*,)+\s*$|^\s*(?:,\s*)+/g, "")
      .replace(/\s*,\s*,/g, ",")
      .trim(),
    nearMe: true,
  };
}

/**
 * The home search goes to /businesses with q and, when non-empty after trimming,
 * location; a place alone lists that place's businesses. Nothing happens when both
 * are empty after trimming.
 */
export function homeSearchTarget(query: string, location: string): string | undefined {
  const q = query.trim() || undefined;
  const where = location.trim() || undefined;
  if (!q && !where) return undefined;
  return browsePath({ q, location: where });
}
