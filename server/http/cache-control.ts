/**
 * What an answer tells the caches it passes: the browser's, and a shared one (a CDN) in front of the
 * servers (decision 045). One list, so a page and the API read behind it cannot drift apart.
 */
export const cacheControl = {
  /**
   * Public pages and API reads: a shared cache keeps them a minute (s-maxage), the longest the server's
   * own ready answers are kept and the minute each listing's "open now" holds for; a browser asks again
   * each time (max-age=0) with the ETag, and the CDN answers 304 from what it holds. No
   * stale-while-revalidate: browsers honour it too, and would show an answer past its minute.
   */
  publicRead: "public, max-age=0, s-maxage=60",
  /** The same for every visitor and changed only by a deploy or a restart with other settings. */
  settings: "public, max-age=86400",
  /** Personal, operator-only or failed: no cache, shared or the browser's, may keep it. */
  noStore: "no-store",
} as const;
