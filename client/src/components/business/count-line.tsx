import { businessesText } from "../../lib/search-text";

/**
 * The line under a list page's heading, said one way on Browse, a city's and a category's page:
 * "1 business listed in Austin, TX", "1,234 businesses match your search". Empty while loading,
 * keeping its height so the list does not jump.
 */
export function CountLine({ text }: { text: string | undefined }) {
  return (
    <p className="mt-2 min-h-6 text-slate-600" aria-live="polite">
      {text}
    </p>
  );
}

/** "1 business listed in Austin, TX", "1,500 businesses listed in Restaurants". */
export const listedInText = (count: number, where: string) => `${businessesText(count)} listed in ${where}`;
