import type { ReactNode, RefObject } from "react";

/**
 * A list page's results as a named region that its pager scrolls to and focuses on turning the page
 * (focusable by script only; the sticky header's height is kept clear above it).
 */
export function ResultsRegion({ ref, className = "", children }: { ref: RefObject<HTMLElement | null>; className?: string; children: ReactNode }) {
  return (
    <section ref={ref} tabIndex={-1} aria-label="Results" className={`scroll-mt-20 focus:outline-none ${className}`}>
      {children}
    </section>
  );
}
