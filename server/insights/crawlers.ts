/**
 * Crawlers by their user agent: the named ones (search engines, link previews, SEO tools) and any
 * that calls itself a bot, crawler or spider. The agent is read here and never kept (decision 049).
 */
const crawlerAgent =
  /bot\b|bot\/|crawl|spider|slurp|googlebot|bingbot|duckduckbot|yandex|baiduspider|applebot|facebookexternalhit|facebot|ia_archiver|petalbot|semrush|ahrefs|mj12|bytespider|gptbot|ccbot|curl\/|wget\/|python-requests|go-http-client|okhttp|java\//i;

/** Agents already judged: a site's traffic comes from few of them, and the pattern is long. */
const judged = new Map<string, boolean>();
const maxJudged = 1000;

export function isCrawler(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let crawler = judged.get(userAgent);
  if (crawler === undefined) {
    crawler = crawlerAgent.test(userAgent);
    // Forgotten all at once when full: simpler than an LRU, and a full map is refilled by the next requests.
    if (judged.size >= maxJudged) judged.clear();
    judged.set(userAgent, crawler);
  }
  return crawler;
}
