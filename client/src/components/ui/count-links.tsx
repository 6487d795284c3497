import { Link } from "wouter";
import { fullCount } from "@shared/format";

/** A page to go on to, with how many businesses it lists. */
export interface CountLink {
  label: string;
  path: string;
  businessCount: number;
}

/**
 * Links as a wrapping row of chips, each with its count: a town's categories, a category's towns.
 * `strong` marks the broader ones (a town's groups) apart from the finer ones after them.
 */
export function CountLinks({ links, label, strong = false }: { links: readonly CountLink[]; label: string; strong?: boolean }) {
  if (links.length === 0) return null;
  const look = strong ? "border-brand-100 bg-brand-50 font-semibold" : "border-slate-200 bg-white font-medium";
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.path}>
          <Link
            href={link.path}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm text-brand-700 transition hover:border-brand-600 hover:bg-brand-50 ${look}`}
          >
            {link.label}{" "}
            <span className="font-normal text-slate-600">
              {fullCount(link.businessCount)} <span className="sr-only">{link.businessCount === 1 ? "business" : "businesses"}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
