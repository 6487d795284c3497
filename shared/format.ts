/** 1,000,000 and above as millions with one decimal and M; 1,000 and above as k with no decimal. */
export function compactCount(value: number): string {
  // From 999,500 the thousands would round to "1000k": that is already a million.
  if (value >= 999_500) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${(value / 1_000).toFixed(0)}k`;
  return String(value);
}

/**
 * A whole count with US thousands separators: 1234567 → "1,234,567". Written out
 * rather than with Intl.NumberFormat: the browser's first Intl object loads its
 * locale data before the first paint, which is slow on a phone (decision 007).
 */
export function fullCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A total as shown: "1,234", or "1,000+" when there are more than that (a broad search). */
function totalText(count: number, exact: boolean): string {
  return exact ? fullCount(count) : `${fullCount(count)}+`;
}

/**
 * "1 review", "2 reviews", "1 business", "1,000+ businesses": the count and its noun in the form English gives them
 * (one for exactly 1, as Intl.PluralRules("en-US") says for whole numbers, without its start-up cost).
 */
export function countOf(count: number, one: string, other = `${one}s`, exact = true): string {
  return `${totalText(count, exact)} ${exact && count === 1 ? one : other}`;
}
