ALTER TABLE "facet_counts" ADD COLUMN "open_count" integer;--> statement-breakpoint
ALTER TABLE "facet_counts" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
-- A category's page in a town walks its businesses in rank order from the index alone (the city is
-- included for that, as in 0022), and stops at the page's end: the counts give the total.
CREATE INDEX "businesses_city_state_category_rank_idx" ON "businesses" USING btree (lower("city"),"state","category_slug","rank" DESC NULLS LAST,"id") INCLUDE ("city");--> statement-breakpoint
CREATE INDEX "businesses_city_state_group_rank_idx" ON "businesses" USING btree (lower("city"),"state","category_group","rank" DESC NULLS LAST,"id") INCLUDE ("city");--> statement-breakpoint
CREATE INDEX "facet_counts_pair_place_idx" ON "facet_counts" USING btree ("kind",left("key", -length(split_part("key", '|', -1)) - 1),"business_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "facet_counts_pair_category_idx" ON "facet_counts" USING btree ("kind",split_part("key", '|', -1),"business_count" DESC NULLS LAST);--> statement-breakpoint
-- Every count again, now with the categories and groups in each town, open businesses and change
-- times: the rebuild of server/facets/facets.queries.ts (countsOf) as it stands at this migration.
DELETE FROM "facet_counts";--> statement-breakpoint
INSERT INTO "facet_counts" ("kind", "key", "label", "business_count", "open_count", "changed_at")
WITH parts AS (
  SELECT city, state, category_slug, category, category_group, country,
      GROUPING(city, state, category_slug, category, category_group, country) AS grouped,
      count(*)::int AS n, (count(*) FILTER (WHERE is_verified))::int AS verified,
      (count(*) FILTER (WHERE business_status IS DISTINCT FROM 'CLOSED_PERMANENTLY'))::int AS open, max(updated_at) AS changed
    FROM businesses
    GROUP BY GROUPING SETS ((city, state), (category_slug, category, category_group), (city, state, category_slug, category, category_group), (country), ()))
SELECT 'total', 'all', 'All businesses', n, open, changed FROM parts WHERE grouped = 63
UNION ALL
SELECT 'verified', 'all', 'Verified businesses', verified, NULL::int, NULL::timestamptz FROM parts WHERE grouped = 63
UNION ALL
SELECT 'city', lower(city), (array_agg(city ORDER BY n DESC, city))[1], sum(n)::int, sum(open)::int, max(changed)
  FROM parts WHERE grouped = 15 AND city <> '' GROUP BY lower(city)
UNION ALL
SELECT 'place', lower(city) || '|' || coalesce(state, ''), (array_agg(city ORDER BY n DESC, city))[1], sum(n)::int, sum(open)::int, max(changed)
  FROM parts WHERE grouped = 15 AND city <> '' GROUP BY lower(city), state
UNION ALL
SELECT 'category', category_slug, (array_agg(category ORDER BY n DESC, category))[1], sum(n)::int, sum(open)::int, max(changed)
  FROM parts WHERE grouped = 49 GROUP BY category_slug
UNION ALL
SELECT 'group', category_group, category_group, sum(n)::int, sum(open)::int, max(changed)
  FROM parts WHERE grouped = 49 GROUP BY category_group
UNION ALL
SELECT 'place-category', lower(city) || '|' || coalesce(state, '') || '|' || category_slug,
    (array_agg(category ORDER BY n DESC, category))[1], sum(n)::int, sum(open)::int, max(changed)
  FROM parts WHERE grouped = 1 AND city <> '' GROUP BY lower(city), state, category_slug
UNION ALL
SELECT 'place-group', lower(city) || '|' || coalesce(state, '') || '|' || category_group, category_group, sum(n)::int, sum(open)::int, max(changed)
  FROM parts WHERE grouped = 1 AND city <> '' GROUP BY lower(city), state, category_group
UNION ALL
SELECT 'country', country, country, n, open, changed FROM parts WHERE grouped = 62 AND country <> '';
