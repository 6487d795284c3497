-- The verified businesses in rank order (a partial index: only their rows). The operator's table
-- filtered to verified businesses and a country or category walked every row of the country or
-- category to find the few verified ones; it now reads only those (decision 048).
CREATE INDEX "businesses_verified_rank_idx" ON "businesses" USING btree ("rank" DESC NULLS LAST,"id") WHERE "businesses"."is_verified";