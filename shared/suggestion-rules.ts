/**
 * The suggestion form's choices and limits, free of zod so the browser's form can state them
 * without loading it; shared/suggestions.ts checks requests against the same values.
 */

/** The fields a visitor may suggest a value for. */
export const suggestibleFields = ["phone", "website", "address", "city", "state", "zipCode", "openingHours", "category"] as const;
export type SuggestibleField = (typeof suggestibleFields)[number];

export const maxNoteLength = 1000;

/** The visitor's report as the form offers it: a correction, or one of three reports. */
export const reportKinds = ["edit", "permanently-closed", "temporarily-closed", "moved"] as const;
export type ReportKind = (typeof reportKinds)[number];
