import { and, between, eq, lt, sql } from "drizzle-orm";
import type { ViewKind } from "../../shared/insights";
import { businesses, insightSearches, insightViews } from "../../shared/schema";
import type { Db } from "../db/database";

export type SearchCount = typeof insightSearches.$inferInsert;
export type ViewCount = typeof insightViews.$inferInsert;

/** Rows per statement: well under PostgreSQL's 65,535 parameters at 7 a row. */
const rowsPerStatement = 2_000;

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let at = 0; at < rows.length; at += rowsPerStatement) yield rows.slice(at, at + rowsPerStatement);
}

/** Adds counted searches to the day's rows: one multi-row upsert (per 2,000 rows). */
export async function addSearches(db: Db, rows: SearchCount[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db
      .insert(insightSearches)
      .values(chunk)
      .onConflictDoUpdate({
        target: [insightSearches.day, insightSearches.what, insightSearches.place, insightSearches.crawler],
        set: {
          count: sql`${insightSearches.count} + excluded.count`,
          foundNothing: sql`${insightSearches.foundNothing} + excluded.found_nothing`,
          results: sql`excluded.results`,
        },
      });
  }
}

/** Adds counted page views to the day's rows: one multi-row upsert (per 2,000 rows). */
export async function addViews(db: Db, rows: ViewCount[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db
      .insert(insightViews)
      .values(chunk)
      .onConflictDoUpdate({
        target: [insightViews.day, insightViews.kind, insightViews.key, insightViews.crawler],
        set: { count: sql`${insightViews.count} + excluded.count` },
      });
  }
}

/** Deletes the days older than `keepDays`; answers how many rows went. */
export async function purgeInsights(db: Db, keepDays: number): Promise<number> {
  const cutoff = sql`current_date - ${keepDays}::integer`;
  const searches = await db.delete(insightSearches).where(lt(insightSearches.day, cutoff));
  const views = await db.delete(insightViews).where(lt(insightViews.day, cutoff));
  return (searches.rowCount ?? 0) + (views.rowCount ?? 0);
}

/** Page views and searches per day, visitors and crawlers apart; days without any are left out. */
export async function visitsPerDay(db: Db, from: string, to: string) {
  const { rows } = await db.execute<{ day: string; crawler: boolean; count: number }>(sql`
    SELECT day::text AS day, crawler, sum(count)::integer AS count FROM (
      SELECT day, crawler, count FROM ${insightViews} WHERE day BETWEEN ${from} AND ${to}
      UNION ALL SELECT day, crawler, count FROM ${insightSearches} WHERE day BETWEEN ${from} AND ${to}
    ) AS visits GROUP BY day, crawler`);
  return rows;
}

/** Visitors' most asked searches; with `nothingOnly`, those that found nothing, by how often they did. */
export async function topSearches(db: Db, from: string, to: string, limit: number, nothingOnly: boolean) {
  const count = sql<number>`sum(${insightSearches.count})::integer`;
  const foundNothing = sql<number>`sum(${insightSearches.foundNothing})::integer`;
  return db
    .select({
      what: insightSearches.what,
      where: insightSearches.place,
      count,
      foundNothing,
      // The results of the latest day it was asked.
      results: sql<number>`(array_agg(${insightSearches.results} ORDER BY ${insightSearches.day} DESC))[1]`,
    })
    .from(insightSearches)
    .where(and(between(insightSearches.day, from, to), eq(insightSearches.crawler, false)))
    .groupBy(insightSearches.what, insightSearches.place)
    .having(nothingOnly ? sql`${foundNothing} > 0` : undefined)
    .orderBy(sql`${nothingOnly ? foundNothing : count} DESC`, insightSearches.what, insightSearches.place)
    .limit(limit);
}

/** The most viewed pages of a kind, by visitors; a business's row carries its name and slug while it is listed. */
export async function topPages(db: Db, kind: ViewKind, from: string, to: string, limit: number) {
  const visitors = sql<number>`(sum(${insightViews.count}) FILTER (WHERE NOT ${insightViews.crawler}))::integer`;
  const crawlers = sql<number>`(sum(${insightViews.count}) FILTER (WHERE ${insightViews.crawler}))::integer`;
  const { rows } = await db.execute<{ key: string; name: string | null; visitors: number | null; crawlers: number | null }>(sql`
    SELECT v.key, ${kind === "business" ? sql`(SELECT ${businesses.name} FROM ${businesses} WHERE ${businesses.id} = v.key::integer)` : sql`NULL`} AS name,
           v.visitors, v.crawlers
      FROM (SELECT ${insightViews.key} AS key, ${visitors} AS visitors, ${crawlers} AS crawlers FROM ${insightViews}
             WHERE ${insightViews.kind} = ${kind} AND ${insightViews.day} BETWEEN ${from} AND ${to}
             GROUP BY ${insightViews.key}
             ORDER BY 2 DESC NULLS LAST, 3 DESC NULLS LAST, 1 LIMIT ${limit}) AS v
     ORDER BY v.visitors DESC NULLS LAST, v.crawlers DESC NULLS LAST, v.key`);
  return rows;
}
