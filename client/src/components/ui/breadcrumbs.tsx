import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import type { Crumb } from "@shared/breadcrumbs";

/**
 * The trail from the home page to this one, the same steps the page's head gives search engines.
 * One line at every width: a long name is cut short (whole in its tooltip) rather than pushing the
 * page sideways; "Home" never shrinks, so the way back is always readable.
 */
export function Breadcrumbs({ trail, className = "" }: { trail: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className={`flex min-w-0 items-center gap-1 ${index === 0 ? "shrink-0" : ""}`}>
              {index > 0 && <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />}
              {last ? (
                <span aria-current="page" title={crumb.name} className="truncate font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} title={crumb.name} className="truncate hover:text-brand-700 hover:underline">
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
