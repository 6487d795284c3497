-- Search reads stemmed documents (full-text search) instead of substrings: words in any order,
-- across name, category, group, city and state, plurals and accents folded; typos are corrected
-- against search_words. business_search is rebuilt from businesses with the new columns.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DROP TRIGGER "business_search_insert" ON "businesses";--> statement-breakpoint
DROP TRIGGER "business_search_update" ON "businesses";--> statement-breakpoint
DROP TRIGGER "business_search_delete" ON "businesses";--> statement-breakpoint
DROP TRIGGER "business_search_truncate" ON "businesses";--> statement-breakpoint
DROP FUNCTION "business_search_inserted"();--> statement-breakpoint
DROP FUNCTION "business_search_updated"();--> statement-breakpoint
DROP FUNCTION "business_search_deleted"();--> statement-breakpoint
DROP FUNCTION "business_search_truncated"();--> statement-breakpoint
DROP TABLE "business_search";--> statement-breakpoint
-- Dropping the column drops the rank index that included it; it comes back without it.
ALTER TABLE "businesses" DROP COLUMN "search_text";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "businesses_rank_idx" ON "businesses" USING btree ("rating" DESC NULLS LAST, "review_count" DESC NULLS LAST, "id");--> statement-breakpoint
CREATE TABLE "business_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"rating" numeric(2, 1),
	"review_count" integer NOT NULL,
	"quality" real NOT NULL,
	"document" tsvector NOT NULL,
	"name_document" tsvector NOT NULL,
	"city_key" text,
	"state" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"occurrences" integer NOT NULL
);
--> statement-breakpoint
-- Every import batch adds to the counts of words already here: with room left on each page, the
-- new row versions stay on it (HOT) and no index entry is written for them.
ALTER TABLE "search_words" SET (fillfactor = 50);--> statement-breakpoint
-- Bayesian average: every rating counts as if 10 more reviews had given 4.0, so a 5.0 from
-- 3 reviews (4.23) ranks below a 4.8 from 900 (4.79); no rating ranks as the prior, 4.0.
CREATE FUNCTION "search_quality"(rating numeric, reviews integer) RETURNS real LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN rating IS NULL THEN 4.0
		ELSE (rating * greatest(reviews, 0) + 4.0 * 10) / (greatest(reviews, 0) + 10) END::real
$$;--> statement-breakpoint
-- Text as search compares it: accents folded and apostrophes dropped ("O'Brien's Café" → "OBriens Cafe"),
-- as server/search/search-words.ts folds what visitors type. Declared immutable, with the dictionary
-- named, as the usual wrapper of unaccent is, so that PostgreSQL can inline these into the triggers'
-- statements.
CREATE FUNCTION "search_folded"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT translate(public.unaccent('public.unaccent'::regdictionary, coalesce(value, '')), '''’‘`', '')
$$;--> statement-breakpoint
CREATE FUNCTION "search_name_document"(name text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT to_tsvector('english'::regconfig, search_folded(name))
$$;--> statement-breakpoint
-- The name's document (weight A, computed once for both columns), fine category (B), group (C), town and state (D).
CREATE FUNCTION "search_document"(name_document tsvector, category text, category_group text, city text, state text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT setweight(name_document, 'A')
		|| setweight(to_tsvector('english'::regconfig, search_folded(category)), 'B')
		|| setweight(to_tsvector('english'::regconfig, replace(category_group, '-', ' ')), 'C')
		|| setweight(to_tsvector('english'::regconfig, search_folded(city) || ' ' || coalesce(state, '')), 'D')
$$;--> statement-breakpoint
-- The words typos are corrected to: of names, categories and cities, three letters or more.
CREATE FUNCTION "search_words_of"(name text, category text, city text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT w FROM regexp_split_to_table(lower(search_folded(name || ' ' || category || ' ' || coalesce(city, ''))), '[^a-z0-9]+') AS w
		WHERE length(w) >= 3
$$;--> statement-breakpoint
CREATE FUNCTION "business_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "business_search" ("id", "rating", "review_count", "quality", "document", "name_document", "city_key", "state", "latitude", "longitude")
		SELECT "id", "rating", "review_count", search_quality("rating", "review_count"),
			search_document("name_document", "category", "category_group", "city", "state"), "name_document",
			lower("city"), "state", "latitude", "longitude"
		FROM (SELECT *, search_name_document("name") AS "name_document" FROM "new_rows" OFFSET 0) AS "n";
	INSERT INTO "search_words" ("word", "occurrences")
		SELECT w, count(*) FROM "new_rows", search_words_of("name", "category", "city") AS w GROUP BY w
		ON CONFLICT ("word") DO UPDATE SET "occurrences" = "search_words"."occurrences" + excluded."occurrences";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "business_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "business_search" AS s
		SET "rating" = n."rating", "review_count" = n."review_count", "quality" = search_quality(n."rating", n."review_count"),
			"document" = search_document(search_name_document(n."name"), n."category", n."category_group", n."city", n."state"),
			"name_document" = search_name_document(n."name"),
			"city_key" = lower(n."city"), "state" = n."state", "latitude" = n."latitude", "longitude" = n."longitude"
		FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
		WHERE s."id" = n."id"
			AND (o."rating", o."review_count", o."name", o."category", o."category_group", o."city", o."state", o."latitude", o."longitude")
				IS DISTINCT FROM (n."rating", n."review_count", n."name", n."category", n."category_group", n."city", n."state", n."latitude", n."longitude");
	INSERT INTO "search_words" ("word", "occurrences")
		SELECT w, count(*) FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id",
			search_words_of(n."name", n."category", n."city") AS w
		WHERE (o."name", o."category", o."city") IS DISTINCT FROM (n."name", n."category", n."city")
		GROUP BY w
		ON CONFLICT ("word") DO UPDATE SET "occurrences" = "search_words"."occurrences" + excluded."occurrences";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "business_search_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "business_search" AS s USING "old_rows" AS o WHERE s."id" = o."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "business_search_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "business_search", "search_words";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "business_search_insert" AFTER INSERT ON "businesses"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_search_inserted"();--> statement-breakpoint
CREATE TRIGGER "business_search_update" AFTER UPDATE ON "businesses"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_search_updated"();--> statement-breakpoint
CREATE TRIGGER "business_search_delete" AFTER DELETE ON "businesses"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_search_deleted"();--> statement-breakpoint
CREATE TRIGGER "business_search_truncate" AFTER TRUNCATE ON "businesses"
	FOR EACH STATEMENT EXECUTE FUNCTION "business_search_truncated"();--> statement-breakpoint
INSERT INTO "business_search" ("id", "rating", "review_count", "quality", "document", "name_document", "city_key", "state", "latitude", "longitude")
	SELECT "id", "rating", "review_count", search_quality("rating", "review_count"),
		search_document("name_document", "category", "category_group", "city", "state"), "name_document",
		lower("city"), "state", "latitude", "longitude"
	FROM (SELECT *, search_name_document("name") AS "name_document" FROM "businesses" OFFSET 0) AS "b";--> statement-breakpoint
INSERT INTO "search_words" ("word", "occurrences")
	SELECT w, count(*) FROM "businesses", search_words_of("name", "category", "city") AS w GROUP BY w;--> statement-breakpoint
CREATE INDEX "business_search_document_idx" ON "business_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "business_search_name_document_idx" ON "business_search" USING gin ("name_document");--> statement-breakpoint
CREATE INDEX "business_search_quality_idx" ON "business_search" USING btree ("quality" DESC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "business_search_point_idx" ON "business_search" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
