-- The admin Questões search folds each statement (HTML tags dropped, lower case, Portuguese accents
-- dropped) with this function instead of keeping the folded copy in a stored column: that copy widened
-- every questoes row by about a third, and a student's simulado reads a matéria's questions. The trigram
-- index below is over the function's result, so the search still finds its rows without folding them all.
-- A plain SQL function over built-ins only (no SET search_path): PostgreSQL inlines it, in the index
-- definition and in the search alike, so both compare the same expression whatever the search_path is.
CREATE OR REPLACE FUNCTION bizu_fold_html(html text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT translate(lower(regexp_replace(html, '<[^>]*>', ' ', 'g')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
$$;--> statement-breakpoint
-- Dropping the column drops 0006's trigram index over it too.
ALTER TABLE "questoes" DROP COLUMN "busca";--> statement-breakpoint
-- The embedded PGlite now loads pg_trgm (db/client.ts), so it gets this index, and the Alunos one of
-- 0005 that a PGlite database migrated before could not create. As in 0005/0006, where pg_trgm is
-- missing (a server without contrib, a role not allowed to create extensions) the migration still
-- succeeds and the search folds the matéria's statements it reads: slower, but no row is missed.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS questoes_busca_trgm_idx ON questoes USING gin (bizu_fold_html(enunciado) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS users_busca_trgm_idx ON users USING gin (busca gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%), the admin searches read questoes and users without an index', SQLERRM;
END
$$;
