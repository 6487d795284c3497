import { and, asc, gt, isNull, or, sql } from "drizzle-orm";
import { businesses } from "../../shared/schema";
import type { Db, Executor } from "../db/database";
import { seoInputFields, type SeoContent, type SeoInput } from "./seo-content";

const missingSeo = or(isNull(businesses.seoTitle), isNull(businesses.seoDescription), isNull(businesses.canonicalUrl), isNull(businesses.seoAbout));

type SeoField = (typeof seoInputFields)[number];
const seoInputColumns = Object.fromEntries(seoInputFields.map((field) => [field, businesses[field]])) as { [F in SeoField]: (typeof businesses)[F] };

/** The next businesses after `afterId` that lack any SEO field, in id order. */
export async function selectWithoutSeo(db: Db, afterId: number, limit: number): Promise<SeoInput[]> {
  return db
    .select(seoInputColumns)
    .from(businesses)
    .where(and(gt(businesses.id, afterId), missingSeo))
    .orderBy(asc(businesses.id))
    .limit(limit);
}

/** Fills only the SEO fields that are still empty; content an operator wrote is kept. Answers the ids filled. */
export async function fillSeo(db: Executor, rows: (SeoContent & { id: number })[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const column = <T>(read: (r: SeoContent & { id: number }) => T) => sql.param(rows.map(read));
  const result = await db.execute<{ id: number }>(sql`
    UPDATE businesses AS b SET
      seo_title = coalesce(b.seo_title, g.seo_title),
      seo_description = coalesce(b.seo_description, g.seo_description),
      canonical_url = coalesce(b.canonical_url, g.canonical_url),
      seo_about = coalesce(b.seo_about, g.seo_about),
      updated_at = now()
    FROM unnest(
      ${column((r) => r.id)}::int4[], ${column((r) => r.seoTitle)}::text[],
      ${column((r) => r.seoDescription)}::text[], ${column((r) => r.canonicalUrl)}::text[],
      ${column((r) => r.seoAbout)}::text[]
    ) AS g(id, seo_title, seo_description, canonical_url, seo_about)
    WHERE b.id = g.id AND (b.seo_title IS NULL OR b.seo_description IS NULL OR b.canonical_url IS NULL OR b.seo_about IS NULL)
    RETURNING b.id`);
  return result.rows.map((row) => Number(row.id));
}
