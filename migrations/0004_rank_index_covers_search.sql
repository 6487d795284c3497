-- The rank index also holds each row's search text, so a broad search can walk it in rank
-- order and test the text without visiting the table (server/directory/search.queries.ts).
-- drizzle-kit cannot express INCLUDE: shared/schema.ts declares this index without it.
DROP INDEX "businesses_rank_idx";--> statement-breakpoint
CREATE INDEX "businesses_rank_idx" ON "businesses" USING btree ("rating" DESC NULLS LAST, "review_count" DESC NULLS LAST, "id") INCLUDE ("search_text");
