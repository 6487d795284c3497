import { ChevronLeft, ChevronRight } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "wouter";

const enabled = "inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";
const disabled = "inline-flex items-center gap-1 rounded-lg border border-slate-200 px-4 py-2 text-sm font-medium text-slate-400";

interface PagerProps {
  page: number;
  /** The pages the list serves; a broad search ("1,000+") serves its first 1,000 results, and Next ends there. */
  totalPages: number;
  hrefFor: (page: number) => string;
  /**
   * The results the pager turns (focusable, tabIndex -1). The page changes in place, so without this the
   * visitor is left at the pager, below the new page's results, and a screen reader hears nothing new.
   */
  results?: RefObject<HTMLElement | null>;
}

/** Previous / "Page X of Y" / Next as real links, so pages can be opened, shared and crawled. */
export function Pager({ page, totalPages, hrefFor, results }: PagerProps) {
  if (totalPages <= 1) return null;
  // Before the navigation: the region stays in place while the next page loads into it.
  const toResults = () => {
    results?.current?.focus({ preventScroll: true });
    results?.current?.scrollIntoView?.({ block: "start" });
  };
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={enabled} rel="prev" onClick={toResults}>
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </span>
      )}
      <span className="text-sm text-slate-700" aria-current="page">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} className={enabled} rel="next" onClick={toResults}>
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          Next <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}
