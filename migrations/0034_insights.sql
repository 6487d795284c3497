-- Visitors' searches and page views per day (decision 049): counted in memory and added here in batches
-- (one upsert per table every INSIGHTS_FLUSH_SECONDS); no address, user agent or cookie is kept. The
-- primary keys are what the upserts add to, and start with the day the 400-day purge deletes by.
CREATE TABLE "insight_searches" (
	"day" date NOT NULL,
	"what" text NOT NULL,
	"place" text NOT NULL,
	"crawler" boolean NOT NULL,
	"count" integer NOT NULL,
	"found_nothing" integer NOT NULL,
	"results" integer NOT NULL,
	CONSTRAINT "insight_searches_day_what_place_crawler_pk" PRIMARY KEY("day","what","place","crawler")
);
--> statement-breakpoint
CREATE TABLE "insight_views" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"crawler" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_views_day_kind_key_crawler_pk" PRIMARY KEY("day","kind","key","crawler")
);
