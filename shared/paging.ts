import { maxListOffset } from "./constants";

/**
 * The pages a list serving `served` results has in pages of `pageSize`, as far as a list goes
 * (maxListOffset). A broad search ("1,000+") serves its first 1,000 (decision 029); its Next ends there.
 */
export function pageCount(served: number, pageSize: number): number {
  return Math.min(Math.ceil(served / pageSize), Math.floor(maxListOffset / pageSize) + 1);
}
