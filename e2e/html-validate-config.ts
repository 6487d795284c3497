import type { ConfigData } from "html-validate";

/**
 * How the browser suite checks rendered markup (e2e/html-validity.spec.ts). Every change to the
 * recommended preset is here, each with its reason.
 */
export const htmlValidateConfig: ConfigData = {
  root: true,
  extends: [
    "html-validate:recommended",
    // The markup is the browser's serialisation of the DOM, not our source: it writes every empty or
    // boolean attribute as attr="" (Vite's crossorigin, React's required and hidden), keeps the
    // whitespace left where scripts removed nodes, and lets libraries set inline styles (Radix's
    // pointer-events). This preset turns off the style rules that would judge the serialiser.
    "html-validate:browser",
  ],
  elements: [
    "html5",
    // WHATWG: a <div> in a <dl> wraps one group, its <dt>s before its <dd>s; the bundled metadata does
    // not check that order, and the footer's statistics once broke it.
    { div: { permittedOrder: ["dt", "dd"] } },
  ],
  rules: {
    // Not in the recommended preset (it is in "document", with rules about source files); every page
    // must have headings that never skip a level.
    "heading-level": "error",
    // React's useId makes ids such as "_r_0_": valid HTML (an id only has to be free of spaces); the
    // strict mode asks for a leading letter for CSS selectors, and nothing selects these.
    "valid-id": ["error", { relaxed: true }],
    // Telephone numbers must not wrap; our links keep them whole with Tailwind's whitespace-nowrap
    // rather than non-breaking characters, which would also land in what a visitor copies.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
    // An editable combobox's suggestions are a role="listbox" (the WAI-ARIA APG pattern), which a native
    // <select> cannot be; Radix Toast's viewport is a <div role="region"> the library renders itself.
    "prefer-native-element": ["error", { exclude: ["listbox", "region"] }],
    // ARIA 1.2 lets authors name a list; the search page names its filter chips "Active filters".
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
};
