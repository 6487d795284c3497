import type { SeoResult } from "../../shared/admin-api";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { insertAdminEvent } from "../activity/admin-events.queries";
import { generateSeoContent } from "./seo-content";
import { fillSeo, selectWithoutSeo } from "./seo.queries";
import { touchFacetCounts } from "../facets/facets.queries";
import { countOf } from "../../shared/format";

const batchSize = 1000;

/** Writes SEO content for every business that lacks it, a batch at a time; a second run updates none. */
export async function generateMissingSeo(db: Db, config: Pick<Config, "siteUrl" | "siteName" | "contactEmail">): Promise<SeoResult> {
  let updated = 0;
  for (let afterId = 0; ;) {
    const batch = await selectWithoutSeo(db, afterId, batchSize);
    const last = batch.at(-1);
    if (!last) break;
    const content = batch.map((b) => ({ id: b.id, ...generateSeoContent(b, config) }));
    // The towns' and categories' pages show the new text: their sitemap dates follow, in the batch's transaction.
    updated += await db.transaction(async (tx) => {
      const filled = await fillSeo(tx, content);
      await touchFacetCounts(tx, filled);
      return filled.length;
    });
    afterId = last.id;
  }
  await insertAdminEvent(db, "seo", `Generated SEO content for ${countOf(updated, "business", "businesses")}`, { updated });
  return {
    message: updated === 0 ? "Every business already has SEO content" : `Generated SEO content for ${countOf(updated, "business", "businesses")}`,
    updated,
  };
}
