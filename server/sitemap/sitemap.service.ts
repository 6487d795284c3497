import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { SitemapStats } from "../../shared/admin-api";
import { findCategoryGroup, linkedGroupSlugs } from "../../shared/categories";
import { businessPath, categoryPath, paths } from "../../shared/paths";
import type { Db } from "../db/database";
import { placePath } from "../facets/city-places";
import type { DataVersion } from "../cache/data-version";
import type { FacetCache } from "../facets/facets";
import { cityCategoryEntries } from "./city-category-entries";
import { packPairFiles, type PairFile } from "./pair-files";
import { selectPairTowns, selectShardEntries, selectShards, type Shard } from "./sitemap.queries";
import { escapeXml, sitemapIndex, urlset, urlsetOf, type SitemapEntry } from "./sitemap-xml";

const mainPages = [
  paths.home,
  paths.browse,
  paths.cities,
  paths.categories,
  paths.about,
  paths.contact,
  paths.addBusiness,
  paths.advertise,
  paths.privacy,
  paths.terms,
];
const cachedFiles = 4;

export const sitemapFile = {
  index: "/sitemap.xml",
  main: "/sitemaps/main.xml",
  categories: "/sitemaps/categories.xml",
  cities: "/sitemaps/cities.xml",
  business: (n: number) => `/sitemaps/businesses-${n}.xml`,
  cityCategory: (n: number) => `/sitemaps/city-categories-${n}.xml`,
};

const gzipAsync = promisify(gzip);
/** 50,000 business URLs (5.9 MB) gzip in 28 ms at level 3 against 48 ms at the default 6, 8% larger. */
const gzipLevel = 3;

/** The value held under `key`, made by `make` when missing; the last `cachedFiles` are kept, a failure is not. */
function held<T>(values: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = values.get(key);
  if (!value) {
    value = make();
    values.set(key, value);
    value.catch(() => values.delete(key));
    for (const old of values.keys()) if (values.size > cachedFiles) values.delete(old);
  }
  return value;
}

/** A value read once per data version; a failed read is tried again on the next ask. */
class PerVersion<T> {
  private held: { version: number; value: Promise<T> } | undefined;

  constructor(
    private readonly data: Pick<DataVersion, "version">,
    private readonly read: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    if (this.held?.version !== this.data.version) {
      const value = this.read();
      this.held = { version: this.data.version, value };
      value.catch(() => {
        if (this.held?.value === value) this.held = undefined;
      });
    }
    return this.held.value;
  }
}

/**
 * The sitemap index and its files, built from the data and kept until the data
 * changes (DataVersion); business files are read by id range, a chunk at a time,
 * and the files of categories in towns from the counts in key order, likewise.
 */
export class SitemapService {
  private readonly shards: PerVersion<Shard[]>;
  private readonly pairFiles: PerVersion<PairFile[]>;
  private readonly files = new Map<string, Promise<string | undefined>>();
  private readonly zipped = new Map<string, Promise<Buffer | undefined>>();

  constructor(
    private readonly db: Db,
    private readonly facets: FacetCache,
    private readonly data: Pick<DataVersion, "version" | "changedAt">,
    private readonly siteUrl: string,
    readonly perFile: number,
  ) {
    this.shards = new PerVersion(data, () => selectShards(db, perFile));
    this.pairFiles = new PerVersion(data, async () => packPairFiles(await selectPairTowns(db), perFile));
  }

  /** Identifies the current data: for ETag and Last-Modified. */
  get version(): { etag: string; lastModified: Date } {
    return { etag: `"sm-${this.data.changedAt.getTime()}-${this.data.version}"`, lastModified: this.data.changedAt };
  }

  private url(path: string): string {
    return `${this.siteUrl}${path}`;
  }

  async stats(): Promise<SitemapStats> {
    const [shards, pairFiles] = await Promise.all([this.shards.get(), this.pairFiles.get()]);
    return {
      totalBusinesses: shards.reduce((sum, s) => sum + s.count, 0),
      totalSitemaps: shards.length,
      businessesPerSitemap: this.perFile,
      totalCityCategories: pairFiles.reduce((sum, f) => sum + f.count, 0),
      sitemapUrls: {
        main: this.url(sitemapFile.index),
        mainPages: this.url(sitemapFile.main),
        categories: this.url(sitemapFile.categories),
        cities: this.url(sitemapFile.cities),
        cityCategories: pairFiles.map((_, i) => this.url(sitemapFile.cityCategory(i + 1))),
        businesses: shards.map((_, i) => this.url(sitemapFile.business(i + 1))),
      },
    };
  }

  /** The XML for a path, or undefined when there is no such file. */
  file(path: string): Promise<string | undefined> {
    return held(this.files, `${this.data.version}:${path}`, () => this.build(path));
  }

  /**
   * The file gzipped, once per data version, in zlib's threads: crawlers ask for it compressed, and
   * compressing a 6 MB file on every ask took longer than building it.
   */
  gzipped(path: string): Promise<Buffer | undefined> {
    return held(this.zipped, `${this.data.version}:${path}`, async () => {
      const xml = await this.file(path);
      return xml === undefined ? undefined : gzipAsync(xml, { level: gzipLevel });
    });
  }

  private async build(path: string): Promise<string | undefined> {
    if (path === sitemapFile.index) return this.index();
    if (path === sitemapFile.main) return urlset(mainPages.map((p) => ({ loc: this.url(p) })));
    if (path === sitemapFile.categories) return this.categories();
    if (path === sitemapFile.cities) {
      const facets = await this.facets.get();
      // One URL for each town: Portland, OR and Portland, ME are two pages; the name alone is not listed.
      return urlset(facets.placesByName.map((p) => ({ loc: this.url(placePath(p, facets)) })));
    }
    const match = /^\/sitemaps\/businesses-([1-9]\d{0,5})\.xml$/.exec(path);
    if (match) return this.businesses(Number(match[1]));
    const pairs = /^\/sitemaps\/city-categories-([1-9]\d{0,5})\.xml$/.exec(path);
    return pairs ? this.cityCategories(Number(pairs[1])) : undefined;
  }

  private async index(): Promise<string> {
    const [shards, pairFiles] = await Promise.all([this.shards.get(), this.pairFiles.get()]);
    const entries: SitemapEntry[] = [
      { loc: this.url(sitemapFile.main) },
      { loc: this.url(sitemapFile.categories) },
      { loc: this.url(sitemapFile.cities) },
      ...pairFiles.map((f, i) => ({ loc: this.url(sitemapFile.cityCategory(i + 1)), lastmod: f.lastmod })),
      ...shards.map((s, i) => ({ loc: this.url(sitemapFile.business(i + 1)), lastmod: s.lastmod })),
    ];
    return sitemapIndex(entries);
  }

  private async categories(): Promise<string> {
    const facets = await this.facets.get();
    const groups = linkedGroupSlugs.filter((slug) => (facets.groupCounts.get(slug) ?? 0) > 0);
    const fine = facets.categories.map((c) => c.key).filter((slug) => !findCategoryGroup(slug));
    return urlset([...groups, ...fine].map((slug) => ({ loc: this.url(categoryPath(slug)) })));
  }

  private async businesses(n: number): Promise<string | undefined> {
    const shard = (await this.shards.get())[n - 1];
    if (!shard) return undefined;
    // A business's address is this prefix and its slug (businessPath).
    const prefix = escapeXml(this.url(businessPath({ slug: "" })));
    const entries = await selectShardEntries(this.db, shard.shard * this.perFile, (shard.shard + 1) * this.perFile, prefix);
    return entries ? urlsetOf(entries) : undefined;
  }

  private async cityCategories(n: number): Promise<string | undefined> {
    const [files, facets] = await Promise.all([this.pairFiles.get(), this.facets.get()]);
    const entries = await cityCategoryEntries(this.db, facets, files, n - 1, (path) => this.url(path));
    return entries ? urlsetOf(entries) : undefined;
  }
}
