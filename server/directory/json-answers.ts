import { totalCountHeader, type BusinessListQuery, type CityPageQuery, type PageQuery, type SuggestQuery } from "../../shared/api";
import type { DirectoryService } from "./directory.service";
import type { DataVersion } from "../cache/data-version";
import { ReadyJson } from "../http/ready-json";
import { VersionedCache, type Validity } from "../cache/versioned-cache";

/** How long an answer is kept at most, even with the data unchanged: bounds staleness on a lagging replica. */
const keptMs = 60_000;

/** An answer ready to send, and while it holds. */
export interface JsonBody extends Validity {
  ready: ReadyJson;
}

const withTotal = (value: unknown, totalCount: number) => new ReadyJson(value, [[totalCountHeader, String(totalCount)]]);

/**
 * The public API's answers as ready JSON: serialising a page costs more than
 * finding its rows in the read cache, so the bytes are kept too, with their ETag
 * and gzip, while the data is unchanged. Answers listing businesses are kept for the
 * current minute at most, since each business says whether it is open now.
 */
export class JsonAnswers {
  /** Answers by what was asked (the read and its validated input). */
  private readonly made: VersionedCache<Promise<JsonBody>>;

  constructor(
    private readonly directory: DirectoryService,
    private readonly data: Pick<DataVersion, "version">,
  ) {
    this.made = new VersionedCache<Promise<JsonBody>>(data, { max: 2000, ttlMs: keptMs });
  }

  /** An answer built from the counts alone: it changes only when the data does. */
  counts(key: string, build: () => Promise<unknown>): Promise<JsonBody> {
    return this.answer(`counts:${key}`, Date.now() + keptMs, async () => new ReadyJson(await build()));
  }

  list(query: BusinessListQuery): Promise<JsonBody> {
    return this.thisMinute(`list:${JSON.stringify(query)}`, async () => new ReadyJson(await this.directory.list(query)));
  }

  /** The page's businesses as a JSON array; the total travels beside it. */
  city(name: string, page: CityPageQuery): Promise<JsonBody> {
    return this.thisMinute(`city:${name}:${JSON.stringify(page)}`, async () => {
      const result = await this.directory.byCity(name, page);
      return withTotal(result.businesses, result.totalCount);
    });
  }

  category(name: string, page: PageQuery): Promise<JsonBody> {
    return this.thisMinute(`category:${name}:${JSON.stringify(page)}`, async () => {
      const result = await this.directory.byCategory(name, page);
      return withTotal(result.businesses, result.totalCount);
    });
  }

  /** Suggestions change only with the data. */
  suggest(query: SuggestQuery): Promise<JsonBody> {
    return this.answer(`suggest:${query.field}:${query.q}`, Date.now() + keptMs, async () => new ReadyJson(await this.directory.suggest(query)));
  }

  bySlug(slug: string): Promise<JsonBody> {
    return this.thisMinute(`slug:${slug}`, async () => new ReadyJson(await this.directory.bySlug(slug)));
  }

  byId(id: number): Promise<JsonBody> {
    return this.thisMinute(`id:${id}`, async () => new ReadyJson(await this.directory.byId(id)));
  }

  /** Nearby businesses say nothing of the hour: they change only with the data. */
  nearby(id: number): Promise<JsonBody> {
    return this.answer(`nearby:${id}`, Date.now() + keptMs, async () => new ReadyJson(await this.directory.nearby(id)));
  }

  recommended(): Promise<JsonBody> {
    return this.thisMinute("recommended", async () => new ReadyJson(await this.directory.recommended()));
  }

  latest(): Promise<JsonBody> {
    return this.thisMinute("latest", async () => new ReadyJson(await this.directory.latest()));
  }

  private thisMinute(key: string, make: () => Promise<ReadyJson>): Promise<JsonBody> {
    const minute = Math.floor(Date.now() / 60_000);
    return this.answer(`${minute}:${key}`, (minute + 1) * 60_000, make);
  }

  /** The data version is read before the query starts, so a write landing while it runs makes the answer stale at once. */
  private answer(key: string, expiresAt: number, make: () => Promise<ReadyJson>): Promise<JsonBody> {
    return this.made.get(
      key,
      async () => {
        const version = this.data.version;
        return { ready: await make(), version, expiresAt };
      },
      expiresAt,
    );
  }
}
