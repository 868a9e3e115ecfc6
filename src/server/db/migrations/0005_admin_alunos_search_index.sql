-- The admin Alunos search looks for text anywhere in users.busca (LIKE '%...%'), which a b-tree cannot
-- serve: a trigram index can. pg_trgm ships with PostgreSQL's contrib, but a server without it, a role
-- not allowed to create extensions, or the embedded PGlite (which loads extensions only when asked) must
-- still migrate: there the search reads the table, which the folded column keeps cheap.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS users_busca_trgm_idx ON users USING gin (busca gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%), the Alunos search reads users without an index', SQLERRM;
END
$$;
