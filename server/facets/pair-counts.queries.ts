import { and, desc, eq, sql } from "drizzle-orm";
import { facetCounts } from "../../shared/schema";
import type { Db } from "../db/database";

/** A category or a group in one town, as facet_counts holds it ("place-category" / "place-group", key "city|state|slug"). */
export interface PairCountRow {
  /** "houston|TX": the town's place key. */
  place: string;
  slug: string;
  label: string;
  businessCount: number;
  openCount: number;
  changedAt: Date | null;
}

export type PairKind = "place-category" | "place-group";

// The two halves of a pair's key, as the indexes of migration 0026 hold them (the sitemap files read towns by the second).
const slugOf = sql<string>`split_part(${facetCounts.key}, '|', -1)`;
export const placeOf = sql<string>`left(${facetCounts.key}, -length(split_part(${facetCounts.key}, '|', -1)) - 1)`;

const pairColumns = {
  place: placeOf,
  slug: slugOf,
  label: facetCounts.label,
  businessCount: facetCounts.businessCount,
  openCount: sql<number>`coalesce(${facetCounts.openCount}, 0)`.mapWith(Number),
  changedAt: facetCounts.changedAt,
};

/** One pair's counts, or undefined when the town has none of it. */
export async function selectPairCount(db: Db, kind: PairKind, place: string, slug: string): Promise<PairCountRow | undefined> {
  const [row] = await db
    .select(pairColumns)
    .from(facetCounts)
    .where(and(eq(facetCounts.kind, kind), eq(facetCounts.key, `${place}|${slug}`)));
  return row;
}

/** A town's categories or groups (`of: "place"`), or a category's or group's towns (`of: "slug"`), most businesses first. */
export async function selectPairsOf(db: Db, kind: PairKind, of: "place" | "slug", value: string, limit: number): Promise<PairCountRow[]> {
  return db
    .select(pairColumns)
    .from(facetCounts)
    .where(and(eq(facetCounts.kind, kind), sql`${of === "place" ? placeOf : slugOf} = ${value}`))
    .orderBy(desc(facetCounts.businessCount), of === "place" ? facetCounts.label : facetCounts.key)
    .limit(limit);
}
