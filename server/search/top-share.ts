import type { Db } from "../db/database";
import type { DataVersion } from "../cache/data-version";
import { VersionedCache } from "../cache/versioned-cache";
import { topQualityShare, unlistedWordRows } from "./search.queries";

/**
 * The share of businesses of top quality (see `topQualityShare`), and the matches PostgreSQL expects of a word
 * its statistics do not list (`unlistedWordRows`): read again once the data has changed or a minute has passed.
 */
export class TopShare {
  private readonly held: VersionedCache<Promise<number>>;

  constructor(
    private readonly db: Db,
    data: Pick<DataVersion, "version">,
  ) {
    this.held = new VersionedCache<Promise<number>>(data, { name: "top-share", max: 2, ttlMs: 60_000 });
  }

  get(): Promise<number> {
    return this.held.get("share", () => topQualityShare(this.db));
  }

  unlistedWordRows(): Promise<number> {
    return this.held.get("unlisted", () => unlistedWordRows(this.db));
  }
}
