import { findCategoryGroup } from "../../shared/categories";
import type { Db } from "../db/database";
import { placeCategoryPath } from "../facets/city-places";
import type { Facets, PlaceFacet } from "../facets/facets";
import type { PairFile } from "./pair-files";
import { selectTownPairsPart, selectTownsPairs, type ListedPairRow } from "./sitemap.queries";
import { datedUrlPieces, escapeXml, urlEntry } from "./sitemap-xml";

const [open, middle, close] = datedUrlPieces;

/**
 * The pairs of a file: its whole towns of each kind, which follow each other in the towns' order, in one
 * read of their range, and the share of a town it splits with a neighbour.
 */
async function filePairs(db: Db, file: PairFile): Promise<ListedPairRow[]> {
  const reads = (["place-category", "place-group"] as const).map((kind) => {
    const towns = file.pieces.filter((p) => p.kind === kind && p.whole).map((p) => p.town);
    const [first, last] = [towns[0], towns.at(-1)];
    return first !== undefined && last !== undefined ? selectTownsPairs(db, kind, first, last) : Promise.resolve([]);
  });
  for (const piece of file.pieces) if (!piece.whole) reads.push(selectTownPairsPart(db, piece.kind, piece.town, piece.skip, piece.take));
  return (await Promise.all(reads)).flat();
}

/**
 * The entries of the `n`th (0-based) pairs' file, each dated by its last change, written one by one into
 * one string, each town's address once (50,000 entry objects cost more in garbage collection than the
 * writing). A fine category named as a group is left out (the group's page is listed), and so is a town
 * the counts no longer hold.
 */
export async function cityCategoryEntries(db: Db, facets: Facets, files: readonly PairFile[], n: number, url: (path: string) => string): Promise<string> {
  const file = files[n];
  if (!file) return "";
  const towns = new Map<string, { place: PlaceFacet; prefix: string } | null>();
  let xml = "";
  // Never past the file's count, even when pairs joined since the files were counted: a file holds at most its share.
  for (const row of (await filePairs(db, file)).slice(0, file.count)) {
    const at = row.key.lastIndexOf("|");
    const [key, slug] = [row.key.slice(0, at), row.key.slice(at + 1)];
    if ((findCategoryGroup(slug) !== undefined) !== (row.kind === "place-group")) continue;
    let town = towns.get(key);
    if (town === undefined) {
      const place = facets.placeByKey.get(key);
      // A pair's address is its town's and its slug (placeCategoryPath).
      town = place ? { place, prefix: escapeXml(url(placeCategoryPath(place, facets, ""))) } : null;
      towns.set(key, town);
    }
    if (!town) continue;
    xml += row.lastmod
      ? `${open}${town.prefix}${escapeXml(slug)}${middle}${row.lastmod}${close}`
      : urlEntry({ loc: url(placeCategoryPath(town.place, facets, slug)) });
  }
  return xml;
}
