ALTER TABLE "questoes" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(regexp_replace(enunciado, '<[^>]*>', ' ', 'g')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) STORED;--> statement-breakpoint
CREATE INDEX "questoes_materia_id_idx" ON "questoes" USING btree ("materia_id","id");--> statement-breakpoint
-- The search looks for text anywhere in questoes.busca (LIKE '%...%'): a trigram index serves it where
-- PostgreSQL has pg_trgm. A server without it, a role not allowed to create extensions, or the embedded
-- PGlite still migrate: there the search reads the matéria's rows, which the folded column keeps cheap.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS questoes_busca_trgm_idx ON questoes USING gin (busca gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%), the Questões search reads questoes without an index', SQLERRM;
END
$$;
