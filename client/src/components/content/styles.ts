/** Inline links in body copy: underlined, AA contrast on white, visible keyboard focus. */
export const textLinkClass =
  "rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Prominent call-to-action links styled as buttons. */
export const buttonLinkClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
