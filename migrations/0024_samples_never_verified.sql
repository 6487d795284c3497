-- A sample listing is not a real business, so it is never verified (issue 40): the generator drew the
-- flag at random for 60% of them, and their pages showed Verified beside "It is not a real business".
-- The verified count drops by as many as are cleared, so the pages' figures agree without a recount.
WITH cleared AS (
  UPDATE businesses SET is_verified = false WHERE source = 'sample' AND is_verified RETURNING 1
)
UPDATE facet_counts SET business_count = business_count - (SELECT count(*) FROM cleared)::int
  WHERE kind = 'verified' AND key = 'all';
--> statement-breakpoint
-- Deleted samples too, so that a restore from the trash does not bring the flag back.
UPDATE business_trash SET "row" = jsonb_set("row", '{is_verified}', 'false')
  WHERE "row"->>'source' = 'sample' AND "row"->>'is_verified' = 'true';
