-- The vocabulary serves only typo corrections, and a word of digits alone is never corrected
-- (allowedEdits), nor is it a sensible correction of a word with letters in it ("84x1329" is not a
-- typo of store number 8471329). Such words (store numbers, years, a motel's 6) now stay out of it:
-- every name with a number of its own added a word nobody searches with a typo, and an import of a
-- million named that way spent 8 s merging them into the vocabulary's trigram index.
CREATE OR REPLACE FUNCTION "search_words_of"(name text, category text, city text) RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT w FROM regexp_split_to_table(lower(search_folded(name || ' ' || category || ' ' || coalesce(city, ''))), '[^a-z0-9]+') AS w
		WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
$$;--> statement-breakpoint
DELETE FROM "search_words" WHERE "word" ~ '^[0-9]+$';
