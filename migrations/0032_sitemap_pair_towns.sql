CREATE TABLE "sitemap_pair_towns" (
	"kind" text NOT NULL,
	"town" text NOT NULL,
	"listed" integer NOT NULL,
	"changed_at" timestamp with time zone,
	CONSTRAINT "sitemap_pair_towns_kind_town_pk" PRIMARY KEY("kind","town")
);
--> statement-breakpoint
-- The files read the pairs town by town now (facet_counts_pair_place_idx), not in key order.
DROP INDEX "facet_counts_listed_pair_idx";
--> statement-breakpoint
-- A pair's town: its key without the category ("city|state|slug" → "city|state"), as the index
-- facet_counts_pair_place_idx has it.
CREATE FUNCTION "pair_town"(key text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT left(key, -length(split_part(key, '|', -1)) - 1)
$$;--> statement-breakpoint
-- Kept by statement triggers on facet_counts (whose writers hold the counts' lock): an insert adds its
-- listed pairs to their towns, an update those that joined or left the list, a delete takes them out.
-- A town's date is its pairs' newest change. Rows are upserted in key order.
CREATE FUNCTION "sitemap_pair_towns_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sitemap_pair_towns" ("kind", "town", "listed", "changed_at")
		SELECT "kind", pair_town("key"), count(*) FILTER (WHERE "open_count" >= 3), max("changed_at") FROM "new_rows"
		WHERE "kind" IN ('place-category', 'place-group') GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("kind", "town") DO UPDATE SET "listed" = "sitemap_pair_towns"."listed" + excluded."listed",
			"changed_at" = greatest("sitemap_pair_towns"."changed_at", excluded."changed_at");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sitemap_pair_towns_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sitemap_pair_towns" ("kind", "town", "listed", "changed_at")
		SELECT n."kind", pair_town(n."key"), sum(coalesce(n."open_count" >= 3, false)::int - coalesce(o."open_count" >= 3, false)::int),
			max(n."changed_at") FILTER (WHERE n."changed_at" IS DISTINCT FROM o."changed_at")
		FROM "new_rows" AS n JOIN "old_rows" AS o ON o."kind" = n."kind" AND o."key" = n."key"
		WHERE n."kind" IN ('place-category', 'place-group')
			AND (coalesce(n."open_count" >= 3, false) <> coalesce(o."open_count" >= 3, false) OR n."changed_at" IS DISTINCT FROM o."changed_at")
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("kind", "town") DO UPDATE SET "listed" = "sitemap_pair_towns"."listed" + excluded."listed",
			"changed_at" = greatest("sitemap_pair_towns"."changed_at", excluded."changed_at");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sitemap_pair_towns_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sitemap_pair_towns" ("kind", "town", "listed", "changed_at")
		SELECT "kind", pair_town("key"), -count(*) FILTER (WHERE "open_count" >= 3), NULL::timestamptz FROM "old_rows"
		WHERE "kind" IN ('place-category', 'place-group') GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("kind", "town") DO UPDATE SET "listed" = "sitemap_pair_towns"."listed" + excluded."listed";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sitemap_pair_towns_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "sitemap_pair_towns";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sitemap_pair_towns_insert" AFTER INSERT ON "facet_counts"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_pair_towns_inserted"();--> statement-breakpoint
CREATE TRIGGER "sitemap_pair_towns_update" AFTER UPDATE ON "facet_counts"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_pair_towns_updated"();--> statement-breakpoint
CREATE TRIGGER "sitemap_pair_towns_delete" AFTER DELETE ON "facet_counts"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_pair_towns_deleted"();--> statement-breakpoint
CREATE TRIGGER "sitemap_pair_towns_truncate" AFTER TRUNCATE ON "facet_counts"
	FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_pair_towns_truncated"();--> statement-breakpoint
INSERT INTO "sitemap_pair_towns" ("kind", "town", "listed", "changed_at")
	SELECT "kind", pair_town("key"), count(*) FILTER (WHERE "open_count" >= 3), max("changed_at") FROM "facet_counts"
	WHERE "kind" IN ('place-category', 'place-group') GROUP BY 1, 2;
