import { pageTitle } from "../../shared/page-meta";
import { siteShareImage } from "../../shared/share-images";
import { jsonLdText } from "../../shared/structured-data";
import type { PageHead } from "./page-head";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/**
 * The head tags for a page, marked `data-server-head` so the client removes them
 * once it has rendered its own (React 19 hoists the client's tags next to them).
 */
export function renderHeadTags(head: PageHead, siteName: string, siteUrl: string): string {
  const title = pageTitle(head.title, siteName);
  const canonical = `${siteUrl}${head.canonical}`;
  const image = head.image ?? siteShareImage(siteName);
  const imageUrl = new URL(image.url, siteUrl).toString();
  const meta = (attr: "name" | "property", key: string, content: string) => `<meta data-server-head ${attr}="${key}" content="${escapeHtml(content)}"/>`;
  const tags = [
    `<title data-server-head>${escapeHtml(title)}</title>`,
    meta("name", "description", head.description),
    `<link data-server-head rel="canonical" href="${escapeHtml(canonical)}"/>`,
    head.noindex ? meta("name", "robots", "noindex") : "",
    meta("property", "og:site_name", siteName),
    meta("property", "og:locale", "en_US"),
    meta("property", "og:type", head.type ?? "website"),
    meta("property", "og:title", title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", canonical),
    meta("property", "og:image", imageUrl),
    image.width ? meta("property", "og:image:width", String(image.width)) : "",
    image.height ? meta("property", "og:image:height", String(image.height)) : "",
    meta("property", "og:image:alt", image.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", imageUrl),
    meta("name", "twitter:image:alt", image.alt),
    head.jsonLd ? `<script data-server-head type="application/ld+json">${jsonLdText(head.jsonLd)}</script>` : "",
    head.heroImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.heroImage)}"/>` : "",
  ];
  return tags.filter(Boolean).join("\n    ");
}

/** Puts the tags in place of the shell's own title and description. */
export function injectHead(template: string, tags: string): string {
  return (
    template
      .replace(/<title>[\s\S]*?<\/title>/, "")
      .replace(/<meta name="description"[^>]*>/, "")
      // A function, so a "$&" in a business's name is text, not a replacement pattern.
      .replace("</head>", () => `    ${tags}\n  </head>`)
  );
}
