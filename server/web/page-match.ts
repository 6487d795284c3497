import { matchPage, type PageRoute, type RouteParams } from "../../shared/page-routes";

/** A path segment as text the database can hold (no NUL), of a sane length; else no page. */
function decodeSegment(segment: string): string | undefined {
  try {
    const value = decodeURIComponent(segment);
    return value.length <= 200 && !value.includes("\0") ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page a path opens (shared/page-routes.ts), with its parameters decoded; a
 * parameter that cannot be (a broken escape, a NUL, 200 characters and more)
 * leaves `params` undefined: the page has nothing to show, and is answered as not found.
 */
export function pageAt(pathname: string): { route: PageRoute; params?: RouteParams } {
  const { route, params } = matchPage(pathname);
  const decoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const text = decodeSegment(value);
    if (text === undefined) return { route };
    decoded[name] = text;
  }
  return { route, params: decoded };
}
