import { browsePath } from "@shared/paths";

/**
 * The home search goes to /businesses with q and, when non-empty after
 * trimming, location; nothing happens when the search text is empty after trimming.
 */
export function homeSearchTarget(query: string, location: string): string | undefined {
  const q = query.trim();
  if (!q) return undefined;
  return browsePath({ q, location: location.trim() || undefined });
}
