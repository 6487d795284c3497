import { categoryGroups, findCategoryGroup } from "../../shared/categories";
import type { Db } from "../db/database";
import { placeCategoryPath } from "../facets/city-places";
import type { Facets } from "../facets/facets";
import type { PairFile } from "./pair-files";
import { selectPairEntries, type PairRead } from "./sitemap.queries";
import { escapeXml } from "./sitemap-xml";

/** Every slug that names a group (findCategoryGroup): its slug, its name and its slug in words. */
const groupSlugs = categoryGroups.flatMap((g) => [g.slug, g.name.toLowerCase(), g.slug.replace(/-/g, " ")]).filter((s) => findCategoryGroup(s));

/**
 * The reads of a file: its whole towns of each kind, which follow each other in the towns' order, as one
 * range (never more pairs than the file counted for them, even when pairs joined since), and the share
 * of a town it splits with a neighbour.
 */
function fileReads(file: PairFile): PairRead[] {
  const reads: PairRead[] = [];
  for (const kind of ["place-category", "place-group"] as const) {
    const whole = file.pieces.filter((p) => p.kind === kind && p.whole);
    const [first, last] = [whole[0]?.town, whole.at(-1)?.town];
    if (first !== undefined && last !== undefined) reads.push({ kind, first, last, limit: whole.reduce((sum, p) => sum + p.take, 0) });
  }
  for (const piece of file.pieces) if (!piece.whole) reads.push(piece);
  return reads;
}

/**
 * The entries of the `n`th (0-based) pairs' file, each dated by its last change, written by PostgreSQL
 * (selectPairEntries) at each town's address. A fine category named as a group is left out (the group's
 * page is listed), and so is a town the counts no longer hold.
 */
export async function cityCategoryEntries(db: Db, facets: Facets, files: readonly PairFile[], n: number, url: (path: string) => string): Promise<string> {
  const file = files[n];
  if (!file) return "";
  const towns = new Map<string, string>();
  for (const { town } of file.pieces) {
    const place = facets.placeByKey.get(town);
    // A pair's address is its town's and its slug (placeCategoryPath).
    if (place && !towns.has(town)) towns.set(town, escapeXml(url(placeCategoryPath(place, facets, ""))));
  }
  return selectPairEntries(
    db,
    fileReads(file),
    [...towns].map(([key, prefix]) => ({ key, prefix })),
    groupSlugs,
  );
}
