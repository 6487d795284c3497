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

/** The list of all cities: title, count line, the filter box and the letters. */
export function CitiesSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" role="status" aria-busy="true" aria-label="Loading cities">
      <div className={`h-9 w-48 ${bar}`} />
      <div className={`mt-2 h-6 w-64 ${bar}`} />
      <div className={`mt-6 h-16 max-w-md ${bar}`} />
      <div className="mt-8 h-96 animate-pulse rounded-xl bg-slate-200" />
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
