import type { BusinessListQuery, PageQuery } from "../../shared/api";
import type { DirectoryService } from "./directory.service";
import type { FacetCache } from "./facets";
import { ReadyJson } from "../http/ready-json";
import { QueryCache } from "./query-cache";

/** An answer ready to send and, for a page of a longer list, how many there are in all. */
export interface JsonBody {
  ready: ReadyJson;
  totalCount?: number;
}

const jsonBody = (value: unknown, totalCount?: number): JsonBody => ({ ready: new ReadyJson(value), totalCount });

/**
 * The public API's answers as ready JSON: serialising a page costs more than
 * finding its rows in the read cache, so the bytes are kept too, with their ETag
 * and gzip, while the data is unchanged. Answers listing businesses are kept for the
 * current minute at most, since each business says whether it is open now.
 */
export class JsonAnswers {
  private readonly made: QueryCache;

  constructor(
    private readonly directory: DirectoryService,
    facets: FacetCache,
  ) {
    this.made = new QueryCache(facets);
  }

  /** An answer built from the counts alone: it changes only when the data does. */
  counts(key: string, build: () => Promise<unknown>): Promise<JsonBody> {
    return this.made.get(`counts:${key}`, async () => jsonBody(await build()));
  }

  list(query: BusinessListQuery): Promise<JsonBody> {
    return this.thisMinute(`list:${JSON.stringify(query)}`, async () => jsonBody(await this.directory.list(query)));
  }

  /** The page's businesses as a JSON array; the total travels beside it. */
  city(name: string, page: PageQuery): Promise<JsonBody> {
    return this.thisMinute(`city:${name}:${page.limit}:${page.offset}`, async () => {
      const result = await this.directory.byCity(name, page);
      return jsonBody(result.businesses, result.totalCount);
    });
  }

  category(name: string, page: PageQuery): Promise<JsonBody> {
    return this.thisMinute(`category:${name}:${page.limit}:${page.offset}`, async () => {
      const result = await this.directory.byCategory(name, page);
      return jsonBody(result.businesses, result.totalCount);
    });
  }

  bySlug(slug: string): Promise<JsonBody> {
    return this.thisMinute(`slug:${slug}`, async () => jsonBody(await this.directory.bySlug(slug)));
  }

  byId(id: number): Promise<JsonBody> {
    return this.thisMinute(`id:${id}`, async () => jsonBody(await this.directory.byId(id)));
  }

  recommended(): Promise<JsonBody> {
    return this.thisMinute("recommended", async () => jsonBody(await this.directory.recommended()));
  }

  latest(): Promise<JsonBody> {
    return this.thisMinute("latest", async () => jsonBody(await this.directory.latest()));
  }

  private thisMinute(key: string, make: () => Promise<JsonBody>): Promise<JsonBody> {
    return this.made.get(`${Math.floor(Date.now() / 60_000)}:${key}`, make);
  }
}
