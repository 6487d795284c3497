import { openAt } from "../../shared/business-status";
import type { Db } from "../db/database";
import type { FacetCache } from "../facets/facets";
import type { DataVersion } from "../cache/data-version";
import { VersionedCache } from "../cache/versioned-cache";
import { broadSearchPage, estimatedMatches, selectHours, type PageRange, type RankedId, type SearchSpec } from "./search.queries";
import type { TopShare } from "./top-share";

/**
 * The best matches checked. A thousand made PostgreSQL read and sort every match instead of the best,
 * several times slower, and this many cost what 200 did (decision 031).
 */
const checked = 500;

/** The businesses of a search open at this moment, best first; exact when every match was checked. */
interface OpenList {
  ids: RankedId[];
  exact: boolean;
}

/**
 * "Open now" depends on each business's hours in its own time zone at this moment, which no index holds:
 * the best 500 matches are checked here once, and every page is cut from that one list. Cutting each
 * page from its own candidates made totals grow page by page, pages shrink and Next lead past the end.
 * A search with more matches says "at least" its open ones, and serves exactly those (decision 031).
 */
export class OpenNowLists {
  /** By search, for a minute: its pages then agree with each other. */
  private readonly lists: VersionedCache<Promise<OpenList>>;

  constructor(
    private readonly db: Db,
    private readonly facets: FacetCache,
    data: Pick<DataVersion, "version">,
    private readonly topShare: TopShare,
  ) {
    this.lists = new VersionedCache<Promise<OpenList>>(data, { name: "open-now", max: 200, ttlMs: 60_000 });
  }

  async page(spec: SearchSpec, page: PageRange): Promise<{ ids: RankedId[]; total: number; exact: boolean; served: number }> {
    const open = await this.lists.get(JSON.stringify(spec), () => this.openOf(spec));
    const total = open.ids.length;
    return { ids: open.ids.slice(page.offset, page.offset + page.limit), total, exact: open.exact, served: total };
  }

  private async openOf(spec: SearchSpec): Promise<OpenList> {
    // The best matches up to the limit, and whether there are more: the way a broad search reads its page.
    const best = await broadSearchPage(this.db, spec, { offset: 0, limit: checked }, await this.estimate(spec));
    const now = new Date();
    const hours = new Map(
      (
        await selectHours(
          this.db,
          best.ids.map((c) => c.id),
        )
      ).map((h) => [h.id, h]),
    );
    const ids = best.ids.filter((c) => {
      const h = hours.get(c.id);
      return h !== undefined && openAt(h, now) === true;
    });
    // None open among the best: the list is empty, whatever lies past them (at night, most searches).
    return { ids, exact: !best.more || ids.length === 0 };
  }

  /** What a broad search's reading needs to choose its way (see `readWay`); nothing without words. */
  private async estimate(spec: SearchSpec) {
    if (!spec.text) return undefined;
    const matches = await estimatedMatches(this.db, spec, await this.topShare.get());
    return { matches, businessCount: (await this.facets.get()).total };
  }
}
