-- The operator's table searches with a status: the status was read from businesses for every match of
-- the words (0.8 to 5 s for a common word at a million). The search table now holds it, kept by the
-- same triggers, and the few verified businesses' words have an index of their own.
ALTER TABLE "business_search" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "business_search" AS s SET "is_verified" = true FROM "businesses" AS b WHERE b."id" = s."id" AND b."is_verified";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "business_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "business_search" ("id", "rating", "review_count", "quality", "document", "name_document", "city_key", "state", "latitude", "longitude", "is_verified")
		SELECT "id", "rating", "review_count", "rank",
			search_document("name_document", "category", "category_group", "city", "state"), "name_document",
			lower("city"), "state", "latitude", "longitude", "is_verified"
		FROM (SELECT *, search_name_document("name") AS "name_document" FROM "new_rows" OFFSET 0) AS "n";
	IF current_setting('main_street.vocabulary_deferred', true) IS DISTINCT FROM 'on' THEN
		PERFORM search_words_add(ARRAY(SELECT "id" FROM "new_rows"));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "business_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "business_search" AS s
		SET "rating" = n."rating", "review_count" = n."review_count", "quality" = n."rank",
			"document" = search_document(search_name_document(n."name"), n."category", n."category_group", n."city", n."state"),
			"name_document" = search_name_document(n."name"),
			"city_key" = lower(n."city"), "state" = n."state", "latitude" = n."latitude", "longitude" = n."longitude",
			"is_verified" = n."is_verified"
		FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
		WHERE s."id" = n."id"
			AND (o."rank", o."rating", o."review_count", o."name", o."category", o."category_group", o."city", o."state", o."latitude", o."longitude", o."is_verified")
				IS DISTINCT FROM (n."rank", n."rating", n."review_count", n."name", n."category", n."category_group", n."city", n."state", n."latitude", n."longitude", n."is_verified");
	PERFORM search_words_remove(array_agg(o."name"), array_agg(o."category"), array_agg(o."city"))
		FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
		WHERE (o."name", o."category", o."city") IS DISTINCT FROM (n."name", n."category", n."city");
	PERFORM search_words_add(ARRAY(SELECT n."id" FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
		WHERE (o."name", o."category", o."city") IS DISTINCT FROM (n."name", n."category", n."city")));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE INDEX "business_search_verified_document_idx" ON "business_search" USING gin ("document") WHERE "business_search"."is_verified";--> statement-breakpoint
-- A new column has no statistics: PostgreSQL took half the rows for verified and scanned the table for a verified word.
ANALYZE "business_search" ("is_verified");
