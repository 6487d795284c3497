import type { Db } from "../db/database";
import type { DataVersion } from "../cache/data-version";
import { VersionedCache } from "../cache/versioned-cache";
import { topQualityShare } from "./search.queries";

/** The share of businesses of top quality (see `topQualityShare`), read again once the data has changed or a minute has passed. */
export class TopShare {
  private readonly held: VersionedCache<Promise<number>>;

  constructor(
    private readonly db: Db,
    data: Pick<DataVersion, "version">,
  ) {
    this.held = new VersionedCache<Promise<number>>(data, { name: "top-share", max: 1, ttlMs: 60_000 });
  }

  get(): Promise<number> {
    return this.held.get("share", () => topQualityShare(this.db));
  }
}
