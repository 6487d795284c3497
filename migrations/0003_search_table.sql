CREATE TABLE "business_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"rating" numeric(2, 1),
	"review_count" integer NOT NULL,
	"name_length" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "business_search" ("id", "rating", "review_count", "name_length", "search_text")
	SELECT "id", "rating", "review_count", length(lower("name")), "search_text" FROM "businesses";
--> statement-breakpoint
DROP INDEX "businesses_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "business_search_trgm_idx" ON "business_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "business_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "business_search" ("id", "rating", "review_count", "name_length", "search_text")
		SELECT "id", "rating", "review_count", length(lower("name")), "search_text" FROM "new_rows";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "business_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "business_search" AS s
		SET "rating" = n."rating", "review_count" = n."review_count", "name_length" = length(lower(n."name")), "search_text" = n."search_text"
		FROM "new_rows" AS n
		WHERE s."id" = n."id"
			AND (s."rating", s."review_count", s."search_text") IS DISTINCT FROM (n."rating", n."review_count", n."search_text");
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
	TRUNCATE "business_search";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "business_search_insert" AFTER INSERT ON "businesses"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_search_inserted"();--> statement-breakpoint
CREATE TRIGGER "business_search_update" AFTER UPDATE ON "businesses"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_search_updated"();--> statement-breakpoint
CREATE TRIGGER "business_search_delete" AFTER DELETE ON "businesses"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_search_deleted"();--> statement-breakpoint
CREATE TRIGGER "business_search_truncate" AFTER TRUNCATE ON "businesses"
	FOR EACH STATEMENT EXECUTE FUNCTION "business_search_truncated"();
