import { z } from "zod";

/** Contracts of the operator's insights (decision 049): what visitors searched for and which pages they read. */

/** Daily rows are kept this long, and a report spans at most this many days. */
export const insightsKeptDays = 400;

/** The page kinds whose views are counted. */
export type ViewKind = "business" | "town" | "category" | "town-category";

const dayMs = 86_400_000;
const day = z.iso.date({ error: "must be a date as YYYY-MM-DD" });

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;

/** GET /api/admin/insights and its CSV files: a range of days, both ends included. */
export const insightsQuery = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { path: ["to"], error: "must not be before from" })
  .refine(({ from, to }) => from > to || daysBetween(from, to) <= insightsKeptDays, {
    path: ["to"],
    error: `the range may span at most ${insightsKeptDays} days`,
  });
export type InsightsQuery = z.infer<typeof insightsQuery>;

const count = z.number().int().min(0);

const visitsDay = z.object({ day: z.string(), visitors: count, crawlers: count });
const searchRow = z.object({ what: z.string(), where: z.string(), count, foundNothing: count, results: count });
const nothingRow = z.object({ what: z.string(), where: z.string(), count });
const pageRow = z.object({ key: z.string(), label: z.string(), visitors: count, crawlers: count });

/** GET /api/admin/insights: visitors and crawlers apart; the tables list visitors' searches and the most read pages. */
export const insightsReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, with page views and searches, none left out. */
  days: z.array(visitsDay),
  searches: z.array(searchRow),
  nothing: z.array(nothingRow),
  businesses: z.array(pageRow),
  towns: z.array(pageRow),
  categories: z.array(pageRow),
  townCategories: z.array(pageRow),
});
export type InsightsReport = z.infer<typeof insightsReport>;
export type InsightsTable = Exclude<keyof InsightsReport, "from" | "to">;

/** The report's tables, each also a CSV file: GET /api/admin/insights/{table}.csv. */
const insightsTables = ["days", "searches", "nothing", "businesses", "towns", "categories", "townCategories"] as const satisfies readonly InsightsTable[];

export const insightsCsvParams = z.object({ table: z.enum(insightsTables, { error: `must be one of ${insightsTables.join(", ")}` }) });
