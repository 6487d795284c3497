import { totalCountHeader, type BusinessListQuery, type CityPageQuery, type PageQuery, type SuggestQuery } from "../../shared/api";
import type { DirectoryService } from "./directory.service";
import type { DataVersion } from "../cache/data-version";
import { ReadyAnswer } from "../http/ready-answer";
import { cacheControl } from "../http/cache-control";
import { VersionedCache, type Validity } from "../cache/versioned-cache";

/** How long an answer is kept at most, even with the data unchanged: bounds staleness on a lagging replica. */
const keptMs = 60_000;

/** A ready answer as the caches hold it: with the data version and the time it holds for. */
export interface HeldAnswer extends Validity {
  answer: ReadyAnswer;
}

/** Every answer here is public and depends on its URL alone: a CDN may keep it for the minute it holds. */
const publicAnswer = (value: unknown, headers: [string, string][] = []) => new ReadyAnswer(value, [["Cache-Control", cacheControl.publicRead], ...headers]);

const withTotal = (value: unknown, totalCount: number) => publicAnswer(value, [[totalCountHeader, String(totalCount)]]);

/**
 * The public API's ready answers, by read and input: serialising a page costs more than
 * finding its rows in the read cache, so the bytes are kept too, with their ETag
 * and gzip, while the data is unchanged. Answers listing businesses are kept for the
 * current minute at most, since each business says whether it is open now.
 */
export class ReadyAnswers {
  /** Answers by what was asked (the read and its validated input). */
  private readonly made: VersionedCache<Promise<HeldAnswer>>;

  constructor(
    private readonly directory: DirectoryService,
    private readonly data: Pick<DataVersion, "version">,
  ) {
    this.made = new VersionedCache<Promise<HeldAnswer>>(data, { name: "answers", max: 2000, ttlMs: keptMs });
  }

  /** An answer built from the counts alone: it changes only when the data does. */
  counts(key: string, build: () => Promise<unknown>): Promise<HeldAnswer> {
    return this.answer(`counts:${key}`, Date.now() + keptMs, async () => publicAnswer(await build()));
  }

  list(query: BusinessListQuery): Promise<HeldAnswer> {
    return this.thisMinute(`list:${JSON.stringify(query)}`, async () => publicAnswer(await this.directory.list(query)));
  }

  /** The page's businesses as a JSON array; the total travels beside it. */
  city(name: string, page: CityPageQuery): Promise<HeldAnswer> {
    return this.thisMinute(`city:${name}:${JSON.stringify(page)}`, async () => {
      const result = await this.directory.byCity(name, page);
      return withTotal(result.businesses, result.totalCount);
    });
  }

  category(name: string, page: PageQuery): Promise<HeldAnswer> {
    return this.thisMinute(`category:${name}:${JSON.stringify(page)}`, async () => {
      const result = await this.directory.byCategory(name, page);
      return withTotal(result.businesses, result.totalCount);
    });
  }

  /** Suggestions change only with the data. */
  suggest(query: SuggestQuery): Promise<HeldAnswer> {
    return this.answer(`suggest:${query.field}:${query.q}`, Date.now() + keptMs, async () => publicAnswer(await this.directory.suggest(query)));
  }

  bySlug(slug: string): Promise<HeldAnswer> {
    return this.thisMinute(`slug:${slug}`, async () => publicAnswer(await this.directory.bySlug(slug)));
  }

  byId(id: number): Promise<HeldAnswer> {
    return this.thisMinute(`id:${id}`, async () => publicAnswer(await this.directory.byId(id)));
  }

  /** Nearby businesses say nothing of the hour: they change only with the data. */
  nearby(id: number): Promise<HeldAnswer> {
    return this.answer(`nearby:${id}`, Date.now() + keptMs, async () => publicAnswer(await this.directory.nearby(id)));
  }

  recommended(): Promise<HeldAnswer> {
    return this.thisMinute("recommended", async () => publicAnswer(await this.directory.recommended()));
  }

  latest(): Promise<HeldAnswer> {
    return this.thisMinute("latest", async () => publicAnswer(await this.directory.latest()));
  }

  private thisMinute(key: string, make: () => Promise<ReadyAnswer>): Promise<HeldAnswer> {
    const minute = Math.floor(Date.now() / 60_000);
    return this.answer(`${minute}:${key}`, (minute + 1) * 60_000, make);
  }

  /** The data version is read before the query starts, so a write landing while it runs makes the answer stale at once. */
  private answer(key: string, expiresAt: number, make: () => Promise<ReadyAnswer>): Promise<HeldAnswer> {
    return this.made.get(
      key,
      async () => {
        const version = this.data.version;
        return { answer: await make(), version, expiresAt };
      },
      expiresAt,
    );
  }
}
