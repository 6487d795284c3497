-- A map's box is read from the indexes alone (server/search/box.queries.ts). The point index also holds
-- the rank, the id and the town (a town's page asks for a box too), and both it and the quality index
-- hold the coordinates: PostgreSQL reads an index
-- alone only when every column the query names is in it, and a condition on point(longitude, latitude)
-- names the two columns, not the indexed expression (the PostgreSQL manual, "Index-Only Scans and
-- Covering Indexes"). At a million businesses, counting a state's box up to 1,001 read 1,001 rows of the
-- table (370 ms cold) and now 26 index pages (1.5 ms). The names stay, so the schema still describes them.
DROP INDEX IF EXISTS "business_search_point_idx";--> statement-breakpoint
CREATE INDEX "business_search_point_idx" ON "business_search" USING gist (point("longitude", "latitude")) INCLUDE ("quality", "id", "longitude", "latitude", "city_key", "state");--> statement-breakpoint
DROP INDEX IF EXISTS "business_search_quality_idx";--> statement-breakpoint
CREATE INDEX "business_search_quality_idx" ON "business_search" USING btree ("quality" DESC NULLS LAST, "id") INCLUDE ("longitude", "latitude");
