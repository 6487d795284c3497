import { findCategoryGroup } from "../../shared/categories";
import type { Db } from "../db/database";
import { placeCategoryPath } from "../facets/city-places";
import type { Facets } from "../facets/facets";
import type { PairFile } from "./pair-files";
import { selectTownPairsPart, selectTownsPairs, type ListedPairRow } from "./sitemap.queries";
import type { SitemapEntry } from "./sitemap-xml";

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

/** The pairs of a file: its whole towns in one read per kind, and the share of a town it splits with a neighbour. */
async function filePairs(db: Db, file: PairFile): Promise<ListedPairRow[]> {
  const reads = (["place-category", "place-group"] as const).map((kind) => {
    const towns = file.pieces.filter((p) => p.kind === kind && p.whole).map((p) => p.town);
    return towns.length ? selectTownsPairs(db, kind, towns) : Promise.resolve([]);
  });
  for (const piece of file.pieces) if (!piece.whole) reads.push(selectTownPairsPart(db, piece.kind, piece.town, piece.skip, piece.take));
  return (await Promise.all(reads)).flat();
}

/** The entries of the `n`th (0-based) pairs' file, each dated by its last change. */
export async function cityCategoryEntries(
  db: Db,
  facets: Facets,
  files: readonly PairFile[],
  n: number,
  url: (path: string) => string,
): Promise<SitemapEntry[]> {
  const file = files[n];
  if (!file) return [];
  const entries: SitemapEntry[] = [];
  // Never past the file's count, even when pairs joined since the files were counted: a file holds at most its share.
  for (const row of (await filePairs(db, file)).slice(0, file.count)) {
    const path = pairPath(row, facets);
    if (path) entries.push({ loc: url(path), lastmod: row.lastmod });
  }
  return entries;
}
