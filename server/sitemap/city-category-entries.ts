import { findCategoryGroup } from "../../shared/categories";
import type { Db } from "../db/database";
import { placeCategoryPath } from "../facets/city-places";
import type { Facets } from "../facets/facets";
import { selectPairChunk, type ListedPairRow, type PairFile } from "./sitemap.queries";
import type { SitemapEntry } from "./sitemap-xml";

/**
 * Pairs read at a time. Small enough that PostgreSQL walks the index in key order: asked for
 * 10,000 it read a range from a bitmap and sorted it, 40 times slower at 50,000 businesses.
 */
const chunkSize = 1_000;

/**
 * A pair's page, or undefined when it has none of its own: a fine category named as a group opens the
 * group's page (listed with the group), and a town the counts no longer hold has no page to send to.
 */
function pairPath(row: ListedPairRow, facets: Facets): string | undefined {
  const at = row.key.lastIndexOf("|");
  const place = facets.placeByKey.get(row.key.slice(0, at));
  const slug = row.key.slice(at + 1);
  const isGroup = findCategoryGroup(slug) !== undefined;
  if (!place || isGroup !== (row.kind === "place-group")) return undefined;
  return placeCategoryPath(place, facets, slug);
}

/** The entries of the `n`th (0-based) pairs' file: its pairs in key order, a chunk at a time, each dated by its last change. */
export async function cityCategoryEntries(
  db: Db,
  facets: Facets,
  files: readonly PairFile[],
  n: number,
  url: (path: string) => string,
): Promise<SitemapEntry[]> {
  const file = files[n];
  if (!file) return [];
  const before = files[n + 1]?.first;
  const entries: SitemapEntry[] = [];
  // Never past the file's count, even when pairs joined since the files were counted: a file holds at most its share.
  for (let from = file.first, inclusive = true, left = file.count; left > 0; inclusive = false) {
    const limit = Math.min(chunkSize, left);
    const rows = await selectPairChunk(db, from, inclusive, before, limit);
    for (const row of rows) {
      const path = pairPath(row, facets);
      if (path) entries.push({ loc: url(path), lastmod: row.lastmod });
    }
    const last = rows.at(-1);
    if (!last || rows.length < limit) break;
    from = last;
    left -= rows.length;
  }
  return entries;
}
