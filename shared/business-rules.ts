/**
 * What an operator may enter for a business, by the admin edit form or by a spreadsheet
 * import: one set of rules for both (decision 010). Free of zod and drizzle, so the
 * import's format guide can state them without loading either.
 */

/** The rating scale: what the table holds (its check constraint), the API sends and the stars show. */
export const ratingScale = { min: 0, max: 5 } as const;

/** A rating entered, by the import or the edit form, is 1 to 5: within the scale, never 0. */
export const ratingRange = { min: 1, max: ratingScale.max } as const;
/** "a number from 1 to 5": the edit form's message, the import's row error and the format guide say the same. */
export const ratingRule = `a number from ${ratingRange.min} to ${ratingRange.max}`;

/** Far above any real review count, and well inside the column's integer range. */
export const maxReviewCount = 100_000_000;

/** Text longer than this is refused by the edit form and cut to length by the import. */
export const textLimits = {
  name: 300,
  category: 200,
  address: 500,
  city: 200,
  state: 100,
  country: 100,
  zipCode: 20,
  phone: 50,
  email: 200,
  description: 20_000,
  seoTitle: 300,
  seoDescription: 1000,
  seoAbout: 20_000,
  placeId: 300,
} as const;

/** Longer links are refused by the form and dropped by the import: a browser or a spreadsheet cell copes with them badly, and none is needed. */
export const maxLinkLength = 2000;
/** Menu, reservation and order links: at most this many of each kind. */
export const maxLinksPerKind = 10;

/**
 * An e-mail address as both sides test it: something@host.tld, without spaces.
 * The edit form refuses anything else; the import leaves it out of the row.
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True for a whole number of reviews the directory can hold. */
export function isReviewCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= maxReviewCount;
}

/** True for a rating an operator may enter. */
export function isRating(value: number): boolean {
  return value >= ratingRange.min && value <= ratingRange.max;
}
