-- The categories in towns the sitemaps list (at least 3 open businesses), in key order: a sitemap file
-- walks them a page at a time without stepping over the thin ones (server/sitemap/sitemap.queries.ts).
CREATE INDEX "facet_counts_listed_pair_idx" ON "facet_counts" USING btree ("kind","key") WHERE "facet_counts"."kind" in ('place-category', 'place-group') and "facet_counts"."open_count" >= 3;
