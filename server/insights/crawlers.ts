/**
 * Crawlers by their user agent: the named ones (search engines, link previews, SEO tools) and any
 * that calls itself a bot, crawler or spider. The agent is read here and never kept (decision 049).
 */
const crawlerAgent =
  /bot\b|bot\/|crawl|spider|slurp|googlebot|bingbot|duckduckbot|yandex|baiduspider|applebot|facebookexternalhit|facebot|ia_archiver|petalbot|semrush|ahrefs|mj12|bytespider|gptbot|ccbot|curl\/|wget\/|python-requests|go-http-client|okhttp|java\//i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || crawlerAgent.test(userAgent);
}
