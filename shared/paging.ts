import { maxListOffset } from "./constants";

/**
 * The pages a list of `totalCount` results has in pages of `pageSize`, as far as a list goes
 * (maxListOffset). A total that is not exact ("1,000+") fills only its whole pages.
 */
export function pageCount(totalCount: number, pageSize: number, exact = true): number {
  if (!exact) return Math.floor(totalCount / pageSize);
  return Math.min(Math.ceil(totalCount / pageSize), Math.floor(maxListOffset / pageSize) + 1);
}
