/**
 * URL slugs. Accents are folded ("Café" → "cafe"), "&" reads as "and", and every
 * other run of non-alphanumerics becomes one hyphen, so any name yields a safe slug.
 */
export function slugify(text: string): string {
  // Most names are plain ASCII: none of the letter replacements below can apply to them.
  const letters = /^[\x20-\x7e]*$/.test(text)
    ? text
    : text
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/ß/g, "ss")
        .replace(/[æÆ]/g, "ae")
        .replace(/[øØ]/g, "o")
        .replace(/[łŁ]/g, "l")
        .replace(/[đĐ]/g, "d")
        .replace(/[œŒ]/g, "oe")
        .replace(/[ħĦ]/g, "h")
        .replace(/[þÞ]/g, "th")
        .replace(/ı/g, "i");
  return letters
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The name slug plus the first 7 characters of the place id (or the id). */
export function businessSlug(name: string, placeId: string | null | undefined, id?: number): string {
  const base = slugify(name) || "business";
  const suffix = slugify(placeId ? placeId.slice(0, 7) : String(id ?? ""));
  return suffix ? `${base}-${suffix}` : base;
}

/** Category slug: the lower-cased name with spaces as hyphens, made URL-safe. */
export function categorySlug(category: string): string {
  return slugify(category) || "uncategorized";
}
