import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteResult, sitemapStats } from "../../shared/admin-api";
import { businessPath } from "../../shared/paths";
import { businesses } from "../../shared/schema";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

// Files of 1,000 are whole blocks of ids: the index and the statistics read the blocks alone.
const context = useTestApp({ ...testAdmin, SITEMAP_URLS_PER_FILE: "1000", SITE_URL: "https://dir.example" });
const site = "https://dir.example";

const text = async (path: string) => (await context.request.get(path).expect(200)).text;

/** The business files the index names, with their lastmod, and the URLs each file lists. */
async function businessFiles() {
  const index = await text("/sitemap.xml");
  const files = [...index.matchAll(/<loc>([^<]+businesses-\d+\.xml)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
  return Promise.all(
    files.map(async ([, loc = "", lastmod = ""]) => ({
      lastmod: new Date(lastmod),
      urls: [...(await text(new URL(loc).pathname)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ""),
    })),
  );
}

/** Every business the sitemaps should list (not closed for good), by URL, with the file its id puts it in. */
async function listedBusinesses() {
  const rows = await context.database.db.select({ id: businesses.id, slug: businesses.slug, status: businesses.businessStatus }).from(businesses);
  return new Map(rows.filter((r) => r.status !== "CLOSED_PERMANENTLY").map((r) => [`${site}${businessPath(r)}`, Math.floor((r.id - 1) / 1000)]));
}

/** Each listed business is in exactly one file, the one of its id range, and the files list nothing else. */
async function expectEveryListedOnce() {
  const files = await businessFiles();
  const listed = await listedBusinesses();
  const shards = [...new Set(listed.values())].sort((a, b) => a - b);
  expect(files).toHaveLength(shards.length);
  files.forEach((file, i) => {
    expect(file.urls.length).toBeLessThanOrEqual(1000);
    for (const url of file.urls) expect(listed.get(url)).toBe(shards[i]);
  });
  expect(files.flatMap((f) => f.urls).sort()).toEqual([...listed.keys()].sort());
  const stats = sitemapStats.parse((await (await loginAgent(context)).get("/api/admin/sitemap-stats").expect(200)).body);
  expect(stats.totalBusinesses).toBe(listed.size);
  return files;
}

const second = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

describe("sitemap files of whole id blocks", () => {
  it("when businesses are added, closed, deleted, restored and renamed, then every listed one is in exactly one file, dated by the change", async () => {
    const town = `Blockton ${uniqueToken()}`;
    const rows = await insertBusinesses(
      context,
      Array.from({ length: 2100 }, (_, i) => ({ city: town, name: `Block ${i} ${town}` })),
    );
    expect(new Set(rows.map((r) => Math.floor((r.id - 1) / 1000))).size).toBeGreaterThanOrEqual(3);
    await expectEveryListedOnce();

    const agent = await loginAgent(context);
    const [closing, deleting, renaming] = [rows[10], rows[1500], rows[2050]];
    const before = new Date();
    await agent.patch(`/api/admin/businesses/${closing?.id}`).send({ businessStatus: "CLOSED_PERMANENTLY" }).expect(200);
    const deleted = await agent.delete(`/api/admin/businesses/${deleting?.id}`).expect(200);
    await agent
      .patch(`/api/admin/businesses/${renaming?.id}`)
      .send({ name: `Renamed ${town}` })
      .expect(200);
    const files = await expectEveryListedOnce();
    const all = files.flatMap((f) => f.urls);
    expect(all).not.toContain(`${site}${businessPath(closing ?? { slug: "" })}`);
    expect(all).not.toContain(`${site}${businessPath(deleting ?? { slug: "" })}`);
    // Each file a change touched is dated by it; the file holding the business that left is dated too.
    const fileOf = (id = 0) => files[[...new Set(rows.map((r) => Math.floor((r.id - 1) / 1000)))].indexOf(Math.floor((id - 1) / 1000))];
    for (const id of [closing?.id, deleting?.id, renaming?.id]) expect(fileOf(id)?.lastmod.getTime()).toBeGreaterThanOrEqual(second(before));

    await agent
      .post("/api/admin/trash/restore")
      .send({ batch: deleteResult.parse(deleted.body).batchId })
      .expect(200);
    expect((await expectEveryListedOnce()).flatMap((f) => f.urls)).toContain(`${site}${businessPath(deleting ?? { slug: "" })}`);
  });

  it("when a write changes some businesses, then only their blocks' figures change: no file is counted again from the table", async () => {
    const town = `Skewton ${uniqueToken()}`;
    const rows = await insertBusinesses(
      context,
      Array.from({ length: 5 }, (_, i) => ({ city: town, name: `Skew ${i} ${town}` })),
    );
    const stats = async () => sitemapStats.parse((await (await loginAgent(context)).get("/api/admin/sitemap-stats").expect(200)).body).totalBusinesses;
    const listed = await stats();
    // A figure no write should touch: a block far from every business made to say it holds 7.
    await context.database.db.execute(sql`INSERT INTO sitemap_blocks (block, listed, changed_at) VALUES (900000, 7, now())`);
    await context.recountFacets();
    expect(await stats()).toBe(listed + 7);
    const agent = await loginAgent(context);
    await agent.patch(`/api/admin/businesses/${rows[0]?.id}`).send({ businessStatus: "CLOSED_PERMANENTLY" }).expect(200);
    await agent.delete(`/api/admin/businesses/${rows[1]?.id}`).expect(200);
    expect(await stats()).toBe(listed + 7 - 2);
  });
});
