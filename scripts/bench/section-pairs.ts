import { get } from "node:http";
import { gunzipSync } from "node:zlib";
import type pg from "pg";
import type { BenchContext } from "./context";
import { measure, mixedTarget, waitForIdleDatabase } from "./load";
import { log } from "./log";
import { startAppServer, type ServerProcess } from "./processes";
import { kb, mark, num, percentile, table, type Check, type SectionResult } from "./report";
import { timed } from "./timed";

/** A page p50 one client waits for at most (issue 43), and a sitemap file built from nothing (as section 4's). */
const pageP50Ms = 20;
/** The sitemap index and any of its files, built from nothing (issue 45). */
const sitemapFileMs = 200;

/** "Houston, TX" and "pizza-restaurant" of pairs the sitemaps list, in an order no index gives. */
async function listedPairs(pool: pg.Pool, limit: number): Promise<{ town: string; slug: string }[]> {
  const { rows } = await pool.query<{ town: string; slug: string }>(
    `select place.label || ', ' || split_part(pair.key, '|', 2) as town, split_part(pair.key, '|', -1) as slug
       from facet_counts pair join facet_counts place
         on place.kind = 'place' and place.key = left(pair.key, -length(split_part(pair.key, '|', -1)) - 1)
      where pair.kind in ('place-category', 'place-group') and pair.open_count >= 3
      order by md5(pair.key) limit $1`,
    [limit],
  );
  return rows;
}

/**
 * A sitemap file as a crawler receives it: its gzipped bytes to the last one, timed; decompressed
 * afterwards, outside the time (the client's work, which fetch would count: a 6 MB file took it longer
 * to inflate and decode than the server took to send it).
 */
async function fetchSitemap(server: ServerProcess, path: string): Promise<{ value: string; seconds: number }> {
  const started = performance.now();
  const { body, gzipped } = await new Promise<{ body: Buffer; gzipped: boolean }>((resolve, reject) => {
    get(`${server.origin}${path}`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`GET ${path}: ${res.statusCode}`));
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ body: Buffer.concat(chunks), gzipped: res.headers["content-encoding"] === "gzip" }));
      res.on("error", reject);
    }).on("error", reject);
  });
  const seconds = (performance.now() - started) / 1000;
  return { value: (gzipped ? gunzipSync(body) : body).toString("utf8"), seconds };
}

async function fetchText(server: ServerProcess, path: string): Promise<string> {
  const response = await fetch(`${server.origin}${path}`, { headers: { "Accept-Encoding": "gzip" } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.text();
}

/** p50 and p95 of the times, in ms. */
const spread = (ms: number[]) => ({ p50: percentile(ms, 50), p95: percentile(ms, 95) });

/**
 * Issue 43's pages of a category in a town: `GET /api/city/{town}?category={slug}` for pairs the server
 * has not been asked before, one client, on a warmed fresh server; then, on the same server, the sitemap
 * index and every file of those pairs, each built from nothing, beside the first business file.
 */
export async function pairsSection(ctx: BenchContext): Promise<SectionResult> {
  const pairs = await listedPairs(ctx.pool, ctx.quick ? 200 : 2_000);
  if (pairs.length === 0) throw new Error("no category in a town has 3 open businesses: is the database seeded?");
  const app = await startAppServer(ctx.databaseUrl);
  try {
    log(`pairs: warm-up ${ctx.warmup} s of mixed load`);
    await measure(app.origin, mixedTarget(ctx.fixtures), 10, ctx.warmup);
    await waitForIdleDatabase(ctx.pool);
    log(`pairs: ${pairs.length} pair pages, each asked once`);
    const pageMs: number[] = [];
    for (const { town, slug } of pairs) {
      const path = `/api/city/${encodeURIComponent(town)}?category=${encodeURIComponent(slug)}`;
      pageMs.push((await timed(() => fetchText(app, path))).seconds * 1000);
    }
    const pages = spread(pageMs);

    log("pairs: sitemap index, every pairs' file and the first business file, uncached");
    const index = await fetchSitemap(app, "/sitemap.xml");
    const files = [...index.value.matchAll(/<loc>[^<]*?(\/sitemaps\/city-categories-\d+\.xml)<\/loc>/g)].map((m) => m[1] as string);
    const business = /<loc>[^<]*?(\/sitemaps\/businesses-\d+\.xml)<\/loc>/.exec(index.value)?.[1];
    if (files.length === 0 || !business) throw new Error("the sitemap index lists no pairs' file or no business file");
    const fileMs: number[] = [];
    let urls = 0;
    let bytes = 0;
    for (const file of files) {
      const built = await fetchSitemap(app, file);
      fileMs.push(built.seconds * 1000);
      urls += built.value.split("<url>").length - 1;
      bytes += built.value.length;
    }
    // The last one read: the server keeps the last few files built, not all ten.
    const cached = await fetchSitemap(app, files.at(-1) as string);
    const businessFile = await fetchSitemap(app, business);
    const sitemaps = spread(fileMs);

    const checks: Check[] = [
      { name: `pairs: a pair page not asked before, p50 ≤ ${pageP50Ms} ms (one client)`, ok: pages.p50 <= pageP50Ms },
      { name: `pairs: every pairs' sitemap file ≤ ${num(sitemapFileMs)} ms uncached`, ok: Math.max(...fileMs) <= sitemapFileMs },
      { name: `pairs: the sitemap index ≤ ${num(sitemapFileMs)} ms uncached`, ok: index.seconds * 1000 <= sitemapFileMs },
      { name: `pairs: a business sitemap file ≤ ${num(sitemapFileMs)} ms uncached`, ok: businessFile.seconds * 1000 <= sitemapFileMs },
    ];
    const ms = (n: number) => `${num(n, 1)} ms`;
    const markdown = [
      "### Categories in towns: pages and sitemap files",
      "",
      `${ctx.stamp}. A fresh server, ${ctx.warmup} s of mixed load on 10 connections to warm it, then ${num(pairs.length)} pairs (a category or a group in a town with at least 3 open businesses, the ones the sitemaps list, in random order) each asked once by one client: \`GET /api/city/{town}?category={slug}\`, so no cache holds the answer. Then, on the same server, \`/sitemap.xml\` and every pairs' file it names (\`/sitemaps/city-categories-N.xml\`), each built from nothing, and the first business file beside them; the fetches accept gzip, as crawlers do, and are timed to the last byte received (inflating a file is the client's work, left out).`,
      "",
      table(
        ["What", "Asked", "URLs", "Size", "p50", "p95", "Target", "Met"],
        [
          ["pair page, not asked before", num(pairs.length), "", "", ms(pages.p50), ms(pages.p95), `p50 ≤ ${pageP50Ms} ms`, mark(checks[0]?.ok ?? false)],
          [
            "sitemap index, uncached",
            "1",
            "",
            kb(index.value.length),
            ms(index.seconds * 1000),
            "",
            `≤ ${num(sitemapFileMs)} ms`,
            mark(checks[2]?.ok ?? false),
          ],
          [
            "pairs' sitemap files, uncached",
            num(files.length),
            num(urls),
            kb(bytes),
            ms(sitemaps.p50),
            ms(sitemaps.p95),
            `each ≤ ${num(sitemapFileMs)} ms`,
            mark(checks[1]?.ok ?? false),
          ],
          [`${files.at(-1) as string}, cached`, "1", "", kb(cached.value.length), ms(cached.seconds * 1000), "", "", ""],
          [
            `${business}, uncached`,
            "1",
            num(businessFile.value.split("<url>").length - 1),
            kb(businessFile.value.length),
            ms(businessFile.seconds * 1000),
            "",
            `≤ ${num(sitemapFileMs)} ms`,
            mark(checks[3]?.ok ?? false),
          ],
        ],
      ),
    ].join("\n");
    return { id: "pairs", markdown, checks };
  } finally {
    await app.stop();
  }
}
