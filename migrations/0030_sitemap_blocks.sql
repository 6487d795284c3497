CREATE TABLE "sitemap_blocks" (
	"block" integer PRIMARY KEY NOT NULL,
	"listed" integer NOT NULL,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
-- Kept by statement triggers, as business_search is: an insert adds its listed rows to their blocks,
-- an update moves those whose listing, address or date changed, a delete takes them out. A block's
-- rows are upserted in block order. The block size, 1000, is sitemapBlockSize in shared/schema.ts.
CREATE FUNCTION "sitemap_blocks_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sitemap_blocks" ("block", "listed", "changed_at")
		SELECT ("id" - 1) / 1000, count(*), max("updated_at") FROM "new_rows"
		WHERE "business_status" IS DISTINCT FROM 'CLOSED_PERMANENTLY' GROUP BY 1 ORDER BY 1
		ON CONFLICT ("block") DO UPDATE SET "listed" = "sitemap_blocks"."listed" + excluded."listed",
			"changed_at" = greatest("sitemap_blocks"."changed_at", excluded."changed_at");
	RETURN NULL;
END
$$;--> statement-breakpoint
-- A business that stays listed dates its block by its own date; one that joins or leaves it, or moves
-- to another address, by now (its URL came or went now).
CREATE FUNCTION "sitemap_blocks_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sitemap_blocks" ("block", "listed", "changed_at")
		SELECT ("id" - 1) / 1000, sum("now_listed"::int - "was_listed"::int),
			max(CASE WHEN "now_listed" AND "was_listed" AND "same_slug" THEN "updated_at" ELSE now() END)
		FROM (SELECT n."id", n."updated_at", n."slug" = o."slug" AS "same_slug",
				n."business_status" IS DISTINCT FROM 'CLOSED_PERMANENTLY' AS "now_listed",
				o."business_status" IS DISTINCT FROM 'CLOSED_PERMANENTLY' AS "was_listed",
				(n."slug", n."updated_at") IS DISTINCT FROM (o."slug", o."updated_at") AS "moved"
			FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id") AS c
		WHERE ("now_listed" OR "was_listed") AND ("now_listed" <> "was_listed" OR "moved")
		GROUP BY 1 ORDER BY 1
		ON CONFLICT ("block") DO UPDATE SET "listed" = "sitemap_blocks"."listed" + excluded."listed",
			"changed_at" = greatest("sitemap_blocks"."changed_at", excluded."changed_at");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sitemap_blocks_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sitemap_blocks" ("block", "listed", "changed_at")
		SELECT ("id" - 1) / 1000, -count(*), now() FROM "old_rows"
		WHERE "business_status" IS DISTINCT FROM 'CLOSED_PERMANENTLY' GROUP BY 1 ORDER BY 1
		ON CONFLICT ("block") DO UPDATE SET "listed" = "sitemap_blocks"."listed" + excluded."listed",
			"changed_at" = greatest("sitemap_blocks"."changed_at", excluded."changed_at");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sitemap_blocks_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "sitemap_blocks";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sitemap_blocks_insert" AFTER INSERT ON "businesses"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_blocks_inserted"();--> statement-breakpoint
CREATE TRIGGER "sitemap_blocks_update" AFTER UPDATE ON "businesses"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_blocks_updated"();--> statement-breakpoint
CREATE TRIGGER "sitemap_blocks_delete" AFTER DELETE ON "businesses"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_blocks_deleted"();--> statement-breakpoint
CREATE TRIGGER "sitemap_blocks_truncate" AFTER TRUNCATE ON "businesses"
	FOR EACH STATEMENT EXECUTE FUNCTION "sitemap_blocks_truncated"();--> statement-breakpoint
INSERT INTO "sitemap_blocks" ("block", "listed", "changed_at")
	SELECT ("id" - 1) / 1000, count(*), max("updated_at") FROM "businesses"
	WHERE "business_status" IS DISTINCT FROM 'CLOSED_PERMANENTLY' GROUP BY 1;
