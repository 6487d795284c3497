import type { PairKind } from "../facets/pair-counts.queries";
import type { PairTown } from "./sitemap.queries";

/** A town's listed pairs of one kind in a file: all of them, or `take` from the `skip`th in key order when files share the town. */
interface TownPiece {
  kind: PairKind;
  town: string;
  skip: number;
  take: number;
  whole: boolean;
}

export interface PairFile {
  pieces: TownPiece[];
  count: number;
  /** The newest change of its towns' pairs, listed or not. */
  lastmod: Date | undefined;
}

const later = (a: Date | undefined, b: Date | undefined) => (!a || (b && b > a) ? b : a);

/**
 * The pairs' files: towns in their order, `size` listed pairs to a file, a town split between two files
 * where one fills up. Packed from one row per town (sitemap_pair_towns), so the index costs the towns,
 * not the pairs. A town with none listed dates the file it would fall in (the first, before any).
 */
export function packPairFiles(towns: readonly PairTown[], size: number): PairFile[] {
  const files: PairFile[] = [];
  let current: PairFile | undefined;
  let undated: Date | undefined;
  for (const { kind, town, listed, changedAt } of towns) {
    if (listed <= 0) {
      if (current) current.lastmod = later(current.lastmod, changedAt);
      else undated = later(undated, changedAt);
      continue;
    }
    for (let skip = 0; skip < listed;) {
      if (!current || current.count >= size) {
        current = { pieces: [], count: 0, lastmod: undated };
        undated = undefined;
        files.push(current);
      }
      const take = Math.min(size - current.count, listed - skip);
      current.pieces.push({ kind, town, skip, take, whole: take === listed });
      current.count += take;
      current.lastmod = later(current.lastmod, changedAt);
      skip += take;
    }
  }
  return files;
}
