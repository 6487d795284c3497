DROP INDEX "businesses_country_rank_idx";--> statement-breakpoint
CREATE INDEX "businesses_country_idx" ON "businesses" USING btree ("country");