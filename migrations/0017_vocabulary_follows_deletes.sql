-- The vocabulary typos are corrected to holds only words some business has: a deleted business takes
-- its words out, a renamed one swaps them, and a word no business holds any more goes. Until now a
-- deleted business's words stayed, so a typo could be "corrected" to a word that finds nothing.
CREATE OR REPLACE FUNCTION "search_words_remove"(names text[], categories text[], cities text[]) RETURNS void LANGUAGE sql AS $$
	WITH "gone" AS (
		SELECT w, count(*)::int AS n FROM unnest(names, categories, cities) AS r(name, category, city),
			search_words_of(r.name, r.category, r.city) AS w GROUP BY w),
	"emptied" AS (
		DELETE FROM "search_words" AS s USING "gone" AS g WHERE s."word" = g.w AND s."occurrences" <= g.n RETURNING s."word")
	UPDATE "search_words" AS s SET "occurrences" = s."occurrences" - g.n FROM "gone" AS g
		WHERE s."word" = g.w AND s."word" NOT IN (SELECT "word" FROM "emptied");
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "business_search_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "business_search" AS s USING "old_rows" AS o WHERE s."id" = o."id";
	PERFORM search_words_remove(array_agg("name"), array_agg("category"), array_agg("city")) FROM "old_rows";
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
	PERFORM search_words_remove(array_agg(o."name"), array_agg(o."category"), array_agg(o."city"))
		FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
		WHERE (o."name", o."category", o."city") IS DISTINCT FROM (n."name", n."category", n."city");
	PERFORM search_words_add(ARRAY(SELECT n."id" FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
		WHERE (o."name", o."category", o."city") IS DISTINCT FROM (n."name", n."category", n."city")));
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Counted again from the businesses there are, without the words of those deleted before.
TRUNCATE "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word", "occurrences")
	SELECT w, count(*) FROM "businesses", search_words_of("name", "category", "city") AS w GROUP BY w;
