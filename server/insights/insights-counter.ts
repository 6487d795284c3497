import type { Db } from "../db/database";
import type { ReadyAnswer } from "../http/ready-answer";
import { isCrawler } from "./crawlers";
import { insightOf } from "./insight-of";
import { addSearches, addViews, type SearchCount, type ViewCount } from "./insights.queries";

/**
 * Different things counted between two flushes, at most: a flood of made-up searches costs this
 * much memory and no more; what comes after is dropped until the next flush.
 */
const maxPending = 20_000;

const dayMs = 86_400_000;
let currentDay = { text: "", ends: 0 };

/** Today (UTC) as YYYY-MM-DD, made once a day rather than for each request. */
function today(): string {
  const now = Date.now();
  if (now >= currentDay.ends) {
    const start = now - (now % dayMs);
    currentDay = { text: new Date(start).toISOString().slice(0, 10), ends: start + dayMs };
  }
  return currentDay.text;
}

/**
 * Visitors' searches and page views, counted in memory and written in batches (decision 049): a
 * request adds one to a Map, and a flush (every INSIGHTS_FLUSH_SECONDS, before the operator reads,
 * and at shutdown) writes what was counted with one upsert per table. A request never waits on the
 * database for it, and no address, user agent or cookie is kept: the agent only decides `crawler`.
 */
export class InsightsCounter {
  private searches = new Map<string, SearchCount>();
  private views = new Map<string, ViewCount>();
  /** Counts dropped since the last flush, for its log line. */
  dropped = 0;

  constructor(private readonly db: Db) {}

  /** Counts a public read, as the front door sent it or a page carried it (web/client-routes.ts). */
  observe(url: string, answer: ReadyAnswer, userAgent: string | undefined): void {
    const insight = insightOf(url, answer);
    if (!insight) return;
    const day = today();
    const crawler = isCrawler(userAgent);
    if (insight.kind === "search") {
      const key = `${day}\0${insight.what}\0${insight.place}\0${crawler}`;
      const held =
        this.searches.get(key) ??
        this.added(this.searches, key, { day, what: insight.what, place: insight.place, crawler, count: 0, foundNothing: 0, results: 0 });
      if (!held) return;
      held.count += 1;
      if (insight.results === 0) held.foundNothing += 1;
      held.results = insight.results;
    } else {
      const key = `${day}\0${insight.view}\0${insight.key}\0${crawler}`;
      const held = this.views.get(key) ?? this.added(this.views, key, { day, kind: insight.view, key: insight.key, crawler, count: 0 });
      if (held) held.count += 1;
    }
  }

  private added<T>(map: Map<string, T>, key: string, row: T): T | undefined {
    if (this.searches.size + this.views.size >= maxPending) {
      this.dropped += 1;
      return undefined;
    }
    map.set(key, row);
    return row;
  }

  /**
   * Writes what was counted and starts counting afresh. Rows go in key order, so two instances flushing
   * the same days lock them in one order. A failed write puts its counts back for the next flush.
   */
  async flush(): Promise<void> {
    const searches = this.searches;
    const views = this.views;
    if (searches.size === 0 && views.size === 0) return;
    this.searches = new Map();
    this.views = new Map();
    this.dropped = 0;
    try {
      await addSearches(this.db, sortedValues(searches));
    } catch (error) {
      this.putBack(searches, views);
      throw error;
    }
    try {
      await addViews(this.db, sortedValues(views));
    } catch (error) {
      this.putBack(new Map(), views);
      throw error;
    }
  }

  private putBack(searches: Map<string, SearchCount>, views: Map<string, ViewCount>): void {
    for (const [key, row] of searches) {
      const held = this.searches.get(key) ?? this.added(this.searches, key, { ...row, count: 0, foundNothing: 0 });
      if (held) {
        held.count += row.count;
        held.foundNothing += row.foundNothing;
      }
    }
    for (const [key, row] of views) {
      const held = this.views.get(key) ?? this.added(this.views, key, { ...row, count: 0 });
      if (held) held.count += row.count;
    }
  }
}

function sortedValues<T>(map: Map<string, T>): T[] {
  return [...map.keys()].sort().map((key) => map.get(key) as T);
}
