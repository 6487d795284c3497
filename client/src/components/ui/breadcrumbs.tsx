import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import type { Crumb } from "@shared/breadcrumbs";

/**
 * How much room each step gives up when the line is short. The page's own name goes first: the
 * heading below repeats it, so on a phone it is left to screen readers and the links keep the
 * line; "Home" never shrinks.
 */
function stepWidth(index: number, last: boolean): string {
  if (index === 0) return "shrink-0";
  return last ? "min-w-24 shrink-[100] max-sm:sr-only" : "min-w-0";
}

/**
 * The trail from the home page to this one, the same steps the page's head gives search engines.
 * One line at every width: a long name is cut short (whole in its tooltip) rather than pushing the
 * page sideways.
 */
export function Breadcrumbs({ trail, className = "" }: { trail: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className={`flex items-center gap-1 ${stepWidth(index, last)}`}>
              {index > 0 && <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />}
              {last ? (
                <span aria-current="page" title={crumb.name} className="truncate font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} title={crumb.name} className="max-w-64 truncate hover:text-brand-700 hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
