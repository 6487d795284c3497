-- The words of the given businesses added to the vocabulary typos are corrected against.
CREATE OR REPLACE FUNCTION "search_words_add"(ids int4[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "search_words" ("word", "occurrences")
		SELECT w, count(*) FROM "businesses", search_words_of("name", "category", "city") AS w WHERE "id" = ANY(ids) GROUP BY w
		ON CONFLICT ("word") DO UPDATE SET "occurrences" = "search_words"."occurrences" + excluded."occurrences";
$$;--> statement-breakpoint
-- An import adds its words every 20,000 rows (main_street.vocabulary_deferred, set for its transaction):
-- a vocabulary update per batch of 2,000 rows took a fifth of its database's time.
CREATE OR REPLACE FUNCTION "business_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "business_search" ("id", "rating", "review_count", "quality", "document", "name_document", "city_key", "state", "latitude", "longitude")
		SELECT "id", "rating", "review_count", "rank",
			search_document("name_document", "category", "category_group", "city", "state"), "name_document",
			lower("city"), "state", "latitude", "longitude"
		FROM (SELECT *, search_name_document("name") AS "name_document" FROM "new_rows" OFFSET 0) AS "n";
	IF current_setting('main_street.vocabulary_deferred', true) IS DISTINCT FROM 'on' THEN
		PERFORM search_words_add(ARRAY(SELECT "id" FROM "new_rows"));
	END IF;
	RETURN NULL;
END
$$;
