import { textLimits } from "./business-rules";

/**
 * A phone number a visitor can call: digits with the usual separators ("+1 (217) 555-0100",
 * "217.555.0100"), 7 to 15 digits (E.164's longest), and an optional extension ("ext. 12", "x12").
 * The import leaves anything else out of its row, the edit form refuses it, and the detail page
 * offers Call Now only for it: a cell such as =HYPERLINK("http://…","call") is no number.
 */
const phonePattern = /^(\+?)([\d\s().-]+?)(?:\s*(?:ext\.?|x|#)\s*(\d{1,6}))?$/i;

/** How many digits a number has, without its extension. */
export const phoneDigits = { min: 7, max: 15 } as const;

/** The edit form's message. */
export const phoneRule = `must be a phone number of ${phoneDigits.min} to ${phoneDigits.max} digits`;

/** The tel: link for a phone number ("tel:+12175550100;ext=12"), or undefined when it cannot be dialled. */
export function telHref(phone: string | null | undefined): string | undefined {
  // Bounded first: the pattern's separators and the extension's spaces overlap, quadratic over a long run.
  const match = phone && phone.length <= textLimits.phone ? phonePattern.exec(phone.trim()) : null;
  if (!match) return undefined;
  const [, plus, number = "", extension] = match;
  const digits = number.replace(/\D/g, "");
  if (digits.length < phoneDigits.min || digits.length > phoneDigits.max) return undefined;
  return `tel:${plus}${digits}${extension ? `;ext=${extension}` : ""}`;
}

/** True for a number Call Now can dial. */
export function isDialable(phone: string | null | undefined): boolean {
  return telHref(phone) !== undefined;
}
