import { createHash } from "node:crypto";
import type { BusinessListQuery, PageQuery } from "../../shared/api";
import type { DirectoryService } from "./directory.service";
import type { FacetCache } from "./facets";
import { QueryCache } from "./query-cache";

/** An answer ready to send: its JSON text and ETag, made once and sent many times. */
export interface JsonBody {
  json: string;
  etag: string;
  /** For a page of a longer list: how many there are in all. */
  totalCount?: number;
}

function jsonBody(value: unknown, totalCount?: number): JsonBody {
  const json = JSON.stringify(value);
  return { json, etag: `W/"${createHash("sha1").update(json).digest("base64url")}"`, totalCount };
}

/**
 * The public API's answers as ready JSON: serialising a page costs more than
 * finding its rows in the read cache, so the text is kept too, with its ETag,
 * while the data is unchanged. Answers listing businesses are kept for the
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
