-- Lists are ordered by one stored rank instead of rating then review count: a Bayesian average of
-- both (every rating counts as if 10 more reviews had given 4.0, so a 5.0 from 3 reviews, 4.23,
-- ranks below a 4.8 from 900, 4.79; no rating ranks as the prior, 4.0), with a permanently closed
-- business 10 below any open one. It replaces search_quality, whose formula it keeps in double
-- precision (real could not tell 1,000,000 reviews from 1,000,012), and the search table's quality
-- becomes it. "Latest" reads the primary key, whose order is the order of creation, so the index
-- on created_at goes: one index less to write for each imported row.
CREATE FUNCTION "business_rank"(rating numeric, reviews integer, status text) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN rating IS NULL THEN 4.0 ELSE (rating * greatest(reviews, 0) + 4.0 * 10) / (greatest(reviews, 0) + 10) END::float8
		- CASE WHEN status = 'CLOSED_PERMANENTLY' THEN 10 ELSE 0 END
$$;--> statement-breakpoint
DROP INDEX "businesses_created_idx";--> statement-breakpoint
DROP INDEX "businesses_rank_idx";--> statement-breakpoint
DROP INDEX "businesses_city_rank_idx";--> statement-breakpoint
DROP INDEX "businesses_category_rank_idx";--> statement-breakpoint
DROP INDEX "businesses_group_rank_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rank" double precision GENERATED ALWAYS AS (business_rank(rating, review_count, business_status)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_rank_idx" ON "businesses" USING btree ("rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "businesses_city_rank_idx" ON "businesses" USING btree (lower("city"),"rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "businesses_category_rank_idx" ON "businesses" USING btree ("category_slug","rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "businesses_group_rank_idx" ON "businesses" USING btree ("category_group","rank" DESC NULLS LAST,"id");--> statement-breakpoint
UPDATE "business_search" AS s SET "quality" = b."rank" FROM "businesses" AS b WHERE b."id" = s."id" AND s."quality" <> b."rank"::real;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "business_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "business_search" ("id", "rating", "review_count", "quality", "document", "name_document", "city_key", "state", "latitude", "longitude")
		SELECT "id", "rating", "review_count", "rank",
			search_document("name_document", "category", "category_group", "city", "state"), "name_document",
			lower("city"), "state", "latitude", "longitude"
		FROM (SELECT *, search_name_document("name") AS "name_document" FROM "new_rows" OFFSET 0) AS "n";
	INSERT INTO "search_words" ("word", "occurrences")
		SELECT w, count(*) FROM "new_rows", search_words_of("name", "category", "city") AS w GROUP BY w
		ON CONFLICT ("word") DO UPDATE SET "occurrences" = "search_words"."occurrences" + excluded."occurrences";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "business_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "business_search" AS s
		SET "rating" = n."rating", "review_count" = n."review_count", "quality" = n."rank",
			"document" = search_document(search_name_document(n."name"), n."category", n."category_group", n."city", n."state"),
			"name_document" = search_name_document(n."name"),
			"city_key" = lower(n."city"), "state" = n."state", "latitude" = n."latitude", "longitude" = n."longitude"
		FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
		WHERE s."id" = n."id"
			AND (o."rank", o."rating", o."review_count", o."name", o."category", o."category_group", o."city", o."state", o."latitude", o."longitude")
				IS DISTINCT FROM (n."rank", n."rating", n."review_count", n."name", n."category", n."category_group", n."city", n."state", n."latitude", n."longitude");
	INSERT INTO "search_words" ("word", "occurrences")
		SELECT w, count(*) FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id",
			search_words_of(n."name", n."category", n."city") AS w
		WHERE (o."name", o."category", o."city") IS DISTINCT FROM (n."name", n."category", n."city")
		GROUP BY w
		ON CONFLICT ("word") DO UPDATE SET "occurrences" = "search_words"."occurrences" + excluded."occurrences";
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Typo correction reads this index for every unknown word. With pending entries (GIN's fast update)
-- each read also scanned every word added since the last vacuum: 10 ms instead of 0.3 ms after a
-- large import. Once a directory is filled few words are new, so they go straight into the index.
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
DROP FUNCTION "search_quality"(numeric, integer);
