-- No JIT compilation for this database's statements. PostgreSQL compiles a statement whose estimated
-- cost passes jit_above_cost, and our reads of ten million rows' indexes have large estimates however
-- few rows they read: compiling took 100 to 200 ms of a 5 ms read (the sitemap index, searches of a
-- common word). The few long statements (seed, export) lose a little, every page keeps its speed.
-- A role that does not own the database cannot set it; the server's own setting then stays (decision 051).
DO $$
BEGIN
	EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
	RAISE NOTICE 'jit stays as the server sets it: only the owner of the database can turn it off for the database';
END
$$;
