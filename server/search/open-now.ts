import { openAt } from "../../shared/business-status";
import type { Db } from "../db/database";
import type { FacetCache } from "../directory/facets";
import { VersionedCache } from "../directory/versioned-cache";
import { broadSearchPage, countedSearchPage, estimatedMatches, selectHours, type PageRange, type RankedId, type SearchSpec } from "./search.queries";
import type { TopShare } from "./top-share";

/** The businesses of a search open at this moment, best first; exact when every match was checked. */
interface OpenList {
  ids: RankedId[];
  exact: boolean;
}

/**
 * "Open now" depends on each business's hours in its own time zone at this moment, which no index holds:
 * the best matches, up to the counted limit, are checked here once, and every page is cut from that one
 * list. Cutting each page from its own candidates made totals grow page by page, pages shrink and Next
 * lead past the end. A search with more matches than the limit says "at least" its open ones, and serves
 * exactly those.
 */
export class OpenNowLists {
  /** By search, for a minute: its pages then agree with each other. */
  private readonly lists: VersionedCache<Promise<OpenList>>;

  constructor(
    private readonly db: Db,
    private readonly facets: FacetCache,
    private readonly topShare: TopShare,
    private readonly countUpTo: number,
  ) {
    this.lists = new VersionedCache<Promise<OpenList>>(facets, { max: 200, ttlMs: 60_000 });
  }

  async page(spec: SearchSpec, page: PageRange): Promise<{ ids: RankedId[]; total: number; exact: boolean; served: number }> {
    const open = await this.lists.get(JSON.stringify(spec), () => this.openOf(spec));
    const total = open.ids.length;
    return { ids: open.ids.slice(page.offset, page.offset + page.limit), total, exact: open.exact, served: total };
  }

  private async openOf(spec: SearchSpec): Promise<OpenList> {
    const best = { offset: 0, limit: this.countUpTo };
    const counted = await countedSearchPage(this.db, spec, best, this.countUpTo);
    const broad = counted.total > this.countUpTo;
    const candidates = broad ? (await broadSearchPage(this.db, spec, best, await this.estimate(spec))).ids : counted.ids;
    const now = new Date();
    const hours = new Map(
      (
        await selectHours(
          this.db,
          candidates.map((c) => c.id),
        )
      ).map((h) => [h.id, h]),
    );
    const ids = candidates.filter((c) => {
      const h = hours.get(c.id);
      return h !== undefined && openAt(h, now) === true;
    });
    return { ids, exact: !broad };
  }

  /** What a broad search's reading needs to choose its way (see `readWay`); nothing without words. */
  private async estimate(spec: SearchSpec) {
    if (!spec.text) return undefined;
    const matches = await estimatedMatches(this.db, spec, await this.topShare.get());
    return { matches, businessCount: (await this.facets.get()).total };
  }
}
