import { daysBetween, insightsKeptDays, type InsightsQuery, type InsightsReport, type InsightsTable, type ViewKind } from "../../shared/insights";
import type { Db } from "../db/database";
import type { InsightsCounter } from "./insights-counter";
import { purgeInsights, topPages, topSearches, visitsPerDay } from "./insights.queries";
import type { Logger } from "../http/logger";

export type { InsightsCounter };

/** Rows of each top list. */
const topRows = 50;
const dayMs = 86_400_000;

/** The operator's report: counts not yet written on this instance are written first, so it shows them. */
export async function insightsReport(db: Db, counter: InsightsCounter | undefined, { from, to }: InsightsQuery): Promise<InsightsReport> {
  await counter?.flush();
  const pages = (kind: ViewKind) =>
    topPages(db, kind, from, to, topRows).then((rows) =>
      rows.map((row) => ({ key: row.key, label: row.name ?? row.key, visitors: row.visitors ?? 0, crawlers: row.crawlers ?? 0 })),
    );
  const [visits, searches, nothing, businesses, towns, categories, townCategories] = await Promise.all([
    visitsPerDay(db, from, to),
    topSearches(db, from, to, topRows, false),
    topSearches(db, from, to, topRows, true),
    pages("business"),
    pages("town"),
    pages("category"),
    pages("town-category"),
  ]);
  const days = Array.from({ length: daysBetween(from, to) }, (_, i) => {
    const day = new Date(Date.parse(from) + i * dayMs).toISOString().slice(0, 10);
    const of = (crawler: boolean) => visits.find((row) => row.day === day && row.crawler === crawler)?.count ?? 0;
    return { day, visitors: of(false), crawlers: of(true) };
  });
  return {
    from,
    to,
    days,
    searches,
    nothing: nothing.map(({ what, where, foundNothing }) => ({ what, where, count: foundNothing })),
    businesses,
    towns,
    categories,
    townCategories,
  };
}

/** Each table's columns in its CSV file: heading and field. */
const csvColumns: { [T in InsightsTable]: [string, keyof InsightsReport[T][number]][] } = {
  days: [
    ["Day", "day"],
    ["Visitors", "visitors"],
    ["Crawlers", "crawlers"],
  ],
  searches: [
    ["What", "what"],
    ["Where", "where"],
    ["Searches", "count"],
    ["Found nothing", "foundNothing"],
    ["Last results", "results"],
  ],
  nothing: [
    ["What", "what"],
    ["Where", "where"],
    ["Searches that found nothing", "count"],
  ],
  businesses: [
    ["Business", "label"],
    ["Id", "key"],
    ["Visitors", "visitors"],
    ["Crawlers", "crawlers"],
  ],
  towns: [
    ["Town", "label"],
    ["Visitors", "visitors"],
    ["Crawlers", "crawlers"],
  ],
  categories: [
    ["Category", "label"],
    ["Visitors", "visitors"],
    ["Crawlers", "crawlers"],
  ],
  townCategories: [
    ["Category in town", "label"],
    ["Visitors", "visitors"],
    ["Crawlers", "crawlers"],
  ],
};

/**
 * A CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. Text a
 * spreadsheet would run as a formula (a visitor's search may start with "=") gets a leading apostrophe.
 */
function csvField(value: unknown): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function insightsCsv<T extends InsightsTable>(report: InsightsReport, table: T): string {
  const columns = csvColumns[table];
  const rows = (report[table] as InsightsReport[T][number][]).map((row) => columns.map(([, field]) => csvField(row[field])).join(","));
  return `${[columns.map(([heading]) => csvField(heading)).join(","), ...rows].join("\r\n")}\r\n`;
}

const hourMs = 3_600_000;

/**
 * Writes the counts every `flushMs` and purges the days past insightsKeptDays now and then daily, for
 * as long as the process runs (the timers do not keep it alive); `stop` writes what is left.
 */
export function startInsights(db: Db, counter: InsightsCounter, flushMs: number, log: Logger): { stop: () => Promise<void> } {
  const flush = () =>
    counter.flush().catch((error: unknown) => log.warn({ err: error }, "Writing the insights' counts failed; they are kept for the next try"));
  const purge = () =>
    purgeInsights(db, insightsKeptDays).then(
      (purged) => {
        if (purged > 0) log.info({ purged }, `Purged ${purged} insight rows older than ${insightsKeptDays} days`);
      },
      (error: unknown) => log.warn({ err: error }, "Purging old insights failed; trying again in a day"),
    );
  const flushing = setInterval(() => {
    if (counter.dropped > 0) log.warn({ dropped: counter.dropped }, "Insights: too many different searches at once; some were not counted");
    void flush();
  }, flushMs).unref();
  const purging = setInterval(() => void purge(), 24 * hourMs).unref();
  void purge();
  return {
    stop: async () => {
      clearInterval(flushing);
      clearInterval(purging);
      await flush();
    },
  };
}
