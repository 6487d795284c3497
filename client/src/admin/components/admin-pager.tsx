import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageWindow } from "../../lib/paging";
import { Button } from "../../components/ui/button";
import type { BusinessListResponse } from "@shared/api";
import { countOf, fullCount } from "@shared/format";

/**
 * "Showing 51 to 100 of 120 businesses" ("of 1,000+" for a broad search); with
 * nothing to show, "Showing 0 of 0 businesses".
 */
export function showingText(page: number, pageSize: number, totalCount: number, totalExact = true, [one, many]: Noun = ["business", "businesses"]): string {
  if (totalCount <= 0) return `Showing 0 of 0 ${many}`;
  const from = Math.min((page - 1) * pageSize + 1, totalCount);
  const to = Math.min(page * pageSize, totalCount);
  return `Showing ${fullCount(from)} to ${fullCount(to)} of ${countOf(totalCount, one, many, totalExact)}`;
}

/** What the list counts, one and many. */
type Noun = [string, string];

export interface AdminPagerProps {
  page: number;
  pageSize: number;
  /** The list answer's totals: with totalExact false, totalCount is a lower bound ("1,000+"); totalPages are the pages served. */
  totals: Pick<BusinessListResponse, "totalCount" | "totalPages" | "totalExact">;
  onPage: (page: number) => void;
  /** What the list holds, when not businesses. */
  noun?: Noun;
}

/** The admin pager: the range shown, Previous, at most 5 numbered pages around the current one, Next. */
export function AdminPager({ page, pageSize, totals, onPage, noun }: AdminPagerProps) {
  const { totalCount, totalPages, totalExact } = totals;
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p role="status" className="text-sm text-slate-700">
        {showingText(page, pageSize, totalCount, totalExact, noun)}
      </p>
      {totalPages > 0 && (
        <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
          <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden className="size-4" />
            <span className="max-sm:sr-only">Previous</span>
          </Button>
          {pageWindow(page, totalPages).map((n) => (
            <Button
              key={n}
              aria-label={`Page ${n}`}
              aria-current={n === page ? "page" : undefined}
              onClick={() => n !== page && onPage(n)}
              variant={n === page ? "current" : "secondary"}
              size="compact"
              className="min-w-10"
            >
              {n}
            </Button>
          ))}
          <Button disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            <span className="max-sm:sr-only">Next</span>
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}
