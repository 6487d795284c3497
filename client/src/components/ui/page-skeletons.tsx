/**
 * What each page looks like before its code or data has arrived: kept in the
 * main chunk, so a page's skeleton shows the moment it is asked for, shaped like
 * the page so nothing jumps when it fills in, and no taller than it (the footer
 * stays where the page will end).
 */

const bar = "animate-pulse rounded bg-slate-200";

/** Placeholders shaped like the cards, so the page does not shift when data arrives. */
export function BusinessGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading businesses">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-64 animate-pulse rounded-xl border border-slate-200 bg-white p-5">
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
          <div className="mt-3 h-4 w-1/2 rounded bg-slate-200" />
          <div className="mt-6 h-4 w-full rounded bg-slate-100" />
          <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}

/** A list of businesses (browse, a city, a category): title, count line, the cards. */
export function ListPageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" aria-busy="true">
      <div className={`h-9 w-2/3 max-w-md ${bar}`} />
      <div className={`mt-2 h-6 w-1/2 max-w-xs ${bar}`} />
      <div className="mt-8">
        <BusinessGridSkeleton count={6} />
      </div>
    </div>
  );
}

/** A business's page: the hero, then the main column and the side boxes. */
export function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading business">
      <div className="h-80 animate-pulse bg-slate-300" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="h-96 animate-pulse rounded-xl bg-slate-200" />
        <div className="h-64 animate-pulse rounded-xl bg-slate-200" />
      </div>
    </div>
  );
}

/** The letters of /cities, 9, 14 or 27 to a row: always as tall as 27 of them, the most there can be ("A" to "Z" and "#"). */
export const cityLettersGridClass = "grid min-h-29 grid-cols-9 content-start gap-1 md:min-h-19 md:grid-cols-14 xl:min-h-9 xl:grid-cols-27";

/** The towns of a /cities page, as many to a row as the widths allow. */
export const cityGridClass = "grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4";

/** Rows of towns still to come: more than a phone's screen holds below the letters. */
export function CityGridSkeleton() {
  return (
    <ul className={cityGridClass}>
      {Array.from({ length: 48 }, (_, i) => (
        <li key={i} className={`h-6 ${bar}`} />
      ))}
    </ul>
  );
}

/** /cities: title, count line, the filter box, the letters, then a letter's heading, count and towns, each as tall as the page's. */
export function CitiesSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" role="status" aria-busy="true" aria-label="Loading cities">
      <div className={`h-9 w-48 ${bar}`} />
      <div className={`mt-2 h-6 w-64 ${bar}`} />
      <div className={`mt-6 h-5 w-24 ${bar}`} />
      <div className={`mt-1 h-11 max-w-md ${bar}`} />
      <div className={`mt-6 ${cityLettersGridClass}`}>
        {Array.from({ length: 27 }, (_, i) => (
          <div key={i} className={`h-9 ${bar}`} />
        ))}
      </div>
      <div className={`mt-8 h-7 w-12 ${bar}`} />
      <div className={`mt-1 h-5 w-40 ${bar}`} />
      {/* A screen high at least, so the footer stays out of sight: most letters' first page is taller than a screen at any width. */}
      <div className="mt-3 min-h-screen">
        <CityGridSkeleton />
      </div>
    </div>
  );
}

/** A page of text (about, contact, the legal pages, not found): its title and a few paragraphs. */
export function TextPageSkeleton() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16" role="status" aria-busy="true" aria-label="Loading page">
      <div className={`h-10 w-2/3 ${bar}`} />
      <div className={`mt-6 h-5 w-full ${bar}`} />
      <div className={`mt-3 h-5 w-11/12 ${bar}`} />
      <div className={`mt-3 h-5 w-4/5 ${bar}`} />
      <div className={`mt-12 h-8 w-1/3 ${bar}`} />
      <div className={`mt-4 h-5 w-full ${bar}`} />
      <div className={`mt-3 h-5 w-5/6 ${bar}`} />
    </div>
  );
}

/** The operator's screens, which have no header or footer of their own to keep. */
export function AdminSkeleton() {
  return <div className="min-h-screen bg-slate-100" role="status" aria-busy="true" aria-label="Loading" />;
}
