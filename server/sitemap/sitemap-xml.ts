/** Builders for the sitemaps.org protocol: XML-escaped absolute URLs, W3C datetimes. */

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** A W3C datetime to the second, e.g. 2026-11-22T16:10:29Z. */
function w3cDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export interface SitemapEntry {
  loc: string;
  /** A Date, or a W3C datetime already written so: PostgreSQL writes a file's 50,000 in less time than node parses them as dates. */
  lastmod?: Date | string;
}

const header = '<?xml version="1.0" encoding="UTF-8"?>\n';

function entry(tag: "url" | "sitemap", { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${typeof lastmod === "string" ? lastmod : w3cDate(lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>\n`;
}

/**
 * A dated URL's entry in three pieces around its escaped address and its W3C date, for PostgreSQL to
 * write a business file's 50,000 entries itself (as `entry` writes them): node then holds one string
 * instead of making and collecting a hundred thousand.
 */
export const datedUrlPieces = ["<url><loc>", "</loc><lastmod>", "</lastmod></url>\n"] as const;

const urlsetStart = `${header}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;

export function urlset(entries: Iterable<SitemapEntry>): string {
  let xml = urlsetStart;
  for (const e of entries) xml += entry("url", e);
  return `${xml}</urlset>\n`;
}

/** A urlset around entries PostgreSQL wrote (`datedUrlPieces`). */
export function urlsetOf(entries: string): string {
  return `${urlsetStart}${entries}</urlset>\n`;
}

export function sitemapIndex(entries: SitemapEntry[]): string {
  const body = entries.map((e) => entry("sitemap", e)).join("");
  return `${header}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</sitemapindex>\n`;
}
