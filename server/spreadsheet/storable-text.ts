/** Any character PostgreSQL refuses in text or jsonb, or half of a surrogate pair (which may be alone). */
const maybeUnstorable = /[\0\uD800-\uDFFF]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as PostgreSQL can store it. A NUL (a raw one in a CSV, `&#0;` or `_x0000_` in an .xlsx) is
 * refused in text and in jsonb, and would fail the whole import's insert with no row named; it
 * carries nothing, so it is dropped. A lone surrogate (`&#xD800;`) becomes U+FFFD, as UTF-8 writes
 * it in text, since jsonb refuses the "\ud800" JSON gives it. One test first: most cells hold neither.
 */
export function storableText(text: string): string {
  if (!maybeUnstorable.test(text)) return text;
  // Surrogates first: dropping a NUL between two lone halves would pair them into a character the file never held.
  return text.replace(loneSurrogate, "\uFFFD").replaceAll("\0", "");
}
